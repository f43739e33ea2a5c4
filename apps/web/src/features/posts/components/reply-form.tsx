import { postPageTexts } from "@forum/contract";
import { MessageSquarePlus, SendHorizontal } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Spinner } from "../../../components/spinner.tsx";
import { errorMessage } from "../../../lib/error-message.ts";
import { notify } from "../../../lib/notify.ts";
import { useReply } from "../post-api.ts";

/** Core §2 reply form: opens and closes; blank input is ignored; after a reply the post (and its comments) reload. */
export function ReplyForm({ parentUuid }: { parentUuid: string }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const reply = useReply(parentUuid);
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const content = text.trim();
    if (!content || reply.isPending) return;
    const html = content
      .split(/\n+/)
      .map((line) => `<p>${line.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")}</p>`)
      .join("");
    reply.mutate(html, {
      onSuccess: () => {
        setText("");
        setOpen(false);
      },
      onError: (err) => notify.error(errorMessage(err)),
    });
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
            id={`${id}-text`}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={postPageTexts.replyPlaceholder}
            rows={3}
            className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base placeholder:text-slate-500 focus:border-primary"
          />
          <button
            type="submit"
            aria-label="Send reply"
            disabled={reply.isPending}
            aria-busy={reply.isPending || undefined}
            className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary text-white disabled:bg-primary/60"
          >
            {reply.isPending ? <Spinner size={20} /> : <SendHorizontal size={20} aria-hidden="true" />}
          </button>
        </form>
      )}
    </div>
  );
}
