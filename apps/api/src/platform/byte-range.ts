/** One range of a `Range: bytes=...` header: from `start` (to `end`, inclusive, or the end), or the last `suffix` bytes. */
export type ByteRange = { start: number; end?: number } | { suffix: number };

const SINGLE = /^bytes=(\d{0,15})-(\d{0,15})$/;

/**
 * The one range a request asks for, or undefined to answer the whole file: no header, a malformed one, or several
 * ranges (RFC 9110 lets a server ignore Range; players ask for one range at a time).
 */
export function parseRange(header: string | undefined): ByteRange | undefined {
  const m = header ? SINGLE.exec(header.trim()) : null;
  if (!m || (m[1] === "" && m[2] === "")) return undefined;
  if (m[1] === "") return { suffix: Number(m[2]) };
  const start = Number(m[1]);
  if (m[2] === "") return { start };
  const end = Number(m[2]);
  return end < start ? undefined : { start, end };
}

/** The bytes of a file of `size` that a range covers, or null when it covers none (416). */
export function rangeIn(range: ByteRange, size: number): { start: number; end: number } | null {
  if ("suffix" in range)
    return range.suffix > 0 && size > 0 ? { start: Math.max(0, size - range.suffix), end: size - 1 } : null;
  if (range.start >= size) return null;
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}
