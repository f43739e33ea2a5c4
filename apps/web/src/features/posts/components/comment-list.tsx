import type { Post, ReplySort } from "@forum/contract";
import { timeAgo } from "@forum/contract/helpers";
import { postPageTexts } from "@forum/contract/texts";
import { type ComponentProps, Suspense } from "react";
import { useKatexStylesheet } from "../../../lib/katex-stylesheet.ts";
import { optionalLazy } from "../../../lib/optional-lazy.tsx";
import { Link } from "../../../lib/router/index.ts";
import { EditedMarker } from "./edited-marker.tsx";
import { PostAuthor } from "./post-author.tsx";
import { postPath } from "./post-card.tsx";

// One lazy module (reply-tools.tsx) for the order select (from two replies) and, for the question's author and
// admins, Accept answer / Undo: their texts and calls are not in the download of a reader of an unanswered question.
const tools = () => import("./reply-tools.tsx");
// Types only: the module itself is fetched by `tools`.
type AcceptButton = typeof import("./reply-tools.tsx").AcceptAnswerButton;
const ReplySortSelect = optionalLazy(tools);
const AcceptAnswerButton = optionalLazy<ComponentProps<AcceptButton>>(() =>
  tools().then((m) => ({ default: m.AcceptAnswerButton })),
);
const DeleteCommentButton = optionalLazy(() => import("./delete-comment-button.tsx"));
const AcceptedLabel = optionalLazy<object>(() => tools().then((m) => ({ default: m.AcceptedLabel })));

type Props = {
  comments: Post[];
  /** The question's uuid when the viewer may choose its answer (its author, an admin). */
  acceptFor?: string | null;
  /** The replies' order and its setter (reply-sort.ts). */
  sort?: [ReplySort, (sort: ReplySort) => void];
};

/** Core §2 comments: count (comment / comments), each with its author, time, content and a see more... link. */
export function CommentList({ comments, acceptFor, sort }: Props) {
  const n = comments.length;
  return (
    <section id="comments" aria-labelledby="comments-title" className="mt-6 scroll-mt-20">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="comments-title" className="text-lg font-semibold text-slate-900">
          {n} {n === 1 ? postPageTexts.comment : postPageTexts.comments}
        </h2>
        {n > 1 && sort && (
          <Suspense fallback={null}>
            <ReplySortSelect value={sort[0]} onChange={sort[1]} />
          </Suspense>
        )}
      </div>
      <ul className="mt-3 space-y-3">
        {comments.map((c) => (
          <li key={c.id} id={`reply-${c.uuid}`} className="scroll-mt-20">
            <Comment comment={c} acceptFor={acceptFor} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Comment({ comment, acceptFor }: { comment: Post; acceptFor?: string | null }) {
  useKatexStylesheet(comment.content);
  return (
    <article
      className={`rounded-xl border bg-white p-3 ${comment.accepted ? "border-emerald-400 ring-1 ring-emerald-300" : "border-slate-200"}`}
    >
      {comment.accepted && (
        <Suspense fallback={null}>
          <AcceptedLabel />
        </Suspense>
      )}
      <header className="flex flex-wrap items-center gap-x-2 text-sm">
        {/* A long name shows whole: the time and "edited" wrap below it on a phone; only a name wider than the row is
            cut (whole in its title). */}
        <PostAuthor
          post={comment}
          avatar={32}
          className="flex min-w-0 items-center gap-2 font-semibold text-slate-900"
          nameClassName="truncate"
        />
        <time dateTime={comment.created_at} className="shrink-0 text-slate-600">
          {timeAgo(comment.created_at)}
        </time>
        <EditedMarker post={comment} />
        {comment.is_author && (
          <Suspense fallback={null}>
            <DeleteCommentButton comment={comment} />
          </Suspense>
        )}
      </header>
      <div
        className="post-content mt-2 line-clamp-6"
        data-quote-by={comment.anonymous ? "" : comment.author_name}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises content with an allow-list
        dangerouslySetInnerHTML={{ __html: comment.content }}
      />
      <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
        <Link to={postPath(comment.uuid)} className="text-sm font-medium text-primary hover:underline">
          {postPageTexts.seeMore}
        </Link>
        {acceptFor && !comment.hidden && (
          <Suspense fallback={null}>
            <AcceptAnswerButton questionUuid={acceptFor} replyUuid={comment.uuid} accepted={comment.accepted} />
          </Suspense>
        )}
      </div>
    </article>
  );
}
