import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { refreshHotScore } from "../../db/hot-score.ts";
import { categories, postCategories, posts, postTags } from "../../db/schema/index.ts";
import type { WithinTransaction } from "../../platform/events.ts";
import { tagsText } from "./tags-order.ts";

export type PostValues = {
  type: "post" | "comment";
  status: "published" | "draft";
  title: string | null;
  content: string;
  contentText: string;
  anonymous: boolean;
  communityId: number | null;
  parentId: number | null;
  images: string[];
  tags: string[];
  categoryIds: number[];
};

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

async function replaceLinks(tx: Tx, postId: number, v: PostValues) {
  await tx.delete(postCategories).where(eq(postCategories.postId, postId));
  await tx.delete(postTags).where(eq(postTags.postId, postId));
  if (v.categoryIds.length)
    await tx.insert(postCategories).values(v.categoryIds.map((categoryId) => ({ postId, categoryId })));
  if (v.tags.length)
    await tx.insert(postTags).values(v.tags.map((tag) => ({ postId, tag, tagKey: tag.toLowerCase() })));
}

const columns = (v: PostValues) => ({
  type: v.type,
  status: v.status,
  title: v.title,
  content: v.content,
  contentText: v.contentText,
  anonymous: v.anonymous,
  communityId: v.communityId,
  images: v.images,
  tagsText: tagsText(v.tags),
});

/** Replies move their parent's counter, and with it the parent's place in the feed. */
const bumpReplies = (tx: Tx, parentId: number, by: 1 | -1) =>
  tx
    .update(posts)
    .set({ repliesCount: sql`greatest(${posts.repliesCount} + ${by}, 0)` })
    .where(eq(posts.id, parentId))
    .then(() => refreshHotScore(tx, parentId));

export function createPostsWriteRepository(db: Db) {
  return {
    existingCategoryIds: async (ids: number[]) =>
      ids.length
        ? (await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids))).map((c) => c.id)
        : [],

    /** `within`: what else the new row's transaction writes (a reply's notification), kept or lost with it. */
    create: (userId: number, v: PostValues, within?: WithinTransaction<{ id: number }>) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(posts)
          .values({ ...columns(v), userId, parentId: v.parentId })
          .returning({ id: posts.id, uuid: posts.uuid });
        await replaceLinks(tx, row!.id, v);
        await refreshHotScore(tx, row!.id);
        if (v.parentId && v.status === "published") await bumpReplies(tx, v.parentId, 1);
        await within?.(tx, row!);
        return row!;
      }),

    /** A draft published now is new to readers: it takes today's date (and so tops Recent). */
    update: (postId: number, v: PostValues, publishingDraft: boolean, within?: WithinTransaction<{ id: number }>) =>
      db.transaction(async (tx) => {
        const now = new Date();
        await tx
          .update(posts)
          .set({
            ...columns(v),
            // An edit never lifts a moderator's hide: the post stays hidden (or removed) until an admin restores it.
            status: sql`case when ${posts.status} in ('hidden', 'removed') then ${posts.status} else ${v.status} end`,
            updatedAt: now,
            ...(publishingDraft ? { createdAt: now } : {}),
          })
          .where(eq(posts.id, postId));
        if (publishingDraft) await refreshHotScore(tx, postId);
        await replaceLinks(tx, postId, v);
        await within?.(tx, { id: postId });
      }),

    /** Comments, bookmarks, reactions and links go with it (foreign keys cascade). */
    remove: (post: { id: number; parentId: number | null; status: string }) =>
      db.transaction(async (tx) => {
        await tx.delete(posts).where(eq(posts.id, post.id));
        if (post.parentId && post.status === "published") await bumpReplies(tx, post.parentId, -1);
      }),

    /** Image paths still used by any post: a content-hash file may be shared by two posts. */
    imagesInUse: async (paths: string[]) => {
      if (!paths.length) return new Set<string>();
      const rows = await db
        .select({ images: posts.images })
        .from(posts)
        .where(
          sql`${posts.images} ?| array[${sql.join(
            paths.map((p) => sql`${p}`),
            sql`, `,
          )}]::text[]`,
        );
      return new Set(rows.flatMap((r) => r.images));
    },
  };
}
export type PostsWriteRepository = ReturnType<typeof createPostsWriteRepository>;
