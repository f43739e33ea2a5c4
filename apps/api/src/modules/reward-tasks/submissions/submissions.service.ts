import { rewardTaskMessages as M, type SubmitTaskBody } from "@forum/contract";
import type { AuthUser } from "../../../platform/auth-guard.ts";
import { AppError, invalidField, notFound, refused } from "../../../platform/errors.ts";
import type { Storage } from "../../../platform/storage.ts";
import { isOverBudget, type Workers } from "../../../platform/workers/workers.ts";
import type { WriteThrottle } from "../../../platform/write-throttle.ts";
import { presentTaskProgress } from "../catalog/catalog.presenter.ts";
import type { CatalogRepository } from "../catalog/catalog.repository.ts";
import type { RecordingLinks } from "./recording-links.ts";
import { checkedAudio } from "./reward-task-audio.ts";
import type { StoredAudio, SubmissionRow, SubmissionsRepository } from "./submissions.repository.ts";

export type SubmissionsDeps = {
  repo: SubmissionsRepository;
  reads: CatalogRepository;
  storage: Storage;
  workers: Workers;
  throttle: WriteThrottle;
  links: RecordingLinks;
};

/** The recording sent: a file part (a Buffer), or nothing (absent or an empty field); text in its place is refused. */
function audioPart(value: unknown): Buffer | undefined {
  if (value === undefined || value === "" || (Buffer.isBuffer(value) && value.length === 0)) return undefined;
  if (Buffer.isBuffer(value)) return value;
  throw invalidField("audio_file", M.audioType);
}

/** A submission for review needs both parts (the draft's count), the text checked first, then the recording. */
function requireParts(existing: SubmissionRow | null, text: string | undefined, audio: StoredAudio | undefined) {
  if (!(text ?? existing?.translatedText ?? "").trim()) throw invalidField("translated_text", M.translatedTextRequired);
  if (!audio && !existing?.audioKey) throw invalidField("audio_file", M.audioRequired);
}

/** `submit-task/{id}`: saves a draft of an item's translation and recording, or sends them for review. */
export function createSubmissionsService(d: SubmissionsDeps) {
  async function answer(userId: number, itemId: number, message: string) {
    const row = await d.reads.item(userId, itemId);
    if (!row) throw notFound(M.taskNotFound);
    return { data: presentTaskProgress(row.submission, row.assignment, d.links), message };
  }

  async function store(bytes: Buffer): Promise<StoredAudio> {
    const audio = await checkedAudio(bytes, d.workers);
    // In the private area: a student's voice is played only through a signed link (recording-links.ts).
    const key = await d.storage.recordings.put(bytes, audio.ext);
    return { key, sha256: audio.sha256, mime: audio.mime, bytes: bytes.length, seconds: audio.seconds };
  }

  async function submit(itemId: number, body: SubmitTaskBody, user: AuthUser) {
    const submit = body.mark_completed === "1";
    const message = submit ? M.submitted : M.draftSaved;
    const row = await d.reads.item(user.id, itemId);
    if (!row) throw notFound(M.taskNotFound);
    const had = row.submission;
    // A retry of the upload already applied (the answer was lost on the way): the same answer, nothing applied again.
    if (had && body.upload_id && had.lastUploadId === body.upload_id) return answer(user.id, itemId, message);
    if (had && had.status !== "in_progress") throw refused(M.locked);
    // The partner withdrew the assignment: nothing more is taken for it.
    if (row.assignment.cancelledAt) throw refused(M.notAccepting);
    const text = body.translated_text;
    const bytes = audioPart(body.audio_file);
    if (submit && !(text ?? had?.translatedText ?? "").trim()) {
      throw invalidField("translated_text", M.translatedTextRequired);
    }
    const audio = bytes ? await store(bytes) : undefined;
    const outcome = await d.repo.save(
      {
        taskId: row.assignment.rewardTaskId,
        itemId,
        userId: user.id,
        text,
        audio,
        submit,
        uploadId: body.upload_id,
      },
      (existing) => submit && requireParts(existing, text, audio),
    );
    if (outcome === "not_accepting") throw refused(M.notAccepting);
    if (outcome === "locked") throw refused(M.locked);
    return answer(user.id, itemId, message);
  }

  return {
    /** Paced per student; a refused form gives its turn back, unless reading it cost the worker pool its budget. */
    async submit(itemId: number, body: SubmitTaskBody, user: AuthUser) {
      const refund = await d.throttle.take("edit", user);
      try {
        return await submit(itemId, body, user);
      } catch (err) {
        if (err instanceof AppError && err.status < 500 && !isOverBudget(err)) await refund();
        throw err;
      }
    },
  };
}
export type SubmissionsService = ReturnType<typeof createSubmissionsService>;
