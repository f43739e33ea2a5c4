import { inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";

const lowerUsername = sql<string>`lower(${users.username})`;

export function createMentionsRepository(db: Db) {
  return {
    /** The students holding these (lower-cased) usernames, by the unique index on lower(username). */
    named: (usernames: string[]) =>
      usernames.length
        ? db.select({ id: users.id, username: users.username }).from(users).where(inArray(lowerUsername, usernames))
        : Promise.resolve([]),
  };
}
export type MentionsRepository = ReturnType<typeof createMentionsRepository>;
