import type { PostWithReplies } from "@forum/contract";
import { timeAgo, truncate } from "@forum/contract/helpers";
import { duplicateTexts, postPageTexts } from "@forum/contract/texts";
import { Bookmark, Eye, Flag, MessageCircle, Share2 } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Spinner } from "../../../components/spinner.tsx";
import { useDocumentTitle } from "../../../components/use-document-title.ts";
import { useKatexStylesheet } from "../../../lib/katex-stylesheet.ts";
import { optionalLazy } from "../../../lib/optional-lazy.tsx";
import { Link, useNavigate, useParams } from "../../../lib/router/index.ts";
import { useSession } from "../../../lib/session.ts";
import { useBack } from "../../../lib/use-back.ts";
import { CommentList } from "../components/comment-list.tsx";
import { DuplicateBanner } from "../components/duplicate-banner.tsx";
import { EditedMarker } from "../components/edited-marker.tsx";
import { HiddenBanner } from "../components/hidden-banner.tsx";
import { iconButton } from "../components/icon-button-class.ts";
import { ImageStrip } from "../components/image-strip.tsx";
import { PostAuthor } from "../components/post-author.tsx";
import { PostCategories } from "../components/post-categories.tsx";
import { PostUnavailable } from "../components/post-unavailable.tsx";
import { Reactions } from "../components/reactions.tsx";
import { ReplyForm } from "../components/reply-form.tsx";
import { SimilarPosts } from "../components/similar-posts.tsx";
import { SolvedBadge } from "../components/solved-badge.tsx";
import { usePost, useToggleBookmark } from "../post-api.ts";
import { useReplySort } from "../reply-sort.ts";

const ShareDialog = lazy(() => import("../components/share-dialog.tsx"));
const ReportDialog = lazy(() => import("../../moderation/components/report-dialog.tsx"));
const AdminPostActions = optionalLazy(() => import("../components/admin-post-actions.tsx"));
const PostPageTools = optionalLazy(() => import("../quote/post-page-tools.tsx"));
const AuthorPostActions = optionalLazy(() => import("../components/author-post-actions.tsx"));
const WatchBell = optionalLazy(() => import("../../reach/components/watch-bell.tsx"));

/** Core §2 /post/{uuid}. */
export default function PostPage() {
  const { id = "" } = useParams();
  const sort = useReplySort(useSession()?.user.user_id ?? null);
  // The order already shown stays while another loads (the page does not blank on a change of order).
  const post = usePost(id, sort[0]);
  useDocumentTitle(post.data?.title ?? undefined);
  if (post.isPending) {
    return (
      <p className="flex items-center justify-center gap-2 p-10 text-slate-700" role="status">
        <Spinner size={24} className="text-primary" />
        {postPageTexts.loading}
      </p>
    );
  }
  if (!post.data) return <PostUnavailable error={post.error} onRetry={() => void post.refetch()} />;
  return <PostView post={post.data} sort={sort} />;
}

