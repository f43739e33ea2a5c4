import { draftTexts, type Post, truncate } from "@forum/contract";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Alert } from "../../../components/alert.tsx";
import { buttonClass } from "../../../components/button.tsx";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { type DialogMessage, MessageDialog } from "../../../components/message-dialog.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { useDocumentTitle } from "../../../components/use-document-title.ts";
import { errorMessage } from "../../../lib/error-message.ts";
import { htmlToText } from "../../../lib/html-text.ts";
import { Link, Navigate } from "../../../lib/router/index.ts";
import { useSession } from "../../../lib/session.ts";
import { editState } from "../edit-state.ts";
import { useDeletePost, useDrafts } from "../post-api.ts";

const date = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

/** Core §2 /drafts: the signed-in user's drafts; opening one carries it into the editor. */
export default function DraftsPage() {
  const session = useSession();
  useDocumentTitle("Drafts");
  if (!session) return <Navigate to="/login" replace state={{ from: "/drafts" }} />;
  return <Drafts />;
}

function Drafts() {
  const drafts = useDrafts();
  // A refusal shows in this page's dialog, or as the hook's toast once the page was left meanwhile.
  const remove = useDeletePost({ failed: draftTexts.deleteFailed });
  const [doomed, setDoomed] = useState<Post | null>(null);
  const [message, setMessage] = useState<DialogMessage>(null);
  const list = drafts.data?.data ?? [];
  const del = () =>
    doomed &&
    remove.mutate(doomed.id, {
      onError: () => setMessage({ kind: "error", text: draftTexts.deleteFailed }),
      onSettled: () => setDoomed(null),
    });
  return (
    <div className="mx-auto max-w-5xl px-3 py-4 sm:px-4 sm:py-6">
      <h1 className="text-2xl font-bold text-slate-900">Drafts</h1>
      {drafts.isPending && <Spinner className="mt-6 text-primary" label="Loading..." />}
      {drafts.isError && (
        <div className="mt-4">
          <Alert>{errorMessage(drafts.error)}</Alert>
        </div>
      )}
      {drafts.data && <p className="mt-1 text-slate-700">{draftTexts.count(drafts.data.total ?? list.length)}</p>}
      {drafts.data && list.length === 0 && (
        <div className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center">
          <p className="text-slate-700">{draftTexts.none}</p>
          <Link to="/post/new" className={buttonClass("primary", "mt-4")}>
            {draftTexts.writePost}
          </Link>
        </div>
      )}
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {list.map((d) => {
          const state = editState(d);
          return (
            <li key={d.id} className="relative rounded-2xl border border-slate-200 bg-white p-4">
              <h2 className="pr-10 font-semibold break-words text-slate-900">
                <Link
                  to="/post/new"
                  state={state}
                  className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:underline"
                >
                  {d.title || "Untitled draft"}
                </Link>
              </h2>
              <p className="mt-1 text-sm break-words text-slate-700">{truncate(htmlToText(d.content), 120)}</p>
              <p className="mt-2 text-xs text-slate-600">
                {draftTexts.lastEdited} <time dateTime={d.updated_at}>{date.format(new Date(d.updated_at))}</time>
              </p>
              <button
                type="button"
                onClick={() => setDoomed(d)}
                aria-label={`Delete draft ${d.title ?? ""}`.trim()}
                className="absolute top-2 right-2 z-10 flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-red-50 hover:text-red-700"
              >
                <Trash2 size={18} aria-hidden="true" />
              </button>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={doomed !== null}
        text={draftTexts.deleteConfirm}
        confirmLabel="Delete"
        busy={remove.isPending}
        danger
        onConfirm={del}
        onCancel={() => setDoomed(null)}
      />
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </div>
  );
}
