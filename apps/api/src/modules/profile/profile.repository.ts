import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";

export type ProfileChanges = Partial<
  Pick<typeof users.$inferInsert, "firstName" | "lastName" | "username" | "statusText" | "profileImage">
>;

/** PostgreSQL's unique_violation: the username index refused a name another request took a moment earlier. */
export const isUniqueViolation = (err: unknown) =>
  typeof err === "object" &&
  err !== null &&
  ((err as { code?: string }).code ?? (err as { cause?: { code?: string } }).cause?.code) === "23505";

const lowerUsername = sql<string>`lower(${users.username})`;

export function createProfileRepository(db: Db) {
  return {
    findById: async (id: number) => (await db.select().from(users).where(eq(users.id, id)))[0],

    /** Who holds this username, ignoring case (the unique index is on lower(username)). */
    usernameOwner: async (username: string) =>
      (await db.select({ id: users.id }).from(users).where(sql`${lowerUsername} = ${username.toLowerCase()}`))[0]?.id,

    /** Which of these (lower-cased) usernames are taken. */
    takenUsernames: async (candidates: string[]) =>
      new Set(
        (await db.select({ name: lowerUsername }).from(users).where(inArray(lowerUsername, candidates))).map(
          (r) => r.name,
        ),
      ),

    /** Throws a unique violation when the username was taken meanwhile; the service turns it into a 422. */
    update: async (id: number, changes: ProfileChanges) =>
      (
        await db
          .update(users)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning()
      )[0],
  };
}
export type ProfileRepository = ReturnType<typeof createProfileRepository>;
