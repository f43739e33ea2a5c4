/**
 * In-browser recording (issue 15): the first container this browser's MediaRecorder can write, in the order the
 * server's checks know best: WebM/Opus (Chrome, Firefox, Edge), Ogg/Opus (older Firefox), MP4/AAC (Safari).
 */
export const recorderMimeTypes = ["audio/webm;codecs=opus", "audio/webm", "audio/ogg;codecs=opus", "audio/mp4"];

/** `undefined`: none of ours is supported, the browser's default is used (the server checks the bytes anyway). */
export function pickRecorderMime(
  isSupported: (type: string) => boolean = (t) => MediaRecorder.isTypeSupported(t),
): string | undefined {
  return recorderMimeTypes.find((t) => isSupported(t));
}

export const canRecord = () =>
  typeof MediaRecorder !== "undefined" && typeof navigator !== "undefined" && !!navigator.mediaDevices?.getUserMedia;

/** A file name with the extension the type implies, so the admin's download opens in a player. */
export function recordingName(type: string): string {
  if (type.includes("ogg")) return "recording.ogg";
  if (type.includes("mp4")) return "recording.m4a";
  return "recording.webm";
}
