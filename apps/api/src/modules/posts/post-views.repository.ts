import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { posts, postViews } from "../../db/schema/index.ts";

export function createPostViewsRepository(db: Db) {
  return {
    /** Counts a view once per viewer per hour; the counter moves in the same transaction as the view row. */
    count: (postId: number, viewerKey: string, now = new Date()) =>
      db.transaction(async (tx) => {
        const hour = Math.floor(now.getTime() / 3_600_000);
        const inserted = await tx
          .insert(postViews)
          .values({ postId, viewerKey, hour })
          .onConflictDoNothing()
          .returning({ postId: postViews.postId });
        if (inserted.length === 0) return false;
        await tx
          .update(posts)
          .set({ viewsCount: sql`${posts.viewsCount} + 1` })
          .where(eq(posts.id, postId));
        return true;
      }),
  };
}
export type PostViewsRepository = ReturnType<typeof createPostViewsRepository>;
