import { and, count, countDistinct, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { communities, posts, reports, users } from "../../db/schema/index.ts";
import { suspendedNow } from "../../db/suspension.ts";
import { containsPattern } from "../../platform/sql-patterns.ts";
import { type AuditDraft, recordAudit } from "../audit/audit.repository.ts";

const userColumns = {
  id: users.id,
  email: users.email,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImage: users.profileImage,
  isAdmin: users.isAdmin,
  emailVerifiedAt: users.emailVerifiedAt,
  createdAt: users.createdAt,
  suspendedAt: users.suspendedAt,
  suspendedReason: users.suspendedReason,
  suspendedUntil: users.suspendedUntil,
};

/** A part of the e-mail, username, first or last name, ignoring case. */
const matching = (search: string | undefined) => {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(users.email, pattern),
    ilike(users.username, pattern),
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
  );
};
const scalar = (query: ReturnType<typeof sql>) => sql<number>`(${query})`.mapWith(Number);

/** Accounts as the admin console sees them: the list, suspension, the admin flag, the dashboard's counts. */
export function createAdminRepository(db: Db) {
  return {
    /** Sets the admin flag of the account with this (normalised) e-mail; false when there is none. */
    async setAdminFlag(email: string, isAdmin: boolean): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ isAdmin, updatedAt: new Date() })
        .where(eq(users.email, email))
        .returning({ id: users.id });
      return rows.length === 1;
    },

    /** A page of accounts, newest first, with the total that match. */
    async users(search: string | undefined, page: number, perPage: number) {
      const where = matching(search);
      const [rows, [total]] = await Promise.all([
        db
          .select(userColumns)
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    findUser: async (id: number) => (await db.select(userColumns).from(users).where(eq(users.id, id)))[0],

    /** Suspends and bumps the token version (every token of the account stops working), with its audit entry. */
    suspend: (id: number, s: { reason: string; until: Date | null }, audit: AuditDraft) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({
            suspendedAt: new Date(),
            suspendedReason: s.reason,
            suspendedUntil: s.until,
            tokenVersion: sql`${users.tokenVersion} + 1`,
            updatedAt: new Date(),
          })
          .where(and(eq(users.id, id), eq(users.isAdmin, false)))
          .returning(userColumns);
        if (row) await recordAudit(tx, { ...audit, targetId: id });
        return row;
      }),

    /** Lifts a suspension in force; undefined when there is none (an ended one counts as none). */
    unsuspend: (id: number, audit: AuditDraft) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ suspendedAt: null, suspendedReason: null, suspendedUntil: null, updatedAt: new Date() })
          .where(and(eq(users.id, id), suspendedNow))
          .returning(userColumns);
        if (row) await recordAudit(tx, { ...audit, targetId: id });
        return row;
      }),

    /** The dashboard's figures, one row of scalar counts. */
    async overview() {
      const [row] = await db
        .select({
          openReports: scalar(
            sql`${db
              .select({ n: countDistinct(reports.postId) })
              .from(reports)
              .where(eq(reports.status, "open"))}`,
          ),
          hiddenPosts: scalar(sql`${db.select({ n: count() }).from(posts).where(eq(posts.status, "hidden"))}`),
          suspendedUsers: scalar(sql`${db.select({ n: count() }).from(users).where(suspendedNow)}`),
          users: scalar(sql`${db.select({ n: count() }).from(users)}`),
          posts: scalar(
            sql`${db
              .select({ n: count() })
              .from(posts)
              .where(and(eq(posts.status, "published"), eq(posts.type, "post")))}`,
          ),
          communities: scalar(sql`${db.select({ n: count() }).from(communities)}`),
        })
        .from(sql`(select 1) as one`);
      return row!;
    },
  };
}
export type AdminRepository = ReturnType<typeof createAdminRepository>;
export type AdminUserRow = NonNullable<Awaited<ReturnType<AdminRepository["findUser"]>>>;
