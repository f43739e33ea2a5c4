import { and, asc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { communities, communityMembers, publicUserColumns, users } from "../../db/schema/index.ts";
import { containsPattern } from "../../platform/sql-patterns.ts";

/** Lists stay one query; a forum has tens of communities, this only guards against a runaway answer. */
const LIST_CAP = 200;

/** Whether `userId` belongs to the community of the row being read (an index lookup on the primary key). */
const memberOf = (userId: number | null): SQL<boolean> =>
  userId
    ? sql<boolean>`exists (select 1 from ${communityMembers} where ${communityMembers.communityId} = ${communities.id} and ${communityMembers.userId} = ${userId})`
    : sql<boolean>`false`;

const columns = (viewerId: number | null) => ({
  id: communities.id,
  name: communities.name,
  acronym: communities.acronym,
  image: communities.image,
  about: communities.about,
  membersCount: communities.membersCount,
  isMember: memberOf(viewerId),
});

export type CommunityRow = {
  id: number;
  name: string;
  acronym: string;
  image: string | null;
  about: string;
  membersCount: number;
  isMember: boolean;
};

export function createCommunitiesRepository(db: Db) {
  const find = async (id: number, viewerId: number | null): Promise<CommunityRow | undefined> =>
    (await db.select(columns(viewerId)).from(communities).where(eq(communities.id, id)).limit(1))[0];

  return {
    find,

    /** All communities (by name or acronym when searching), or only those `memberId` joined; by name. */
    list: (f: { search?: string; memberId?: number }, viewerId: number | null): Promise<CommunityRow[]> =>
      db
        .select(columns(viewerId))
        .from(communities)
        .where(
          and(
            f.search
              ? or(
                  ilike(communities.name, containsPattern(f.search)),
                  ilike(communities.acronym, containsPattern(f.search)),
                )
              : undefined,
            f.memberId ? memberOf(f.memberId) : undefined,
          ),
        )
        .orderBy(asc(communities.name))
        .limit(LIST_CAP),

    /** The first members to join, with their public names. */
    members: (communityId: number, limit: number) =>
      db
        .select(publicUserColumns)
        .from(communityMembers)
        .innerJoin(users, eq(users.id, communityMembers.userId))
        .where(eq(communityMembers.communityId, communityId))
        .orderBy(asc(communityMembers.createdAt), asc(communityMembers.userId))
        .limit(limit),

    /**
     * Adds (or removes) the membership and moves members_count in the same transaction. Only the statement that
     * really inserted (or deleted) the row moves the counter, so repeated or concurrent joins count once.
     * False when the community does not exist.
     */
    setMembership: (communityId: number, userId: number, join: boolean): Promise<boolean> =>
      db.transaction(async (tx) => {
        const [exists] = await tx
          .select({ id: communities.id })
          .from(communities)
          .where(eq(communities.id, communityId))
          .for("update");
        if (!exists) return false;
        const changed = join
          ? await tx
              .insert(communityMembers)
              .values({ communityId, userId })
              .onConflictDoNothing()
              .returning({ userId: communityMembers.userId })
          : await tx
              .delete(communityMembers)
              .where(and(eq(communityMembers.communityId, communityId), eq(communityMembers.userId, userId)))
              .returning({ userId: communityMembers.userId });
        if (changed.length > 0) {
          await tx
            .update(communities)
            .set({ membersCount: sql`greatest(${communities.membersCount} + ${join ? 1 : -1}, 0)` })
            .where(eq(communities.id, communityId));
        }
        return true;
      }),

    /** One community the viewer has not joined, picked at random (any one for a guest). */
    random: async (viewerId: number | null): Promise<CommunityRow | undefined> =>
      (
        await db
          .select(columns(viewerId))
          .from(communities)
          .where(viewerId ? sql`not ${memberOf(viewerId)}` : undefined)
          .orderBy(sql`random()`)
          .limit(1)
      )[0],
  };
}
export type CommunitiesRepository = ReturnType<typeof createCommunitiesRepository>;
