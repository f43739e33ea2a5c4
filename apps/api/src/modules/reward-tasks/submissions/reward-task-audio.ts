import { createHash } from "node:crypto";
import { audioLimits, rewardTaskMessages as M } from "@forum/contract";
import { fileTypeFromBuffer } from "file-type";
import { AppError, invalidField } from "../../../platform/errors.ts";
import type { Workers } from "../../../platform/workers/workers.ts";

const KINDS: Record<string, { ext: string; mime: string }> = {
  wav: { ext: "wav", mime: "audio/wav" },
  mp3: { ext: "mp3", mime: "audio/mpeg" },
  mp4: { ext: "m4a", mime: "audio/mp4" },
  m4a: { ext: "m4a", mime: "audio/mp4" },
  webm: { ext: "webm", mime: "audio/webm" },
  ogg: { ext: "ogg", mime: "audio/ogg" },
  oga: { ext: "ogg", mime: "audio/ogg" },
  opus: { ext: "ogg", mime: "audio/ogg" },
};

const refuse = (message: string) => invalidField("audio_file", message);

/**
 * A recording as the student sent it, checked in order: its size, its kind by its bytes (never by its name or the
 * type the browser sent), then its length, read in the worker pool. Answers what to store with it.
 */
export async function checkedAudio(bytes: Buffer, workers: Workers) {
  if (bytes.length > audioLimits.maxBytes) throw refuse(M.audioTooBig);
  const kind = KINDS[(await fileTypeFromBuffer(bytes))?.ext ?? ""];
  if (!kind) throw refuse(M.audioType);
  // Past its time budget: the pool's "too_complex" code, so the write throttle keeps the turn it cost.
  const overBudget = () => new AppError("too_complex", M.audioType, 422, { audio_file: [M.audioType] });
  const seconds = await workers.audio.duration(bytes, kind.mime, overBudget);
  // Bytes that start like audio but cannot be read as such.
  if (seconds === null) throw refuse(M.audioType);
  if (seconds < audioLimits.minSeconds) throw refuse(M.audioTooShort);
  if (seconds > audioLimits.maxSeconds) throw refuse(M.audioTooLong);
  return { ...kind, seconds, sha256: createHash("sha256").update(bytes).digest("hex") };
}
