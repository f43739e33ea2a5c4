import zlib from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { createCompressedBytes } from "./compressed-bytes.ts";

const gzip = (body: Buffer) => Promise.resolve(zlib.gzipSync(body));
const text = (seed: string, size = 4096) => Buffer.from(seed.repeat(Math.ceil(size / seed.length)).slice(0, size));

describe("compressed bytes kept by content", () => {
  it("compresses the same bytes once, and concurrent askers share that one compression", async () => {
    const kept = createCompressedBytes();
    const compress = vi.fn(gzip);
    const body = text("the feed's first page ");
    const [a, b] = await Promise.all([kept.get("gzip", body, compress), kept.get("gzip", Buffer.from(body), compress)]);
    const c = await kept.get("gzip", Buffer.from(body), compress);
    expect(compress).toHaveBeenCalledTimes(1);
    expect(zlib.gunzipSync(c).equals(body)).toBe(true);
    expect(a).toBe(b);
    expect(a).toBe(c);
  });

  it("keeps encodings and contents apart", async () => {
    const kept = createCompressedBytes();
    const compress = vi.fn(gzip);
    await kept.get("gzip", text("one "), compress);
    await kept.get("gzip", text("two "), compress);
    await kept.get("br", text("one "), compress);
    expect(compress).toHaveBeenCalledTimes(3);
    expect(kept.size.entries).toBe(3);
  });

  it("stays within its byte bound, the least recently used out first", async () => {
    const kept = createCompressedBytes({ maxBytes: 1000, maxEntryBytes: 1 << 20 });
    const store = (body: Buffer) => Promise.resolve(Buffer.alloc(400, body[0]));
    const first = text("a");
    await kept.get("gzip", first, store);
    await kept.get("gzip", text("b"), store);
    await kept.get("gzip", first, store); // used again: now the most recent
    await kept.get("gzip", text("c"), store);
    expect(kept.size.bytes).toBeLessThanOrEqual(1000);
    const compress = vi.fn(store);
    await kept.get("gzip", first, compress);
    expect(compress).not.toHaveBeenCalled();
    await kept.get("gzip", text("b"), compress);
    expect(compress).toHaveBeenCalledTimes(1);
  });

  it("does not keep answers over the entry bound, nor a failed compression", async () => {
    const kept = createCompressedBytes({ maxEntryBytes: 1024 });
    const compress = vi.fn(gzip);
    await kept.get("gzip", text("big ", 2048), compress);
    await kept.get("gzip", text("big ", 2048), compress);
    expect(compress).toHaveBeenCalledTimes(2);
    const failing = vi.fn(() => Promise.reject(new Error("out of memory")));
    await expect(kept.get("gzip", text("x ", 100), failing)).rejects.toThrow("out of memory");
    expect(zlib.gunzipSync(await kept.get("gzip", text("x ", 100), gzip)).toString()).toBe(text("x ", 100).toString());
    expect(kept.size.entries).toBe(1);
  });
});

describe("which answers are kept", () => {
  it("keeps what guests read, not a student's answers, a write's (a login's tokens) or an error's", async () => {
    const { isSharedAnswer } = await import("./compression.ts");
    expect(isSharedAnswer("GET", 200, false)).toBe(true);
    expect(isSharedAnswer("HEAD", 200, false)).toBe(true);
    expect(isSharedAnswer("GET", 200, true)).toBe(false);
    expect(isSharedAnswer("POST", 200, false)).toBe(false);
    expect(isSharedAnswer("GET", 404, false)).toBe(false);
  });

  it("never drops an answer still being compressed to make room (its askers wait for it)", async () => {
    const kept = createCompressedBytes({ maxBytes: 500, maxEntryBytes: 1 << 20 });
    let finish: (b: Buffer) => void = () => {};
    const slow = vi.fn(() => new Promise<Buffer>((resolve) => (finish = resolve)));
    const pending = kept.get("gzip", text("slow"), slow);
    await kept.get("gzip", text("big"), () => Promise.resolve(Buffer.alloc(600)));
    const again = kept.get("gzip", text("slow"), slow);
    finish(Buffer.alloc(10));
    expect(await again).toBe(await pending);
    expect(slow).toHaveBeenCalledTimes(1);
  });
});
