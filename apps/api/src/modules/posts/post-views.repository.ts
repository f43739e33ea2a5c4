import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { posts, postViews } from "../../db/schema/index.ts";

/** One reader's view of a post in one hour (hours since the epoch). */
export type PostView = { postId: number; viewerKey: string; hour: number };

export function createPostViewsRepository(db: Db) {
  return {
    /**
     * Writes a batch of views in one statement, each at most once per viewer, post and hour (post_views' key: across
     * instances and flushes), and adds those newly written to the posts' counters. A post deleted meanwhile is
     * skipped. Answers how many views each post gained.
     */
    async record(views: PostView[]): Promise<Map<number, number>> {
      if (views.length === 0) return new Map();
      // Three arrays, three parameters (a bare array in sql`` would be one parameter per element).
      const column = <T>(of: (v: PostView) => T) => sql.param(views.map(of));
      const result = (await db.execute(sql`
        with batch as (
          select * from unnest(${column((v) => v.postId)}::int[], ${column((v) => v.viewerKey)}::text[],
            ${column((v) => v.hour)}::int[]) as b(post_id, viewer_key, hour)
        ), inserted as (
          insert into ${postViews} (post_id, viewer_key, hour)
          select b.post_id, b.viewer_key, b.hour from batch b join ${posts} p on p.id = b.post_id
          on conflict do nothing
          returning post_id
        ), added as (
          select post_id, count(*)::int as n from inserted group by post_id
        )
        update ${posts} set views_count = ${posts}.views_count + added.n
        from added where ${posts}.id = added.post_id
        returning ${posts}.id as id, added.n as added`)) as unknown as { rows: { id: number; added: number }[] };
      return new Map(result.rows.map((r) => [Number(r.id), Number(r.added)]));
    },
  };
}
export type PostViewsRepository = ReturnType<typeof createPostViewsRepository>;
