/**
 * User-facing texts of the posts area (core §2, §4, §5, §8), verbatim with their odd spellings. Kept once here and
 * shown by the web app; the server answers the saving ones as they are, and its errors (`messages.posts`) are the
 * texts the web shows for the same case.
 */
// The post page's and the form's texts live in files of their own: a bundler puts a whole module into one chunk, so
// texts kept here beside the feed's would ride along in the home route's first download.
export * from "./maths-code-texts.ts";
export * from "./post-card-texts.ts";
export * from "./post-form-texts.ts";
export * from "./post-page-texts.ts";

export const feedTexts = {
  loadingMore: "Loading more posts...",
  recent: "Recent",
  categories: "Categories",
  noResult: (term: string) => `Opppsss... Looks like your search '${term}' is unavailable.`,
  /**
   * Not in the spec: above a search's results. An estimated total (`total_estimated`) is said rounded to two figures,
   * "About 63,000 results"; an exact one as it is, "12 results", "1 result".
   */
  resultCount: (total: number, estimated = false) => {
    const shown = estimated ? Number(total.toPrecision(2)) : total;
    const count = `${shown.toLocaleString("en-US")} ${shown === 1 ? "result" : "results"}`;
    return estimated ? `About ${count}` : count;
  },
  /** Not in the spec: the card link of a post with neither title nor text (images only). */
  untitled: "View post",
} as const;
