import { eq, sql } from "drizzle-orm";
import type { Db } from "./client.ts";
import { refreshHotScore } from "./hot-score.ts";
import { posts } from "./schema/index.ts";

export type ModeratedStatus = "published" | "hidden" | "removed";

/**
 * The one place moderation moves a post between published, hidden and removed (the report's auto-hide, an admin's
 * resolution). A comment counts in its parent's replies_count only while published, so leaving or re-entering
 * `published` moves the parent's counter (and with it its place in the feed), in the caller's transaction.
 * The caller has locked the post row (`select ... for update`), so `from` is its status as it stands.
 */
export async function setModeratedStatus(
  db: Db,
  post: { id: number; parentId: number | null; status: string },
  to: ModeratedStatus,
  reason: string | null,
): Promise<void> {
  await db.update(posts).set({ status: to, hiddenReason: reason }).where(eq(posts.id, post.id));
  const by = (to === "published" ? 1 : 0) - (post.status === "published" ? 1 : 0);
  if (!post.parentId || by === 0) return;
  await db
    .update(posts)
    .set({ repliesCount: sql`greatest(${posts.repliesCount} + ${by}, 0)` })
    .where(eq(posts.id, post.parentId));
  await refreshHotScore(db, post.parentId);
}
