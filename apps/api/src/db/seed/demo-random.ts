/**
 * A seeded PRNG (mulberry32) so every fresh install gets the same demo data: same likers, same comment
 * authors, same counts. Math.random would give each developer a different forum to describe in bug reports.
 */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error("pick from an empty list");
    return item;
  };
  /** `count` distinct items in random order (Fisher-Yates on a copy). */
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, Math.max(0, count));
  };
  /** A moment between `from` and `to`; `bias` > 1 crowds it towards `from`, as replies crowd after a post. */
  const between = (from: Date, to: Date, bias = 1) =>
    new Date(from.getTime() + (to.getTime() - from.getTime()) * next() ** bias);
  return { next, int, pick, sample, between };
}

export type Random = ReturnType<typeof createRandom>;

const HOUR = 3_600_000;

/** "45m", "5h", "3d" before `now`: how the content says when something was written. */
export function ago(now: Date, span: string): Date {
  const match = /^(\d+(?:\.\d+)?)([mhd])$/.exec(span);
  if (!match) throw new Error(`bad time span "${span}"`);
  const unit = { m: HOUR / 60, h: HOUR, d: 24 * HOUR }[match[2] as "m" | "h" | "d"];
  return new Date(now.getTime() - Number(match[1]) * unit);
}
