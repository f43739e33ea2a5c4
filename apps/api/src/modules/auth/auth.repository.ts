import { and, eq, gt, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { authCodes, passwordResetTokens, signupAddresses, users } from "../../db/schema/index.ts";
import { signupBurst } from "./signup-burst.ts";

export type CodePurpose = "verify_email" | "password_reset";
export type UserRow = typeof users.$inferSelect;

export function createAuthRepository(db: Db) {
  // Every signed-in request and socket handshake reads this: a named statement, only the columns the checks need.
  const authStateById = db
    .select({
      id: users.id,
      email: users.email,
      isAdmin: users.isAdmin,
      tokenVersion: users.tokenVersion,
      suspendedAt: users.suspendedAt,
      suspendedUntil: users.suspendedUntil,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder("id")))
    .prepare("auth_state_by_id");
  return {
    findAuthState: async (id: number) => (await authStateById.execute({ id }))[0],
    findUserByEmail: async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0],
    findUserById: async (id: number) => (await db.select().from(users).where(eq(users.id, id)))[0],
    findUserByGoogleSub: async (sub: string) => (await db.select().from(users).where(eq(users.googleSub, sub)))[0],

    /**
     * Returns undefined when the address is taken (also under concurrent sign-ups). With `signupKey` (the sign-up
     * address's key, signup-burst.ts) the account joins that address's burst in the same transaction: the address's
     * row is upserted, so concurrent sign-ups from one address queue on it and all land in one burst.
     */
    createUser: (values: {
      email: string;
      passwordHash?: string;
      googleSub?: string;
      verified?: boolean;
      firstName?: string;
      lastName?: string;
      username?: string;
      signupKey?: string;
    }) =>
      db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            email: values.email,
            passwordHash: values.passwordHash ?? null,
            googleSub: values.googleSub ?? null,
            emailVerifiedAt: values.verified ? new Date() : null,
            firstName: values.firstName ?? null,
            lastName: values.lastName ?? null,
            username: values.username ?? null,
          })
          .onConflictDoNothing()
          .returning();
        if (!user || !values.signupKey) return user;
        const windowStart = sql`now() - make_interval(mins => ${signupBurst.windowMinutes})`;
        // Addresses whose burst is over are forgotten: the key is kept only while it can still join accounts.
        await tx.delete(signupAddresses).where(lte(signupAddresses.startedAt, windowStart));
        const open = sql`${signupAddresses.startedAt} > ${windowStart}`;
        const [burst] = await tx
          .insert(signupAddresses)
          .values({ key: values.signupKey, clusterId: user.id })
          .onConflictDoUpdate({
            target: signupAddresses.key,
            set: {
              clusterId: sql`case when ${open} then ${signupAddresses.clusterId} else excluded.cluster_id end`,
              startedAt: sql`case when ${open} then ${signupAddresses.startedAt} else excluded.started_at end`,
            },
          })
          .returning({ clusterId: signupAddresses.clusterId });
        const [joined] = await tx
          .update(users)
          .set({ signupCluster: burst!.clusterId })
          .where(eq(users.id, user.id))
          .returning();
        return joined;
      }),

    linkGoogle: async (userId: number, sub: string) =>
      (
        await db
          .update(users)
          .set({
            googleSub: sub,
            emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
            updatedAt: new Date(),
          })
          .where(eq(users.id, userId))
          .returning()
      )[0],

    /** ADMIN_EMAILS applied: the account becomes an admin (answers the row as it is now). */
    makeAdmin: async (userId: number) =>
      (await db.update(users).set({ isAdmin: true, updatedAt: new Date() }).where(eq(users.id, userId)).returning())[0],

    markVerified: async (userId: number) =>
      (
        await db
          .update(users)
          .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: new Date() })
          .where(eq(users.id, userId))
          .returning()
      )[0],

    /** New password and a new token version: every earlier access token stops working. */
    setPassword: async (userId: number, passwordHash: string) => {
      await db
        .update(users)
        .set({
          passwordHash,
          tokenVersion: sql`${users.tokenVersion} + 1`,
          // Proving control of the mailbox by reset code also verifies it.
          emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId));
    },

    revokeTokens: async (userId: number) => {
      await db
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, userId));
    },

    /** A fresh code replaces any earlier one of the same purpose. */
    replaceCode: (userId: number, purpose: CodePurpose, codeHash: string, expiresAt: Date) =>
      db.transaction(async (tx) => {
        await tx.delete(authCodes).where(and(eq(authCodes.userId, userId), eq(authCodes.purpose, purpose)));
        await tx.insert(authCodes).values({ userId, purpose, codeHash, expiresAt });
      }),

    /** Atomic: of two requests with the same right code, only one consumes it. */
    consumeCode: async (codeId: number) =>
      (
        await db
          .update(authCodes)
          .set({ consumedAt: new Date() })
          .where(and(eq(authCodes.id, codeId), isNull(authCodes.consumedAt)))
          .returning({ id: authCodes.id })
      ).length === 1,

    createResetToken: async (userId: number, tokenHash: string, expiresAt: Date) => {
      await db.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
    },

    /** Atomic single use: returns the user id once, then never again. */
    useResetToken: async (tokenHash: string) =>
      (
        await db
          .update(passwordResetTokens)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(passwordResetTokens.tokenHash, tokenHash),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, new Date()),
            ),
          )
          .returning({ userId: passwordResetTokens.userId })
      )[0]?.userId,

    /** After a reset, the user's other reset tokens (mailed links too) and any reset code still open are void. */
    voidResets: (userId: number) =>
      db.transaction(async (tx) => {
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
        await tx
          .update(authCodes)
          .set({ consumedAt: new Date() })
          .where(
            and(eq(authCodes.userId, userId), eq(authCodes.purpose, "password_reset"), isNull(authCodes.consumedAt)),
          );
      }),
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
