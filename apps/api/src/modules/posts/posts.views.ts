import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { posts, postViews } from "../../db/schema/index.ts";

/** Who is viewing: a signed-in user, or a guest by a hash of their address (never stored in clear). */
export const viewerKey = (userId: number | null, ip: string, secret: string) =>
  userId ? `u:${userId}` : `g:${createHash("sha256").update(`${secret}:${ip}`).digest("base64url").slice(0, 22)}`;

/** Counts a view once per viewer per hour; the counter moves in the same transaction as the view row. */
export function countView(db: Db, postId: number, key: string, now = new Date()) {
  const hour = Math.floor(now.getTime() / 3_600_000);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(postViews)
      .values({ postId, viewerKey: key, hour })
      .onConflictDoNothing()
      .returning({ postId: postViews.postId });
    if (inserted.length === 0) return false;
    await tx
      .update(posts)
      .set({ viewsCount: sql`${posts.viewsCount} + 1` })
      .where(eq(posts.id, postId));
    return true;
  });
}
