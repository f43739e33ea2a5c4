import { audioLimits } from "@forum/contract/texts";
import { useCallback, useEffect, useRef, useState } from "react";
import { pickRecorderMime } from "./recorder.ts";

export type Recording = { blob: Blob; seconds: number };
const tickMs = 250;
const stopMarginMs = 2 * tickMs;

type State = { kind: "idle" } | { kind: "recording"; seconds: number } | { kind: "failed" };

/**
 * MediaRecorder with a timer: it stops by itself at 30 s (the server's limit), and hands over the Blob with the
 * time it ran. The microphone is released as soon as it stops.
 */
export function useRecorder(onRecorded: (r: Recording) => void) {
  const [state, setState] = useState<State>({ kind: "idle" });
  const recorder = useRef<MediaRecorder | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const handOver = useRef(onRecorded);
  handOver.current = onRecorded;

  const stop = useCallback(() => {
    clearInterval(timer.current);
    if (recorder.current?.state === "recording") recorder.current.stop();
  }, []);

  async function start() {
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setState({ kind: "failed" });
      return;
    }
    const mimeType = pickRecorderMime();
    const rec = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    const chunks: Blob[] = [];
    const startedAt = Date.now();
    rec.ondataavailable = (e) => {
      if (e.data.size > 0) chunks.push(e.data);
    };
    rec.onstop = () => {
      for (const track of stream.getTracks()) track.stop();
      const seconds = (Date.now() - startedAt) / 1000;
      setState({ kind: "idle" });
      handOver.current({ blob: new Blob(chunks, { type: rec.mimeType || mimeType || "audio/webm" }), seconds });
    };
    recorder.current = rec;
    rec.start(1000);
    setState({ kind: "recording", seconds: 0 });
    timer.current = setInterval(() => {
      const elapsed = Date.now() - startedAt;
      setState({ kind: "recording", seconds: Math.floor(elapsed / 1000) });
      // Stopped just short of the limit: the last chunk still arrives after stop(), and 30.1 s would be refused.
      if (elapsed >= audioLimits.maxSeconds * 1000 - stopMarginMs) stop();
    }, tickMs);
  }

  // Leaving the dialog mid-recording releases the microphone.
  useEffect(() => () => stop(), [stop]);

  return { state, start, stop };
}
