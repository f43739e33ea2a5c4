import { Plus } from "lucide-react";
import { Button } from "../../../components/button.tsx";
import { useDocumentTitle } from "../../../components/use-document-title.ts";

/** A console page's title, and the button that creates what it lists. */
export function PageHeader({
  title,
  id,
  action,
  onAction,
}: {
  title: string;
  id: string;
  action?: string;
  onAction?: () => void;
}) {
  useDocumentTitle(title);
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h1 id={id} className="text-2xl font-bold text-slate-900">
        {title}
      </h1>
      {action && (
        <Button onClick={onAction}>
          <Plus size={20} aria-hidden="true" />
          {action}
        </Button>
      )}
    </div>
  );
}
