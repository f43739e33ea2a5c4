import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { DeleteOutcome } from "../../db/delete-outcome.ts";
import { communities, posts } from "../../db/schema/index.ts";
import { type AuditDraft, recordAudit } from "../audit/audit.repository.ts";

const LIST_CAP = 500;

/** Every post of the community, whatever its status: deleting the community would take them all (cascade). */
// Qualified by hand: inside a select list Drizzle writes bare column names, and a bare "id" would be the post's.
const communityPosts = sql<number>`(select count(*) from ${posts} where ${posts}.community_id = ${communities}.id)::int`;

const columns = {
  id: communities.id,
  name: communities.name,
  acronym: communities.acronym,
  image: communities.image,
  about: communities.about,
  membersCount: communities.membersCount,
};

export type CommunityValues = { name: string; acronym: string; about: string; image?: string };

/** The admin's writes to communities; each write and its audit entry share one transaction. */
export function createCommunitiesAdminRepository(db: Db) {
  return {
    list: () =>
      db
        .select({ ...columns, postsCount: communityPosts })
        .from(communities)
        .orderBy(asc(communities.name))
        .limit(LIST_CAP),

    /** Inserts, or changes when `id` is given (undefined: no such community); `image` left out keeps the old one. */
    save: (id: number | null, values: CommunityValues, audit: AuditDraft) =>
      db.transaction(async (tx) => {
        const [row] = id
          ? await tx.update(communities).set(values).where(eq(communities.id, id)).returning(columns)
          : await tx.insert(communities).values(values).returning(columns);
        if (row) await recordAudit(tx, { ...audit, targetId: row.id });
        return row;
      }),

    /** Refused while it has posts; the row lock also holds off posts being written into it at that moment. */
    remove: (id: number, audit: AuditDraft): Promise<DeleteOutcome> =>
      db.transaction(async (tx) => {
        const [row] = await tx.select().from(communities).where(eq(communities.id, id)).for("update");
        if (!row) return null;
        const [used] = await tx.select({ n: communityPosts }).from(communities).where(eq(communities.id, id));
        if (used && used.n > 0) return { deleted: false, inUse: used.n };
        await tx.delete(communities).where(eq(communities.id, id));
        await recordAudit(tx, { ...audit, targetId: id, note: row.name });
        return { deleted: true };
      }),
  };
}
export type CommunitiesAdminRepository = ReturnType<typeof createCommunitiesAdminRepository>;
