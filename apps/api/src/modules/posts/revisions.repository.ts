import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { postRevisions, posts, users } from "../../db/schema/index.ts";

/** The version an edit replaced, as it stood before the edit. */
export type ReplacedVersion = { postId: number; title: string | null; content: string; editorId: number };

/** Earlier versions of posts and comments (post_revisions) and the `edited_at` mark they leave on the post. */
export function createRevisionsRepository(db: Db) {
  return {
    /**
     * Keeps the replaced version as the next one (its number one past the post's earlier count) and marks the post
     * edited now. Run in the edit's own transaction (`tx`), so a failed save keeps no version and no mark. The
     * version is counted in the insert itself; two edits of one post at once meet the unique (post, version) key and
     * the later one fails rather than sharing a number.
     */
    async record(v: ReplacedVersion, tx: Db = db) {
      const next = sql<number>`(select coalesce(max(${postRevisions.version}), 0) + 1 from ${postRevisions} where ${postRevisions.postId} = ${v.postId})`;
      const now = new Date();
      await tx.insert(postRevisions).values({
        postId: v.postId,
        version: next,
        title: v.title,
        content: v.content,
        editedAt: now,
        editorId: v.editorId,
      });
      await tx.update(posts).set({ editedAt: now }).where(eq(posts.id, v.postId));
    },

    /** The newest `limit` versions of a post, with who saved the edit that replaced each (null once they left). */
    list: (postId: number, limit: number) =>
      db
        .select({
          version: postRevisions.version,
          title: postRevisions.title,
          content: postRevisions.content,
          editedAt: postRevisions.editedAt,
          editor: {
            id: users.id,
            username: users.username,
            firstName: users.firstName,
            lastName: users.lastName,
            profileImage: users.profileImage,
          },
        })
        .from(postRevisions)
        .leftJoin(users, eq(users.id, postRevisions.editorId))
        .where(eq(postRevisions.postId, postId))
        // Plain DESC (NULLS FIRST): the backward scan of the unique (post_id, version) index, no sort.
        .orderBy(sql`${postRevisions.version} desc`)
        .limit(limit),
  };
}
export type RevisionsRepository = ReturnType<typeof createRevisionsRepository>;