function PostView({ post, sort }: { post: PostWithReplies; sort: ReturnType<typeof useReplySort> }) {
  const navigate = useNavigate();
  // A post opened from a shared link has nothing to go back to inside the forum: Recent goes home then.
  const back = useBack("/");
  const session = useSession();
  const bookmark = useToggleBookmark();
  const [dialog, setDialog] = useState<"share" | "report" | null>(null);
  const [quote, setQuote] = useState<{ text: string; at: number }>();
  const title = post.title ?? (post.parent?.title ? `Re: ${post.parent.title}` : "Comment");
  // A comment's page (reached by its see more...) names the discussion it belongs to.
  const thread = post.type === "comment" ? (post.parent_uuid ?? post.parent?.uuid) : null;
  const images = post.images.length ? post.images : post.meta.images;
  useKatexStylesheet(post.content);

  const toggleBookmark = () => {
    if (bookmark.isPending) return; // core §4: clicks while a call runs are ignored
    if (!session) return navigate("/login", { state: { from: `/post/${post.uuid}` } });
    bookmark.mutate(post); // its failure is told by the hook, which outlives this page
  };

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-3 py-4 sm:px-4 sm:py-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0">
        <nav aria-label="Breadcrumb" className="text-sm">
          <ol className="flex items-center gap-1 text-slate-600">
            <li>
              <button type="button" onClick={back} className="min-h-11 font-medium text-primary hover:underline">
                {postPageTexts.breadcrumbRecent}
              </button>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="truncate">
              {truncate(title, 10)}
            </li>
          </ol>
        </nav>
        {thread && (
          <p className="mt-1 text-sm break-words text-slate-700">
            {postPageTexts.inReplyTo}{" "}
            <Link to={`/post/${encodeURIComponent(thread)}`} className="font-medium text-primary underline">
              {post.parent?.title || postPageTexts.aReply}
            </Link>
          </p>
        )}
        <article className="mt-2 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
          <HiddenBanner post={post} />
          <DuplicateBanner post={post} />
          <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <PostAuthor post={post} avatar={44} pictureOnly className="shrink-0" />
            {/* Name above time. Sized by the whole name: where it and the icon buttons do not fit side by side, the
                buttons wrap below and the name shows whole; only a name wider than the row is cut. */}
            <div className="min-w-0 flex-auto">
              <PostAuthor
                post={post}
                repeat
                className="block truncate font-semibold text-slate-900"
                linkClassName="hover:underline"
              />
              <p className="text-sm text-slate-600">
                <time dateTime={post.created_at}>{timeAgo(post.created_at)}</time> <EditedMarker post={post} />
              </p>
            </div>
            <div className="ml-auto flex shrink-0">
              <button
                type="button"
                className={iconButton}
                aria-label={postPageTexts.bookmark}
                aria-pressed={post.user_bookmark_count === 1}
                aria-busy={bookmark.isPending || undefined}
                onClick={toggleBookmark}
              >
                <Bookmark
                  size={20}
                  aria-hidden="true"
                  fill={post.user_bookmark_count === 1 ? "currentColor" : "none"}
                />
              </button>
              <button
                type="button"
                className={iconButton}
                aria-label={postPageTexts.flag}
                onClick={() =>
                  session ? setDialog("report") : navigate("/login", { state: { from: `/post/${post.uuid}` } })
                }
              >
                <Flag size={20} aria-hidden="true" />
              </button>
              {session && post.type === "post" && (
                <Suspense fallback={null}>
                  <WatchBell target={{ kind: "post", id: post.uuid }} />
                </Suspense>
              )}
              {session?.user.is_admin && post.type === "post" && (
                <Suspense fallback={null}>
                  <AdminPostActions post={post} />
                </Suspense>
              )}
              {post.is_author && (
                <Suspense fallback={null}>
                  <AuthorPostActions post={post} thread={thread} />
                </Suspense>
              )}
            </div>
          </header>
          {post.solved && <SolvedBadge className="mt-4" />}
          <h1 className="mt-2 text-2xl font-bold break-words text-slate-900">{title}</h1>
          <PostCategories categories={post.categories} className="mt-2" />
          <div
            className="post-content mt-3"
            data-quote-by={post.anonymous ? "" : post.author_name}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises content with an allow-list
            dangerouslySetInnerHTML={{ __html: post.content }}
          />
          <ImageStrip images={images} title={title} large firstEager />
          {post.tags.length > 0 && (
            <ul aria-label="Tags" className="mt-3 flex flex-wrap gap-2">
              {post.tags.map((t) => (
                <li key={t}>
                  <Link
                    to={`/?tag=${encodeURIComponent(t)}`}
                    className="inline-flex min-h-9 items-center rounded-full bg-slate-100 px-3 text-sm text-slate-800 hover:bg-slate-200"
                  >
                    #{t}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <footer className="mt-4 flex flex-wrap items-center gap-1 border-t border-slate-100 pt-3 text-slate-700">
            <span className="inline-flex min-h-11 items-center gap-1.5 px-3 text-sm">
              <MessageCircle size={18} aria-hidden="true" /> {post.replies_count}
              <span className="sr-only">comments</span>
            </span>
            <Reactions post={post} />
            <span className="inline-flex min-h-11 items-center gap-1.5 px-3 text-sm">
              <Eye size={18} aria-hidden="true" /> {post.views_count}
              <span className="sr-only">views</span>
            </span>
            <button
              type="button"
              onClick={() => setDialog("share")}
              className="ml-auto inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-medium hover:bg-slate-100"
            >
              <Share2 size={18} aria-hidden="true" />
              Share
            </button>
          </footer>
          {post.duplicate_of ? (
            <p className="mt-4 text-sm text-slate-700">{duplicateTexts.closed}</p>
          ) : session ? (
            <ReplyForm parentUuid={post.uuid} userId={session.user.user_id} quote={quote} />
          ) : (
            <p className="mt-4 text-sm text-slate-700">
              <Link to="/login" state={{ from: `/post/${post.uuid}` }} className="font-medium text-primary underline">
                Log in
              </Link>{" "}
              to reply.
            </p>
          )}
        </article>
        <CommentList
          comments={post.replies}
          sort={sort}
          // The question's author and admins choose its answer (API.md "Answers"; moderators once issue 29 lands).
          acceptFor={post.type === "post" && (post.is_author || session?.user.is_admin) ? post.uuid : null}
        />
      </div>
      <aside className="min-w-0">
        <SimilarPosts id={post.id} />
      </aside>
      <Suspense fallback={null}>
        {session && <PostPageTools onQuote={(text) => setQuote({ text, at: Date.now() })} />}
        {dialog === "share" && <ShareDialog uuid={post.uuid} title={post.title} onClose={() => setDialog(null)} />}
        {dialog === "report" && <ReportDialog postId={post.id} onClose={() => setDialog(null)} />}
      </Suspense>
    </div>
  );
}
