import type { AssignmentTask, TaskProgress } from "@forum/contract";
import { rewardTaskLimits, rewardTaskTexts as T } from "@forum/contract/texts";
import { useId, useRef, useState } from "react";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { Dialog } from "../../../components/dialog.tsx";
import { inputClass } from "../../../components/text-field.tsx";
import { errorMessage } from "../../../lib/error-message.ts";
import { notify } from "../../../lib/notify.ts";
import { audioProblem, missingForSubmit, probeSeconds } from "../audio-checks.ts";
import { newUploadId, type PendingSubmission, sendSubmission } from "../outbox.ts";
import { rewardUiTexts as U } from "../reward-ui-texts.ts";
import { sendToServer } from "../submit-form.ts";
import { AudioInput, type ChosenAudio } from "./audio-input.tsx";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  item: Pick<AssignmentTask, "id" | "text">;
  draft: TaskProgress["draft"];
  /** After the server took it: reload the item and its progress (secondary §4). */
  onSaved: () => void;
  /** No answer: it waits on this device (the page says so). */
  onKept: () => void;
};
type Busy = null | "draft" | "submit";
type Notice = { tone: "error" | "info"; text: string } | null;

/**
 * Secondary §2's Submit Task dialog, with drafts, recording, and the outbox: what is sent is first kept on this device,
 * and stays there until the server confirms it.
 */
export function SubmitTaskDialog({ open, onOpenChange, item, draft, onSaved, onKept }: Props) {
  const textId = useId();
  const hintId = useId();
  const [text, setText] = useState(draft?.translated_text ?? "");
  const [audio, setAudio] = useState<ChosenAudio | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const draftUrl = draft?.audio_url ?? null;
  const missing = missingForSubmit(text, !!audio || !!draftUrl);

  const accept = (next: ChosenAudio) => {
    const problem = audioProblem(next.blob, next.seconds);
    setNotice(problem ? { tone: "error", text: problem } : null);
    if (!problem) setAudio(next);
  };

  // Pressing again after "kept" sends the same upload again (same id: the server applies it once); a change is new.
  const lastKept = useRef<PendingSubmission | null>(null);

  async function send(markCompleted: "0" | "1") {
    setBusy(markCompleted === "1" ? "submit" : "draft");
    setNotice(null);
    const blob = audio?.blob ?? null;
    const k = lastKept.current;
    const same = k && k.markCompleted === markCompleted && k.translatedText === text && k.audio === blob;
    const submission: PendingSubmission = {
      itemId: item.id,
      uploadId: same ? k.uploadId : newUploadId(),
      translatedText: text,
      audio: blob,
      audioName: audio?.name ?? null,
      markCompleted,
      keptAt: Date.now(),
    };
    const outcome = await sendSubmission(submission, sendToServer);
    lastKept.current = outcome.kind === "kept" ? submission : null;
    setBusy(null);
    if (outcome.kind === "sent") {
      notify.success(outcome.result.message);
      onSaved();
      onOpenChange(false);
    } else if (outcome.kind === "kept") {
      setNotice({ tone: "info", text: U.kept });
      onKept();
    } else {
      setNotice({
        tone: "error",
        text: errorMessage(outcome.error, markCompleted === "1" ? T.submitFailed : T.draftFailed),
      });
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => busy === null && onOpenChange(o)}
      title={T.submitTask}
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
    >
      <div className="mt-3 space-y-4">
        <div>
          <h3 className="text-sm font-medium text-slate-700">{T.originalText}</h3>
          <p className="mt-1 rounded-lg bg-slate-100 p-3 break-words text-slate-900">{item.text}</p>
        </div>
        <div>
          <label htmlFor={textId} className="mb-1 block text-sm font-medium text-slate-700">
            {T.translatedText}
          </label>
          <textarea
            id={textId}
            value={text}
            required
            rows={4}
            maxLength={rewardTaskLimits.translationMax}
            disabled={busy !== null}
            onChange={(e) => setText(e.target.value)}
            className={inputClass}
          />
        </div>
        <AudioInput
          audio={audio}
          draftUrl={draftUrl}
          disabled={busy !== null}
          onFile={async (file) => accept({ blob: file, name: file.name, seconds: await probeSeconds(file) })}
          onRecorded={(r) => accept({ blob: r.blob, name: r.name, seconds: r.seconds })}
          onRemove={() => setAudio(null)}
        />
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        {missing && (
          <p id={hintId} className="text-sm text-slate-700">
            {missing}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={busy !== null}>
            {T.cancel}
          </Button>
          <Button
            variant="secondary"
            busy={busy === "draft"}
            disabled={busy !== null || (!text.trim() && !audio)}
            onClick={() => void send("0")}
          >
            {T.saveDraft}
          </Button>
          <Button
            busy={busy === "submit"}
            disabled={busy !== null || missing !== null}
            aria-describedby={missing ? hintId : undefined}
            onClick={() => void send("1")}
          >
            {busy === "submit" ? T.submitting : T.submitTask}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
