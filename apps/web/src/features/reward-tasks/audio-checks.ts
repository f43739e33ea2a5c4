import { audioLimits, rewardTaskMessages as M } from "@forum/contract/texts";
import { rewardUiTexts as T } from "./reward-ui-texts.ts";

const audioExtensions = /\.(wav|mp3|mp4|m4a|webm|ogg|oga|opus)$/i;

/**
 * The server's checks, asked first here so a student learns at once (the server checks the bytes again): an audio
 * type or name, under 5 MB, and when the length is known, 1 to 30 seconds. Null when it passes.
 */
export function audioProblem(file: Blob & { name?: string }, seconds: number | null): string | null {
  const looksAudio =
    file.type.startsWith("audio/") || file.type === "video/mp4" || audioExtensions.test(file.name ?? "");
  if (!looksAudio) return M.audioType;
  if (file.size > audioLimits.maxBytes) return M.audioTooBig;
  if (seconds !== null && seconds < audioLimits.minSeconds) return M.audioTooShort;
  if (seconds !== null && seconds > audioLimits.maxSeconds) return M.audioTooLong;
  return null;
}

/** The first requirement a submission misses, in the spec's order (text, then audio). */
export function missingForSubmit(text: string, hasAudio: boolean): string | null {
  if (!text.trim()) return T.needsText;
  if (!hasAudio) return T.needsAudio;
  return null;
}

/** The length of an uploaded file as the browser reads it; null when it cannot tell (the server decides then). */
export function probeSeconds(file: Blob, timeoutMs = 3000): Promise<number | null> {
  if (typeof document === "undefined" || typeof URL.createObjectURL !== "function") return Promise.resolve(null);
  return new Promise((resolve) => {
    const audio = document.createElement("audio");
    const url = URL.createObjectURL(file);
    const done = (value: number | null) => {
      clearTimeout(timer);
      URL.revokeObjectURL(url);
      resolve(value);
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    audio.preload = "metadata";
    audio.onloadedmetadata = () => done(Number.isFinite(audio.duration) ? audio.duration : null);
    audio.onerror = () => done(null);
    audio.src = url;
  });
}
