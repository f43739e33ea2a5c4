import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";

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
  };
}
export type AdminRepository = ReturnType<typeof createAdminRepository>;
