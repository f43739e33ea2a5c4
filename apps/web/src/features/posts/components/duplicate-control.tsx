import type { PostWithReplies } from "@forum/contract";
import { askOnceTexts } from "@forum/contract/texts";
import { CopyX, Undo2 } from "lucide-react";
import { useId, useState } from "react";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { Dialog } from "../../../components/dialog.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { inputClass } from "../../../components/text-field.tsx";
import { useDebouncedValue } from "../../../components/use-debounced-value.ts";
import { errorMessage } from "../../../lib/error-message.ts";
import { notify } from "../../../lib/notify.ts";
import { useDuplicateOf, useSuggestions } from "../ask-once-api.ts";
import { SUGGEST_DEBOUNCE_MS } from "./already-asked.tsx";
import { iconButton } from "./icon-button-class.ts";

/** A post's uuid anywhere in what was pasted (its link, or the uuid alone). */
const uuidIn = (text: string) => text.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i)?.[0];

/**
 * An admin's "Close as duplicate" / "Reopen" beside the post's other actions. Loaded only for admins (post-page.tsx):
 * guests and students never download it.
 */
export default function DuplicateControl({ post }: { post: PostWithReplies }) {
  const [open, setOpen] = useState(false);
  const change = useDuplicateOf(post.uuid);
  if (post.duplicate_of) {
    const reopen = () =>
      change.mutate(null, {
        onSuccess: () => notify.success(askOnceTexts.reopenedDone),
        onError: (err) => notify.error(errorMessage(err, askOnceTexts.failed)),
      });
    return (
      <button
        type="button"
        className={iconButton}
        aria-label={askOnceTexts.reopenAction}
        title={askOnceTexts.reopenAction}
        aria-busy={change.isPending || undefined}
        disabled={change.isPending}
        onClick={reopen}
      >
        <Undo2 size={20} aria-hidden="true" />
      </button>
    );
  }
  return (
    <>
      <button
        type="button"
        className={iconButton}
        aria-label={askOnceTexts.closeAction}
        title={askOnceTexts.closeAction}
        onClick={() => setOpen(true)}
      >
        <CopyX size={20} aria-hidden="true" />
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={askOnceTexts.dialogTitle}>
        {open && <FindOriginal post={post} onDone={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}

/** Finds the original by its title (the suggestions call) or by a pasted link, then closes the question. */
function FindOriginal({ post, onDone }: { post: PostWithReplies; onDone: () => void }) {
  const id = useId();
  const [text, setText] = useState(post.title ?? "");
  const pasted = uuidIn(text);
  const settled = useDebouncedValue(pasted ? "" : text, SUGGEST_DEBOUNCE_MS);
  const found = useSuggestions(settled);
  const change = useDuplicateOf(post.uuid);
  const choices = pasted
    ? [{ uuid: pasted, title: text.trim() }]
    : found.data.filter((s) => s.uuid !== post.uuid).map((s) => ({ uuid: s.uuid, title: s.title }));
  const choose = (of: string) =>
    change.mutate(of, {
      onSuccess: () => {
        notify.success(askOnceTexts.closedDone);
        onDone();
      },
    });

  return (
    <div className="mt-4 space-y-3">
      <label htmlFor={`${id}-find`} className="block text-sm font-medium text-slate-700">
        {askOnceTexts.findLabel}
      </label>
      <input
        id={`${id}-find`}
        value={text}
        maxLength={200}
        placeholder={askOnceTexts.findPlaceholder}
        onChange={(e) => setText(e.target.value)}
        className={inputClass}
      />
      {change.isError && <Alert>{errorMessage(change.error, askOnceTexts.failed)}</Alert>}
      <div aria-live="polite" className="min-h-6 text-sm text-slate-700">
        {!pasted && found.isFetching && (
          <span className="inline-flex items-center gap-2">
            <Spinner size={16} className="text-primary" />
            {askOnceTexts.searching}
          </span>
        )}
        {!pasted && !found.isFetching && settled.trim().length >= 3 && choices.length === 0 && askOnceTexts.noMatches}
        {found.isError && errorMessage(found.error, askOnceTexts.failed)}
      </div>
      <ul className="max-h-64 space-y-2 overflow-y-auto">
        {choices.map((c) => (
          <li key={c.uuid} className="rounded-lg border border-slate-200 p-2">
            <p className="text-sm break-words text-slate-900">{c.title}</p>
            <Button
              variant="link"
              className="mt-1 w-full sm:w-auto"
              busy={change.isPending && change.variables === c.uuid}
              disabled={change.isPending}
              onClick={() => choose(c.uuid)}
            >
              {change.isPending && change.variables === c.uuid ? askOnceTexts.closing : askOnceTexts.choose}
            </Button>
          </li>
        ))}
      </ul>
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onDone}>
          {askOnceTexts.cancel}
        </Button>
      </div>
    </div>
  );
}
