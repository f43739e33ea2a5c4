import { rewardTasks } from "@forum/contract/endpoints";
import { call } from "../../lib/api-client.ts";
import type { PendingSubmission } from "./outbox.ts";

/** The spec's multipart body (`translated_text`, `audio_file`, `mark_completed`) plus our `upload_id`. */
export function submissionForm(p: PendingSubmission): FormData {
  const form = new FormData();
  form.append("translated_text", p.translatedText);
  if (p.audio) form.append("audio_file", p.audio, p.audioName ?? "recording");
  form.append("mark_completed", p.markCompleted);
  form.append("upload_id", p.uploadId);
  return form;
}

export const sendToServer = (p: PendingSubmission) =>
  call(rewardTasks.submit, { params: { id: p.itemId }, body: submissionForm(p) });
