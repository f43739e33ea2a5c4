import type { Probe } from "./explain-app.ts";
import { WORDS } from "./seed-bulk.ts";

export const COMMON = "exam";
export const TWO_WORDS = "exam timetable";
export const API = "/forum/api/v1";
export const FEED = `${API}/posts?parents_only=1`;
export const searchPath = (q: string) => `${FEED}&search=${encodeURIComponent(q)}`;

/** A measured scenario; `paths` rotate (a post page over 2,000 posts), `fixedRate` adds a run at a fixed rate. */
export type Scenario = {
  name: string;
  path: string;
  headers?: Record<string, string>;
  paths?: string[];
  fixedRate?: boolean;
  /** Replayed by the bare Fastify (limit-server.mjs) on this route pattern, for "ours as % of the limit". */
  limitRoute?: string;
};

export type ScenarioInput = { uuids: string[]; signedIn: Record<string, string>; phrase: string };

/** Names that stay the same at every scale: the growth table's rows. */
export const names = {
  feed: "feed page 1",
  feedSignedIn: "feed page 1, signed in",
  postGuest: "post page (API), guest",
  postSignedIn: "post page (API), signed in",
  postHtml: "post page HTML, guest",
  common: `search "${COMMON}"`,
  twoWords: `search "${TWO_WORDS}"`,
  phrase: "search, a rare phrase",
  commonSignedIn: `search "${COMMON}", signed in`,
  distinctSignedIn: "searches signed in, 6,000 distinct two-word queries rotated",
} as const;

/**
 * Two-word searches from the seed's vocabulary, each asked once a run (a search's total and ranking are cached for
 * 10 s): the cost of searches nobody asked a moment before. Most pairs match thousands of posts (the costly path).
 */
export function distinctSearches(count = 6_000): string[] {
  const unique = [...new Set(WORDS)];
  const pairs: string[] = [];
  for (let i = 0; i < unique.length && pairs.length < count; i++)
    for (let j = 0; j < unique.length && pairs.length < count; j++)
      if (i !== j) pairs.push(`${unique[i]} ${unique[j]}`);
  // Interleaved, so that consecutive queries do not share their first word.
  return pairs.map((_q, k) => pairs[(k * 7919) % pairs.length]!);
}

export function scenarios({ uuids, signedIn, phrase }: ScenarioInput): Scenario[] {
  const api = uuids.map((u) => `${API}/posts/${u}`);
  const html = uuids.map((u) => `/forum/post/${u}`);
  const distinct = distinctSearches().map(searchPath);
  return [
    { name: names.feed, path: FEED, fixedRate: true, limitRoute: `${API}/posts` },
    { name: "feed page 200", path: `${FEED}&page=200` },
    { name: names.feedSignedIn, path: FEED, fixedRate: true, headers: signedIn },
    { name: "feed page 200, signed in", path: `${FEED}&page=200`, headers: signedIn },
    { name: names.postGuest, path: api[0]!, paths: api, limitRoute: `${API}/posts/:id` },
    { name: names.postSignedIn, path: api[0]!, paths: api, headers: signedIn },
    { name: names.postHtml, path: html[0]!, paths: html },
    { name: names.common, path: searchPath(COMMON) },
    { name: names.twoWords, path: searchPath(TWO_WORDS) },
    { name: names.phrase, path: searchPath(phrase) },
    { name: names.commonSignedIn, path: searchPath(COMMON), headers: signedIn },
    { name: names.distinctSignedIn, path: distinct[0]!, paths: distinct, headers: signedIn },
  ];
}

/** The requests whose SQL is EXPLAINed: each post page read and each search, through the app's own entry points. */
export function probes({ uuids, signedIn, phrase }: ScenarioInput): Probe[] {
  // Posts the load will not have asked for first, so the app's caches (if any) miss as a first reader's would.
  const [a, b, c] = uuids.slice(-3);
  return [
    { name: "post page, guest", path: `${API}/posts/${a}` },
    { name: "post page, signed in", path: `${API}/posts/${b}`, headers: signedIn },
    { name: "post page HTML, guest", path: `/forum/post/${c}` },
    { name: names.common, path: searchPath(COMMON) },
    { name: names.twoWords, path: searchPath(TWO_WORDS) },
    { name: `search ${phrase}`, path: searchPath(phrase) },
    { name: names.commonSignedIn, path: searchPath(COMMON), headers: signedIn },
    // Ask once's suggestions while a title is typed (rate-limited per student, so explained rather than loaded).
    ...SUGGESTED.map((q) => ({
      name: `suggest "${q}", signed in`,
      path: `${API}/posts/suggest?q=${encodeURIComponent(q)}`,
      headers: signedIn,
    })),
  ];
}

/**
 * Titles typed into /post/new for `GET /posts/suggest`: two common words, three less common ones, and a word in no
 * title with a half-typed one (its second statement, on the trigram index).
 */
const SUGGESTED = [TWO_WORDS, "hostel scholarship deadline", "laptop engin"];

/**
 * A phrase from the seed's own text that the app's search finds in about `target` posts: word runs of two to four
 * words from a few posts, each asked of the app (its `total`), the closest to the target kept (on a log scale).
 */
export async function rarePhrase(texts: string[], total: (q: string) => Promise<number>, target = 10) {
  let best = { phrase: "", total: 0, score: Number.POSITIVE_INFINITY };
  for (const length of [3, 2, 4]) {
    for (const text of texts) {
      const words = text
        .toLowerCase()
        .replace(/[^a-z ]/g, " ")
        .split(/\s+/)
        .filter(Boolean);
      if (words.length < length + 2) continue;
      const phrase = `"${words.slice(2, 2 + length).join(" ")}"`;
      const n = await total(phrase);
      const score = Math.abs(Math.log((n + 1) / (target + 1)));
      if (score < best.score) best = { phrase, total: n, score };
      if (score < 0.35) return best;
    }
  }
  return best;
}
