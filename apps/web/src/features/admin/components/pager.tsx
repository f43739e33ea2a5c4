import { Button } from "../../../components/button.tsx";
import { adminTexts } from "../admin-ui-texts.ts";

/** Previous / next under a paged list, with where the reader is; nothing when everything fits on one page. */
export function Pager({
  page,
  lastPage,
  label,
  onPage,
}: {
  page: number;
  lastPage: number;
  /** What is paged, so two pagers on a screen reader's list of landmarks differ: "Reports pages". */
  label: string;
  onPage: (page: number) => void;
}) {
  if (lastPage <= 1 && page <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-2">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {adminTexts.previous}
      </Button>
      <span className="text-sm text-slate-700" aria-live="polite">
        {adminTexts.pageOf(page, Math.max(lastPage, page))}
      </span>
      <Button variant="secondary" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
        {adminTexts.next}
      </Button>
    </nav>
  );
}
