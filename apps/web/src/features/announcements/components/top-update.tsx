import { announcementTexts } from "@forum/contract/texts";
import { useMemo } from "react";
import { Spinner } from "../../../components/spinner.tsx";
import { htmlToText } from "../../../lib/html-text.ts";
import { Link } from "../../../lib/router/index.ts";
import { useFeaturedAnnouncement } from "../api.ts";
import { AnnouncementPicture } from "./announcement-card.tsx";
import { AnnouncementMeta, announcementPath } from "./announcement-meta.tsx";

const t = announcementTexts;

/** Secondary §2 Top Update: the featured announcement (image, date, category, title, 3 lines), or none. */
export function TopUpdate() {
  const featured = useFeaturedAnnouncement();
  const item = featured.data;
  const preview = useMemo(() => (item ? htmlToText(item.content) : ""), [item]);
  return (
    <section aria-labelledby="top-update-title" className="mt-4">
      <h2 id="top-update-title" className="text-lg font-semibold text-slate-900">
        {t.topUpdate}
      </h2>
      {featured.isPending ? (
        <Spinner className="mt-3 text-primary" label={t.loading} />
      ) : !item ? (
        // A failed fetch is only logged (secondary §8): the page reads as having no Top Update.
        <p className="mt-2 rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
          {t.noTopUpdate}
        </p>
      ) : (
        <article className="relative mt-2 grid overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <AnnouncementPicture image={item.image} className="aspect-[16/9] h-full w-full" />
          <div className="flex flex-col gap-2 p-4 sm:p-6">
            <AnnouncementMeta announcement={item} />
            <h3 className="text-xl font-bold break-words text-slate-900 sm:text-2xl">
              <Link
                to={announcementPath(item.id)}
                className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:underline"
              >
                {item.title}
              </Link>
            </h3>
            <p className="line-clamp-3 break-words text-slate-700">{preview}</p>
          </div>
        </article>
      )}
    </section>
  );
}
