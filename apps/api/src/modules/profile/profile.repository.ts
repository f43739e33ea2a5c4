import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";

export function createProfileRepository(db: Db) {
  return {
    findById: async (id: number) => (await db.select().from(users).where(eq(users.id, id)))[0],
  };
}
export type ProfileRepository = ReturnType<typeof createProfileRepository>;
