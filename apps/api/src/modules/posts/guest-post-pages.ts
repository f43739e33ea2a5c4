import { parsePostRef, postsApi, type ReplySort } from "@forum/contract";
import { AppError } from "../../platform/errors.ts";
import { type FirstPage, firstDataScript } from "../../platform/first-data.ts";
import { imagePreloadLink } from "../../platform/first-data-image.ts";
import { createTtlCache } from "../../platform/ttl-cache.ts";
import { GUEST_PAGE_TTL_MS } from "./posts.cache.ts";
import type { PostsReadService } from "./posts.read.service.ts";
import type { PostRow } from "./posts.repository.ts";
import type { ViewCounter } from "./view-counter.ts";

/** What the guests' post pages may hold (a page with its replies is tens of KB; a JS string 2 bytes a character). */
const CACHE_BYTES = 48 * 1024 * 1024;
const VIEWS = '"views_count":';

/**
 * A text cut around the post's views_count: the first in it, the post's own coming before its replies' (and no string
 * holds `"views_count":`, its quotes would be escaped). Should it not be found, the text is sent as it is.
 */
type Around = { before: string; after: string; cut: boolean };
function around(text: string, views: number): Around {
  const at = text.indexOf(VIEWS) + VIEWS.length;
  const digits = String(views);
  if (at < VIEWS.length || text.slice(at, at + digits.length + 1) !== `${digits},`) {
    return { before: text, after: "", cut: false };
  }
  return { before: text.slice(0, at), after: text.slice(at + digits.length), cut: true };
}
const fill = (text: Around, views: number) => (text.cut ? text.before + views + text.after : text.before);

/** The same as UTF-8 bytes: encoding tens of KB on every answer took a sixth of a cache hit's CPU. */
type AroundBytes = { before: Buffer; after: Buffer; cut: boolean };
const bytesOf = (text: Around): AroundBytes => ({
  before: Buffer.from(text.before),
  after: Buffer.from(text.after),
  cut: text.cut,
});
const fillBytes = (bytes: AroundBytes, views: number) =>
  bytes.cut ? Buffer.concat([bytes.before, Buffer.from(String(views)), bytes.after]) : bytes.before;
const textOf = (bytes: AroundBytes, views: number) => fillBytes(bytes, views).toString();

type GuestPage = {
  post: PostRow["post"];
  /** The post's and its replies' ids: a like on any of them makes the page stale. */
  ids: Set<number>;
  /** The answer's JSON as the response schema serialises it, cut around the counter as stored (`post.viewsCount`). */
  json: AroundBytes;
  /** When it was read (the first data's `at`). */
  at: number;
  preload: string;
  /** index.html's data script for the id as asked (its uuid), made on the first page load; null: too large. */
  script?: { id: string; text: Around | null };
};

/**
 * Guests' post pages, shared for a few seconds like the feed's (posts.cache.ts), as the bytes they are sent as: a hit
 * costs a string concatenation. Views are still counted per request, and each answer shows the counter as stored
 * plus the views not yet written (view-counter.ts). posts.module.ts clears them on the cache bus's events, so a new
 * reply, an edit, a like, an accepted answer or a moderator's hiding shows at once; and a post whose views were just
 * written, whose stored counter moved.
 */
export function createGuestPostPages(d: {
  read: Pick<PostsReadService, "page" | "recordView">;
  views: Pick<ViewCounter, "pending">;
}) {
  const pages = createTtlCache<GuestPage>(GUEST_PAGE_TTL_MS, 5_000, {
    maxBytes: CACHE_BYTES,
    // The JSON, the data script made from it, and the row's content and text.
    sizeOf: (p) => 3 * (p.json.before.length + p.json.after.length) + 2 * p.post.contentText.length + 1_024,
  });

  async function load(idOrUuid: string, sort: ReplySort): Promise<GuestPage> {
    const { row, data } = await d.read.page(idOrUuid, null, sort);
    const answer = postsApi.show.schemas.response.parse({ data });
    const json = JSON.stringify(answer);
    const images = answer.data.images.length > 0 ? answer.data.images : answer.data.meta.images;
    return {
      post: row.post,
      ids: new Set([row.post.id, ...data.replies.map((r) => r.id)]),
      json: bytesOf(around(json, row.post.viewsCount)),
      at: Date.now(),
      preload: images[0] ? imagePreloadLink(images[0], images.length) : "",
    };
  }

  /** The shared page, counting the guest's view (unless `countView` is false). */
  async function shared(idOrUuid: string, sort: ReplySort, ip: string, countView: boolean) {
    const ref = parsePostRef(idOrUuid);
    const key = `${sort}:${ref && ("id" in ref ? ref.id : ref.uuid)}`;
    const page = ref ? await pages.get(key, () => load(idOrUuid, sort)) : await load(idOrUuid, sort);
    if (countView) d.read.recordView(page.post, null, ip);
    return { page, views: page.post.viewsCount + d.views.pending(page.post.id) };
  }

  return {
    /** `GET /posts/{id}` for a guest: the answer's JSON. */
    async json(idOrUuid: string, ip: string, sort: ReplySort): Promise<Buffer> {
      const { page, views } = await shared(idOrUuid, sort, ip, true);
      return fillBytes(page.json, views);
    },

    /** index.html's first data of a post page (platform/first-data.ts), as the web app asks for it (best first). */
    async firstPage(id: string, ip: string, countView: boolean, saveData: boolean): Promise<FirstPage | null> {
      const { page, views } = await shared(id, "best", ip, countView);
      if (page.script?.id !== id) {
        const answer = JSON.parse(textOf(page.json, page.post.viewsCount));
        const script = firstDataScript({ at: page.at, post: { id, answer } });
        page.script = { id, text: script ? around(script, page.post.viewsCount) : null };
      }
      if (!page.script.text) return null;
      // A reader saving data sees images only when tapped (the web's data saver starts on with Save-Data).
      return { head: saveData ? "" : page.preload, script: fill(page.script.text, views) };
    },

    /** The post of a page a guest may see (a link preview describes it), or undefined. */
    async post(uuid: string): Promise<PostRow["post"] | undefined> {
      try {
        return (await shared(uuid, "best", "", false)).page.post;
      } catch (error) {
        if (error instanceof AppError && error.status < 500) return undefined;
        throw error;
      }
    },

    /** Which posts a page holds changed (`posts-changed`). */
    clear: () => pages.clear(),
    /** These posts' counters or content changed (a like, their views written): the pages showing them go. */
    forget: (ids: number[]) => pages.forget((page) => ids.some((id) => page.ids.has(id))),
  };
}
export type GuestPostPages = ReturnType<typeof createGuestPostPages>;
