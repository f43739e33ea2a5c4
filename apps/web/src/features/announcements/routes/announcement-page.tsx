import type { Announcement } from "@forum/contract";
import { truncate } from "@forum/contract/helpers";
import { announcementTexts } from "@forum/contract/texts";
import { Button } from "../../../components/button.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { useDocumentTitle } from "../../../components/use-document-title.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { Link, useLocation, useNavigate, useParams } from "../../../lib/router/index.ts";
import { useAnnouncement } from "../api.ts";
import { AnnouncementMeta, announcementPath } from "../components/announcement-meta.tsx";
import { useLoggedError } from "../use-logged-error.ts";

const t = announcementTexts;

/** Secondary §2 /announcements/{id}: breadcrumb, title, HTML content, image; the similar ones beside it. */
export default function AnnouncementPage() {
  const id = Number(useParams().id);
  const query = useAnnouncement(id);
  useLoggedError("The announcement", query.error);
  useDocumentTitle(query.data?.announcement.title ?? t.title);
  if (query.isPending && query.fetchStatus !== "idle") {
    return (
      <p role="status" className="flex items-center justify-center gap-2 p-10 text-slate-700">
        <Spinner size={24} className="text-primary" />
        {t.loading}
      </p>
    );
  }
  if (!query.data) {
    const missing = !query.isError || (query.error instanceof ApiError && query.error.status === 404);
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 text-center">
        <h1 className="text-xl font-semibold text-slate-900">{missing ? t.notFound : t.loadFailed}</h1>
        {missing ? (
          <Link to="/announcements" className="mt-4 inline-block font-medium text-primary underline">
            {t.notFoundLink}
          </Link>
        ) : (
          <Button className="mt-4" onClick={() => void query.refetch()}>
            {t.retry}
          </Button>
        )}
      </div>
    );
  }
  const { announcement: a, similar_announcements: similar } = query.data;
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-3 py-4 sm:px-4 sm:py-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0">
        <Breadcrumb title={a.title} />
        <article className="mt-2 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
          <AnnouncementMeta announcement={a} />
          <h1 className="mt-2 text-2xl font-bold break-words text-slate-900">{a.title}</h1>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises content with an allow-list */}
          <div className="post-content mt-3" dangerouslySetInnerHTML={{ __html: a.content }} />
          {a.image && (
            <img src={a.image} alt={a.title} className="mt-4 w-full rounded-xl bg-slate-100 object-contain" />
          )}
        </article>
      </div>
      <RecentPosts similar={similar} />
    </div>
  );
}

/** "Announcements" goes back (to the list as it was, chip and all); opened from elsewhere it goes to the list. */
function Breadcrumb({ title }: { title: string }) {
  const navigate = useNavigate();
  const { key } = useLocation();
  const back = () => (key === "default" ? navigate("/announcements") : navigate(-1));
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex items-center gap-1 text-slate-600">
        <li>
          <button type="button" onClick={back} className="min-h-11 font-medium text-primary hover:underline">
            {t.title}
          </button>
        </li>
        <li aria-hidden="true">/</li>
        <li aria-current="page" className="truncate">
          {truncate(title, t.breadcrumbTitleLength)}
        </li>
      </ol>
    </nav>
  );
}

/** Secondary §2 side list Recent Posts: the similar announcements (date, category, title), or none. */
function RecentPosts({ similar }: { similar: Announcement[] }) {
  return (
    <section aria-labelledby="recent-posts-title" className="h-fit rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id="recent-posts-title" className="text-lg font-semibold text-slate-900">
        {t.recentPosts}
      </h2>
      {similar.length === 0 ? (
        <p className="mt-3 text-slate-600">{t.noSimilar}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {similar.map((s) => (
            <li key={s.id} className="py-2">
              <AnnouncementMeta announcement={s} />
              <Link to={announcementPath(s.id)} className="font-medium break-words text-slate-900 hover:underline">
                {s.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
