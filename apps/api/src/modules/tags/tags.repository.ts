import { and, asc, count, desc, eq, isNull, max, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { posts, postTags } from "../../db/schema/index.ts";

/** How many of the newest public posts "recent posts" means, and how many tags the panel shows. */
export const featuredWindow: { posts: number; tags: number } = { posts: 500, tags: 10 };

export function createTagsRepository(db: Db) {
  return {
    /**
     * The most used tags of the newest public posts (published, not comments, not in a community), most used first,
     * ties to the tag used last. Tags match ignoring case; each shows in its most common spelling. The newest posts
     * come off the feed's recent index, so the cost is bounded by the window, not by the table.
     */
    async featured(window = featuredWindow): Promise<string[]> {
      const recent = db
        .select({ id: posts.id, createdAt: posts.createdAt })
        .from(posts)
        .where(and(eq(posts.status, "published"), eq(posts.type, "post"), isNull(posts.communityId)))
        .orderBy(desc(posts.createdAt), desc(posts.id))
        .limit(window.posts)
        .as("recent");
      const rows = await db
        .select({ tag: sql<string>`mode() within group (order by ${postTags.tag})` })
        .from(recent)
        .innerJoin(postTags, eq(postTags.postId, recent.id))
        .groupBy(postTags.tagKey)
        .orderBy(desc(count()), desc(max(recent.createdAt)), asc(postTags.tagKey))
        .limit(window.tags);
      return rows.map((r) => r.tag);
    },
  };
}
export type TagsRepository = ReturnType<typeof createTagsRepository>;
