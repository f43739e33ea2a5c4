import { announcementTexts } from "@forum/contract/texts";
import { Button } from "../../../components/button.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { useDocumentTitle } from "../../../components/use-document-title.ts";
import { useSearchParams } from "../../../lib/router/index.ts";
import { useAnnouncementCategories, useAnnouncements, useFeaturedAnnouncement } from "../api.ts";
import { AnnouncementCard } from "../components/announcement-card.tsx";
import { CategoryChips } from "../components/category-chips.tsx";
import { TopUpdate } from "../components/top-update.tsx";
import { useLoggedError } from "../use-logged-error.ts";

const t = announcementTexts;

/** The chosen category lives in the address (`?category_id=`), so going back to the list keeps it. */
function useSelectedCategory() {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get("category_id"));
  const selected = Number.isInteger(raw) && raw > 0 ? raw : null;
  const select = (id: number | null) => setParams(id === null ? {} : { category_id: String(id) }, { replace: true });
  return [selected, select] as const;
}

/** Secondary §2 /announcements: header, Top Update, category chips, the grid of cards. */
export default function AnnouncementsPage() {
  useDocumentTitle(t.title);
  const [selected, select] = useSelectedCategory();
  const categories = useAnnouncementCategories();
  const list = useAnnouncements(selected);
  useLoggedError("Announcements", list.error);
  useLoggedError("Announcement categories", categories.error);
  useLoggedError("The featured announcement", useFeaturedAnnouncement().error);

  return (
    <div className="mx-auto max-w-6xl px-3 py-4 sm:px-4 sm:py-6">
      <h1 className="text-2xl font-bold text-slate-900">{t.title}</h1>
      <TopUpdate />
      <section aria-labelledby="announcement-list-title" className="mt-8">
        <h2 id="announcement-list-title" className="sr-only">
          {t.title}
        </h2>
        <CategoryChips categories={categories.data ?? []} selected={selected} onSelect={select} />
        <div className="mt-4">
          {list.isPending ? (
            <p role="status" className="flex items-center justify-center gap-2 p-8 text-slate-700">
              <Spinner size={24} className="text-primary" />
              {t.loading}
            </p>
          ) : list.isError && list.items.length === 0 ? (
            <div className="rounded-2xl bg-white p-6 text-center">
              <p className="text-slate-700">{t.loadFailed}</p>
              <Button variant="secondary" className="mt-3" onClick={() => void list.refetch()}>
                {t.retry}
              </Button>
            </div>
          ) : list.items.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
              {t.noAnnouncements}
            </p>
          ) : (
            <>
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {list.items.map((a) => (
                  <li key={a.id}>
                    <AnnouncementCard announcement={a} />
                  </li>
                ))}
              </ul>
              {list.hasNextPage && (
                <div className="mt-6 flex justify-center">
                  <Button variant="secondary" busy={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                    {t.more}
                  </Button>
                </div>
              )}
            </>
          )}
        </div>
      </section>
    </div>
  );
}
