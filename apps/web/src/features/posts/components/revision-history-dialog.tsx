import type { Post, PostRevision } from "@forum/contract";
import { timeAgo } from "@forum/contract/helpers";
import { revisionsMax, revisionTexts } from "@forum/contract/texts";
import { useId, useMemo, useState } from "react";
import { Dialog } from "../../../components/dialog.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { type DiffPart, hasChange, textOf, wordDiff } from "../revision-diff.ts";
import { useRevisions } from "../revisions-api.ts";

type Shown = Pick<Post, "uuid" | "title" | "content" | "edited_at">;
type Version = Pick<PostRevision, "title" | "content">;

/**
 * A post's or reply's earlier versions, newest first, each marked with what the next edit removed and added (a word
 * diff). Loaded with the dialog, jsdiff with it, when "edited" is first pressed (edited-marker.tsx).
 */
export default function RevisionHistoryDialog({ post, onClose }: { post: Shown; onClose: () => void }) {
  const history = useRevisions(post.uuid, post.edited_at ?? "");
  // Radix gives focus back only to a Dialog.Trigger, which the shared dialog has none of: what had focus when this
  // opened (the "edited" mark) gets it back once the dialog and its focus trap have gone. Kept here, not in the mark,
  // so the post page's first download does not carry it.
  const [returnTo] = useState(() => document.activeElement);
  const close = () => {
    onClose();
    requestAnimationFrame(() => (returnTo as HTMLElement | null)?.focus?.());
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && close()}
      title={revisionTexts.title}
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
    >
      {history.isPending ? (
        <Spinner label={revisionTexts.loading} className="mt-4 text-primary" />
      ) : history.isError ? (
        <div role="alert" className="mt-4 text-slate-700">
          <p>{revisionTexts.failed}</p>
          <button
            type="button"
            onClick={() => history.refetch()}
            className="mt-2 min-h-11 rounded-lg px-4 font-medium text-primary hover:bg-slate-100"
          >
            {revisionTexts.retry}
          </button>
        </div>
      ) : history.data.length === 0 ? (
        <p className="mt-4 text-slate-700">{revisionTexts.empty}</p>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-600">{revisionTexts.legend}</p>
          <ol className="mt-3 space-y-3">
            {history.data.map((revision, i) => (
              <li key={revision.version}>
                <RevisionEntry revision={revision} newer={i === 0 ? post : history.data[i - 1]!} />
              </li>
            ))}
          </ol>
          {history.data.length >= revisionsMax && (
            <p className="mt-3 text-sm text-slate-600">{revisionTexts.capped(revisionsMax)}</p>
          )}
        </>
      )}
    </Dialog>
  );
}

function RevisionEntry({ revision, newer }: { revision: PostRevision; newer: Version }) {
  const headingId = useId();
  const { title, content } = useMemo(
    () => ({
      title: revision.title !== null || newer.title !== null ? wordDiff(revision.title ?? "", newer.title ?? "") : null,
      content: wordDiff(textOf(revision.content), textOf(newer.content)),
    }),
    [revision, newer],
  );
  const changed = hasChange(content) || (title !== null && hasChange(title));
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-3">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        {revisionTexts.version(revision.version)}{" "}
        <time dateTime={revision.edited_at} className="font-normal text-slate-600">
          · {revisionTexts.replaced(timeAgo(revision.edited_at))}
        </time>
      </h3>
      {title && hasChange(title) && (
        <p className="mt-2 font-semibold break-words text-slate-900">
          <span className="sr-only">{revisionTexts.titleLabel}: </span>
          <Marked parts={title} />
        </p>
      )}
      {title && !hasChange(title) && revision.title && (
        <p className="mt-2 font-semibold break-words text-slate-900">{revision.title}</p>
      )}
      <p className="mt-1 break-words whitespace-pre-wrap text-slate-800">
        <Marked parts={content} />
      </p>
      {!changed && <p className="mt-1 text-sm text-slate-600">{revisionTexts.noTextChange}</p>}
    </article>
  );
}

/** Removed words struck through, added ones underlined, each named for screen readers: never colour alone. */
function Marked({ parts }: { parts: DiffPart[] }) {
  return parts.map((part, i) =>
    part.change === "same" ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts never reorder
      <span key={i}>{part.text}</span>
    ) : part.change === "removed" ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts never reorder
      <del key={i} className="mx-px rounded-sm bg-red-100 text-red-900 decoration-2">
        <span className="sr-only">[{revisionTexts.removed}: </span>
        {part.text}
        <span className="sr-only">]</span>
      </del>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts never reorder
      <ins key={i} className="mx-px rounded-sm bg-green-100 text-green-900 decoration-2">
        <span className="sr-only">[{revisionTexts.added}: </span>
        {part.text}
        <span className="sr-only">]</span>
      </ins>
    ),
  );
}
