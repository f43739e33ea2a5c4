import type { Post } from "@forum/contract";
import { timeAgo, truncate } from "@forum/contract/helpers";
import { feedTexts, limits } from "@forum/contract/texts";
import { Eye, MessageCircle, Share2 } from "lucide-react";
import { lazy, Suspense, useMemo, useState } from "react";
import { htmlToText } from "../../../lib/html-text.ts";
import { Link } from "../../../lib/router/index.ts";
import { PostAuthor } from "./post-author.tsx";
import { PostCategories } from "./post-categories.tsx";
import { Reactions } from "./reactions.tsx";
import { SolvedBadge } from "./solved-badge.tsx";

const ShareDialog = lazy(() => import("./share-dialog.tsx"));
// The images (their <picture> sources and the data saver) load with the first card that has any, not with the page:
// the box below keeps their place, and they are lazy below the fold anyway.
const ImageStrip = lazy(() => import("./image-strip.tsx").then((m) => ({ default: m.ImageStrip })));

/** ImageStrip's height in the feed (its row adds 4 px of padding below). */
const STRIP_HEIGHT = 240;

export const postPath = (uuid: string) => `/post/${encodeURIComponent(uuid)}`;
/** The card's main link stretches over the whole card, so a tap anywhere opens the post. */
const cardLink = "after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:underline";

/** Core §2 post card. The title link covers the card (clicking it opens the post); other controls sit above it. */
export function PostCard({ post }: { post: Post }) {
  const [sharing, setSharing] = useState(false);
  // Lists answer the server's 400-character preview (API.md), already cut with its ellipsis: cutting it again here
  // would count differently and could end in "....."; content given whole is cut here.
  const preview = useMemo(() => {
    const text = htmlToText(post.content);
    return post.content_truncated ? text : truncate(text, limits.previewLength);
  }, [post.content, post.content_truncated]);
  const title = post.title || truncate(preview, 80);
  const images = post.images.length ? post.images : post.meta.images;
  return (
    <article className="relative rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      {/* The community wraps under the author when both do not fit: a phone shows the author's name whole. */}
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {/* Above the card's stretched link only when it links the profile: an anonymous name still opens the post. */}
        <PostAuthor
          post={post}
          avatar={40}
          className="flex min-w-0 items-center gap-3"
          linkClassName="relative z-10"
          nameClassName="truncate font-semibold text-slate-900"
        />
        <span className="shrink-0 text-sm text-slate-600">
          <time dateTime={post.created_at}>{timeAgo(post.created_at)}</time>
        </span>
        {post.solved && <SolvedBadge />}
        {post.community && (
          <Link
            to={`/single-community/${post.community.id}`}
            title={post.community.name}
            className="relative z-10 ml-auto max-w-full truncate text-sm font-medium text-primary hover:underline"
          >
            #{post.community.name}
          </Link>
        )}
      </header>
      {post.title ? (
        <>
          <h2 className="mt-3 text-lg font-semibold break-words text-slate-900">
            <Link to={postPath(post.uuid)} className={cardLink}>
              {post.title}
            </Link>
          </h2>
          {preview && <p className="mt-1 break-words text-slate-700">{preview}</p>}
        </>
      ) : (
        // Community posts and comments have no title: their text is the link, shown once.
        <p className="mt-3 break-words text-slate-800">
          <Link to={postPath(post.uuid)} className={cardLink}>
            {preview || feedTexts.untitled}
          </Link>
        </p>
      )}
      <PostCategories categories={post.categories} className="mt-3" linkClassName="relative z-10" />
      {images.length > 0 && (
        <Suspense fallback={<div aria-hidden="true" className="mt-3" style={{ height: STRIP_HEIGHT + 4 }} />}>
          <ImageStrip images={images} title={title} />
        </Suspense>
      )}
      <footer className="mt-3 flex flex-wrap items-center gap-1 text-slate-700">
        <Reactions post={post} />
        <Link
          to={`${postPath(post.uuid)}#comments`}
          className="relative z-10 inline-flex min-h-11 items-center gap-1.5 rounded-full px-2.5 text-sm sm:px-3 font-medium hover:bg-slate-100"
        >
          <MessageCircle size={18} aria-hidden="true" />
          <span className="sr-only">Comments</span> <span>{post.replies_count}</span>
        </Link>
        <span className="inline-flex min-h-11 items-center gap-1.5 px-2.5 text-sm sm:px-3" title="Views">
          <Eye size={18} aria-hidden="true" />
          <span className="sr-only">Views</span> {post.views_count}
        </span>
        <button
          type="button"
          onClick={() => setSharing(true)}
          className="relative z-10 ml-auto inline-flex min-h-11 items-center gap-1.5 rounded-full px-2.5 text-sm sm:px-3 font-medium hover:bg-slate-100"
        >
          <Share2 size={18} aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Share</span>
        </button>
      </footer>
      {sharing && (
        <Suspense fallback={null}>
          <ShareDialog uuid={post.uuid} title={post.title} onClose={() => setSharing(false)} />
        </Suspense>
      )}
    </article>
  );
}
