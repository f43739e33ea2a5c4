import { posts } from "@forum/contract/endpoints";
import { messages, offlineTexts } from "@forum/contract/texts";
import { describe, expect, it, vi } from "vitest";
import { call, OfflineError } from "./api-client.ts";
import { errorMessage } from "./error-message.ts";

const failingFetch = () =>
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
  );

describe("a request made offline", () => {
  it("says a write was not sent, and a read was not saved on the phone", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    failingFetch();
    const write = call(posts.create, { body: { title: "Hi", content: "<p>Hello</p>" } });
    await expect(write).rejects.toBeInstanceOf(OfflineError);
    expect(errorMessage(await write.catch((e: unknown) => e))).toBe(offlineTexts.nothingSent);
    const read = await call(posts.show, { params: { id: "x" } }).catch((e: unknown) => e);
    expect(errorMessage(read)).toBe(offlineTexts.notSaved);
  });

  it("keeps the usual fallback when the browser believes it is online (the server, not the phone, is unreachable)", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    failingFetch();
    const err = await call(posts.create, { body: { title: "Hi", content: "<p>Hello</p>" } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TypeError);
    expect(errorMessage(err)).toBe(messages.errors.unexpectedRetry);
  });
});
