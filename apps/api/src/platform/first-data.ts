/**
 * The first page's data inline in index.html (`<script type="application/json" id="first-data">`), so the web app
 * renders the feed or a post at once instead of waiting for its first API call (apps/web/src/app/first-data.ts).
 */

/** Past this much JSON the page would pay more for its HTML than it saves: the app fetches the data as before. */
export const FIRST_DATA_MAX_BYTES = 128 * 1024;

/** What a page adds to index.html: tags for its head (an image preload) and the data's script element. */
export type FirstPage = { head: string; script: string };

/** Who asked for the page: their address, whether they save data (images on tap), whether a person reads it. */
/** Who asks for a page: their address, whether they save data, whether a person reads it, the request's origin. */
export type Asker = { ip: string; saveData: boolean; reader: boolean; origin: string };

/** The first page's data for an address, asked as a guest; null when none. */
export type DataFor = (url: string, asker: Asker) => Promise<FirstPage | null>;

// Link previews (chat apps, social networks) fetch a shared post's page to describe it: no one read it.
const previewRobot = /bot\b|crawler|spider|facebookexternalhit|whatsapp|embedly|preview|slack|telegram|discord/i;

/**
 * What sendIndex knows of who asks: `Save-Data: on`, or the forum's own data-saver switch (a cookie the web app keeps,
 * apps/web lib/data-saver.ts), means images wait for a tap, so none is preloaded.
 */
export const askerOf = (ip: string, headers: Record<string, string | string[] | undefined>, origin: string): Asker => ({
  ip,
  origin,
  saveData: headers["save-data"] === "on" || /(?:^|;\s*)data-saver=on(?:;|$)/.test(String(headers.cookie ?? "")),
  reader: !previewRobot.test(String(headers["user-agent"] ?? "")),
});

// Inside a script element only `</script` and `<!--` can end or change it; escaping every `<`, `>` and `&` rules both
// out whatever a title holds, and U+2028/2029 are escaped for parsers that still treat them as line ends.
const unsafe = /[<>&\u2028\u2029]/g;
const escapeChar = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;

/** JSON that is inert inside a script element (still the same value to `JSON.parse`). */
export const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(unsafe, escapeChar);

/** The data's script element, or null when its JSON would be larger than `maxBytes` (UTF-8). */
export function firstDataScript(value: unknown, maxBytes = FIRST_DATA_MAX_BYTES): string | null {
  const json = scriptSafeJson(value);
  if (Buffer.byteLength(json, "utf8") > maxBytes) return null;
  return `<script type="application/json" id="first-data">${json}</script>`;
}
