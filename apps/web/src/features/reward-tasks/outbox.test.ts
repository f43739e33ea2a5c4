import "fake-indexeddb/auto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client.ts";
import {
  allPendingSubmissions,
  flushOutbox,
  forgetSubmission,
  newUploadId,
  type PendingSubmission,
  pendingSubmission,
  sendSubmission,
} from "./outbox.ts";

const submission = (itemId: number): PendingSubmission => ({
  itemId,
  uploadId: newUploadId(),
  translatedText: "Ẹ káàrọ̀",
  audio: new Blob([new Uint8Array([1, 2, 3])], { type: "audio/webm" }),
  audioName: "recording.webm",
  markCompleted: "1",
  keptAt: Date.now(),
});

describe("submissions outbox", () => {
  beforeEach(async () => {
    for (const p of await allPendingSubmissions()) await forgetSubmission(p.itemId);
  });

  it("makes upload ids the server accepts, a new one each time", () => {
    const a = newUploadId();
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newUploadId()).not.toBe(a);
  });

  it("keeps the submission before sending and forgets it once the server confirms", async () => {
    const p = submission(5);
    const send = vi.fn(async (sent: PendingSubmission) => {
      expect(await pendingSubmission(5)).toMatchObject({ uploadId: sent.uploadId });
      return "ok";
    });
    expect(await sendSubmission(p, send)).toEqual({ kind: "sent", result: "ok" });
    expect(await pendingSubmission(5)).toBeUndefined();
  });

  it("keeps it on a network failure, with its audio, and a retry sends the same upload_id", async () => {
    const p = submission(6);
    const outcome = await sendSubmission(p, async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(outcome).toEqual({ kind: "kept" });
    const kept = await pendingSubmission(6);
    expect(kept?.uploadId).toBe(p.uploadId);
    expect(kept?.audio?.size).toBe(3);

    const send = vi.fn(async () => "ok");
    expect(await flushOutbox(send)).toEqual([{ kind: "sent", result: "ok" }]);
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ itemId: 6, uploadId: p.uploadId }));
    expect(await pendingSubmission(6)).toBeUndefined();
  });

  it("keeps it on a server fault (5xx) too", async () => {
    const outcome = await sendSubmission(submission(7), async () => {
      throw new ApiError(503, { message: "Down" });
    });
    expect(outcome.kind).toBe("kept");
    expect(await pendingSubmission(7)).toBeDefined();
  });

  it("a 4xx answer is refused: shown to the caller, dropped, never retried", async () => {
    const refusal = new ApiError(422, { message: "Audio file must be less than 5MB" });
    const outcome = await sendSubmission(submission(8), async () => {
      throw refusal;
    });
    expect(outcome).toEqual({ kind: "refused", error: refusal });
    const send = vi.fn(async () => "ok");
    expect(await flushOutbox(send)).toEqual([]);
    expect(send).not.toHaveBeenCalled();
  });

  it("a flush for one item sends only that item's", async () => {
    const fail = async () => {
      throw new TypeError("offline");
    };
    await sendSubmission(submission(1), fail);
    await sendSubmission(submission(2), fail);
    const send = vi.fn(async () => "ok");
    await flushOutbox(send, 2);
    expect(send).toHaveBeenCalledTimes(1);
    expect((await allPendingSubmissions()).map((p) => p.itemId)).toEqual([1]);
  });
});
