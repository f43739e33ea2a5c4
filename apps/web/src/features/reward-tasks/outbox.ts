import { createStore, del, entries, get, set, type UseStore } from "idb-keyval";
import { ApiError } from "../../lib/api-client.ts";

/**
 * The submissions outbox (issue 15): a recording is kept in the browser (IndexedDB) from before it is sent until the
 * server confirms it, so a student on a weak connection never records twice. One entry per item (the latest wins);
 * a retry sends the same `upload_id`, which the server applies once.
 */
export type PendingSubmission = {
  itemId: number;
  uploadId: string;
  translatedText: string;
  audio: Blob | null;
  audioName: string | null;
  markCompleted: "0" | "1";
  keptAt: number;
};

export type SendOutcome<T> =
  | { kind: "sent"; result: T }
  | { kind: "kept" } // no answer (offline, time-out, a server fault): it waits for the connection
  | { kind: "refused"; error: ApiError }; // the server said no: shown, never retried

let store: UseStore | undefined;
// Opened on first use: a page that never submits never touches IndexedDB.
const outbox = () => {
  store ??= createStore("forum-reward-tasks", "outbox");
  return store;
};
const keyOf = (itemId: number) => `item:${itemId}`;

/** 128 random bits, URL-safe (the contract allows 8 to 64 of `[A-Za-z0-9_-]`). */
export function newUploadId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Stored with the audio's bytes rather than the Blob: some browsers (older iOS Safari) cannot keep a Blob there. */
type Stored = Omit<PendingSubmission, "audio"> & { audio: { bytes: ArrayBuffer; type: string } | null };

// FileReader where Blob.arrayBuffer is missing (Safari before 14, jsdom).
const bytesOf = (blob: Blob) =>
  typeof blob.arrayBuffer === "function"
    ? blob.arrayBuffer()
    : new Promise<ArrayBuffer>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as ArrayBuffer);
        reader.onerror = () => reject(reader.error);
        reader.readAsArrayBuffer(blob);
      });

export async function keepSubmission(p: PendingSubmission) {
  const audio = p.audio ? { bytes: await bytesOf(p.audio), type: p.audio.type } : null;
  await set(keyOf(p.itemId), { ...p, audio } satisfies Stored, outbox());
}
const revive = (s: Stored): PendingSubmission => ({
  ...s,
  audio: s.audio ? new Blob([s.audio.bytes], { type: s.audio.type }) : null,
});
export async function pendingSubmission(itemId: number): Promise<PendingSubmission | undefined> {
  const stored = await get<Stored>(keyOf(itemId), outbox());
  return stored && revive(stored);
}
export const forgetSubmission = (itemId: number) => del(keyOf(itemId), outbox());
export async function allPendingSubmissions(): Promise<PendingSubmission[]> {
  return (await entries<string, Stored>(outbox())).map(([, s]) => revive(s));
}

/** A 4xx is the server's answer about this submission; anything else (no answer, 5xx) may pass on a later try. */
const isRefusal = (err: unknown): err is ApiError => err instanceof ApiError && err.status >= 400 && err.status < 500;

/** Keeps it, sends it, and forgets it only once the server has confirmed it (or refused it: shown, not retried). */
export async function sendSubmission<T>(
  p: PendingSubmission,
  send: (p: PendingSubmission) => Promise<T>,
): Promise<SendOutcome<T>> {
  await keepSubmission(p);
  return deliver(p, send);
}

async function deliver<T>(p: PendingSubmission, send: (p: PendingSubmission) => Promise<T>): Promise<SendOutcome<T>> {
  try {
    const result = await send(p);
    await forgetSubmission(p.itemId);
    return { kind: "sent", result };
  } catch (err) {
    if (!isRefusal(err)) return { kind: "kept" };
    await forgetSubmission(p.itemId);
    return { kind: "refused", error: err };
  }
}

let flushing: Promise<unknown> | null = null;

/** Sends what is waiting (all, or one item's), each with its own `upload_id`; one flush at a time. */
export function flushOutbox<T>(send: (p: PendingSubmission) => Promise<T>, itemId?: number) {
  const run = async () => {
    const waiting = itemId === undefined ? await allPendingSubmissions() : [await pendingSubmission(itemId)];
    const outcomes: SendOutcome<T>[] = [];
    for (const p of waiting) if (p) outcomes.push(await deliver(p, send));
    return outcomes;
  };
  const next = (flushing ?? Promise.resolve()).then(run, run);
  flushing = next.finally(() => {
    if (flushing === next) flushing = null;
  });
  return next;
}
