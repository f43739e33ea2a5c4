import { postPageTexts } from "@forum/contract";
import { offlineTexts } from "@forum/contract/texts";
import { MessageSquarePlus, SendHorizontal } from "lucide-react";
import { type FormEvent, Suspense, useEffect, useId, useRef, useState } from "react";
import { Spinner } from "../../../components/spinner.tsx";
import { OfflineError } from "../../../lib/api-client.ts";
import { optionalLazy } from "../../../lib/optional-lazy.tsx";
import { commentDrafts } from "../comment-drafts.ts";
import { useReply, useReplySending } from "../post-api.ts";

const TextareaMentions = optionalLazy(() => import("../mentions/textarea-mentions.tsx"));

const ReplyMathsCode = optionalLazy(() => import("./reply-maths-code.tsx"));

/**
 * A paragraph a line until the reply box's maths and code tools have loaded (they open with the form); then theirs
 * (../reply-html.ts: fenced code blocks and quotes too).
 */
const paragraphs = (content: string) =>
  content
    .split(/\n+/)
    .map((line) => `<p>${line.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")}</p>`)
    .join("");

/**
 * Core §2 reply form: opens and closes; blank input is ignored; after a reply the post (and its comments) reload.
 * What is typed is kept as the post's draft until it is sent (issue 16: a comment written offline is not lost), and
 * comes back, with the form open, when the post is opened again. Only signed-in students see the form.
 */
type Props = { parentUuid: string; userId: number; quote?: { text: string; at: number } };

export function ReplyForm({ parentUuid, userId, quote }: Props) {
  const [draft] = useState(() => commentDrafts.read(userId, parentUuid));
  const [open, setOpen] = useState(draft !== "");
  const [text, setText] = useState(draft);
  const [note, setNote] = useState(draft ? offlineTexts.draftRestored : "");
  const reply = useReply(parentUuid, userId);
  // A reply sent on an earlier visit (the post left and opened again) may still be on its way, and the restored draft
  // is its text: Send waits for it, and its landing (the hook drops the draft) clears the form as it would have.
  const sending = useReplySending(parentUuid);
  const busy = reply.isPending || sending;
  const wasSending = useRef(false);
  useEffect(() => {
    if (sending) {
      wasSending.current = true;
      return;
    }
    if (!wasSending.current) return;
    wasSending.current = false;
    if (commentDrafts.read(userId, parentUuid) !== "") return;
    setText("");
    setNote("");
    setOpen(false);
  }, [sending, userId, parentUuid]);
  const id = useId();
  const toHtml = useRef(paragraphs);
  const edit = (value: string) => {
    setText(value);
    commentDrafts.save(userId, parentUuid, value);
  };
  const textarea = useRef<HTMLTextAreaElement>(null);
  // A quote (post-page-tools.tsx) opens the form with it before what was typed, the caret after it.
  const quoted = useRef(quote?.at);
  useEffect(() => {
    if (!quote || quoted.current === quote.at) return;
    quoted.current = quote.at;
    setOpen(true);
    const next = quote.text + commentDrafts.read(userId, parentUuid);
    setText(next);
    commentDrafts.save(userId, parentUuid, next);
    requestAnimationFrame(() => {
      textarea.current?.focus();
      textarea.current?.setSelectionRange(quote.text.length, quote.text.length);
    });
  }, [quote, userId, parentUuid]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const content = text.trim();
    if (!content || busy) return;
    const html = toHtml.current(content);
    // The toasts and the draft left behind are the hook's (post-api.ts): they hold after the post is left too.
    reply.mutate(
      { html, typed: content },
      {
        onSuccess: () => {
          // Anything typed while it was sent goes with the cleared form.
          commentDrafts.remove(userId, parentUuid);
          setText("");
          setNote("");
          setOpen(false);
        },
        onError: (err) => {
          // The text stays in the form and in the draft either way; offline, the student is told it is kept.
          setNote(err instanceof OfflineError ? offlineTexts.draftKept : "");
        },
      },
    );
  };
  return (
    <div className="mt-4">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 font-medium text-primary hover:bg-blue-50"
      >
        <MessageSquarePlus size={20} aria-hidden="true" />
        Reply
      </button>
      {open && (
        <form id={id} onSubmit={submit} className="mt-2 flex items-end gap-2">
          <label htmlFor={`${id}-text`} className="sr-only">
            Your reply
          </label>
          <textarea
            ref={textarea}
            id={`${id}-text`}
            value={text}
            onChange={(e) => edit(e.target.value)}
            placeholder={postPageTexts.replyPlaceholder}
            rows={3}
            className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base placeholder:text-slate-500 focus:border-primary"
          />
          <button
            type="submit"
            aria-label="Send reply"
            disabled={busy}
            aria-busy={busy || undefined}
            className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary text-white disabled:bg-primary/60"
          >
            {busy ? <Spinner size={20} /> : <SendHorizontal size={20} aria-hidden="true" />}
          </button>
        </form>
      )}
      {open && (
        <>
          <div className="relative">
            <Suspense fallback={null}>
              <TextareaMentions input={textarea} onChange={edit} />
            </Suspense>
          </div>
          <Suspense fallback={null}>
            <ReplyMathsCode textarea={textarea} onText={edit} toHtml={toHtml} />
          </Suspense>
        </>
      )}
      {open && note && (
        <p role="status" className="mt-1 text-sm text-slate-700">
          {note}
        </p>
      )}
    </div>
  );
}
