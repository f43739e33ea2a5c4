import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    /** Stored lower-cased and trimmed, so one address is one account. */
    email: text("email").notNull(),
    username: text("username"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    profileImage: text("profile_image"),
    statusText: text("status_text"),
    passwordHash: text("password_hash"),
    googleSub: text("google_sub"),
    emailVerifiedAt: ts("email_verified_at"),
    isAdmin: boolean("is_admin").notNull().default(false),
    /** Bumped on logout and password reset: every token carrying an older version is revoked. */
    tokenVersion: integer("token_version").notNull().default(0),
    /** Set by an admin's suspension, with its reason and optional end; a past end means no longer suspended. */
    suspendedAt: ts("suspended_at"),
    suspendedReason: text("suspended_reason"),
    suspendedUntil: ts("suspended_until"),
    /**
     * The sign-up burst the account was made in: the id of the first account made from the same address within
     * `signupBurst.windowMinutes` before it (itself when none). Accounts of one burst count once toward hiding a post
     * (db/auto-hide.ts). Null for accounts made without a known address (seed, console): each is its own.
     */
    signupCluster: integer("signup_cluster"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    uniqueIndex("users_username_lower_key").on(sql`lower(${t.username})`),
    uniqueIndex("users_google_sub_key").on(t.googleSub),
    // @mention suggestions: usernames and names starting with what was typed (text_pattern_ops serves LIKE 'q%').
    index("users_username_prefix_idx").using("btree", sql`lower(${t.username}) text_pattern_ops`),
    index("users_name_prefix_idx").using(
      "btree",
      sql`lower(coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '')) text_pattern_ops`,
    ),
    index("users_last_name_prefix_idx").using("btree", sql`lower(${t.lastName}) text_pattern_ops`),
  ],
);

/** The columns of what another student may see of a user (platform/public-user.ts shapes them for answers). */
export const publicUserColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImage: users.profileImage,
};

/** A column pointing at a user; the row goes when the user goes. */
export const userRef = (name = "user_id") =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

/**
 * The sign-up burst an address is in, while it may still grow: `key` is an HMAC of the address (its /64 for IPv6)
 * under the server secret, and the row is swept once its burst's window has passed, so no address is kept beyond
 * the hour it is needed for (modules/auth/signup-burst.ts).
 */
export const signupAddresses = pgTable(
  "signup_addresses",
  {
    key: text("key").primaryKey(),
    /** The first account of the burst (users.id); later accounts from the address within the window take it. */
    clusterId: integer("cluster_id").notNull(),
    startedAt: ts("started_at").notNull().defaultNow(),
  },
  (t) => [index("signup_addresses_started_idx").on(t.startedAt)],
);

/** One-time codes mailed to a user: 6 digits to verify an e-mail, 4 digits to reset a password. */
export const authCodes = pgTable(
  "auth_codes",
  {
    id: serial("id").primaryKey(),
    userId: userRef(),
    purpose: text("purpose", { enum: ["verify_email", "password_reset"] }).notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: ts("expires_at").notNull(),
    consumedAt: ts("consumed_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("auth_codes_user_purpose_idx").on(t.userId, t.purpose)],
);

/**
 * Single-use tokens that set a new password: handed out after a correct reset code, or mailed as a link with the code
 * (which works while code checks are paused). Only their hash is kept.
 */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: serial("id").primaryKey(),
    userId: userRef(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: ts("expires_at").notNull(),
    usedAt: ts("used_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("password_reset_tokens_hash_key").on(t.tokenHash),
    index("password_reset_tokens_user_idx").on(t.userId),
  ],
);

/**
 * What the server remembers of one address, per kind: wrong code guesses (which slow down and cap further guesses),
 * code mails of each purpose (capped per hour) and of every purpose (`code_mail`: one a minute across kinds). Kept in the database so that it survives a restart and every instance shares it.
 * `key` is an HMAC of the normalised e-mail, so unknown addresses (treated exactly like known ones) are not kept in
 * clear; rows untouched for a month are swept.
 */
export const authThrottles = pgTable(
  "auth_throttles",
  {
    kind: text("kind", {
      enum: ["verify_email_guess", "password_reset_guess", "verify_email_mail", "password_reset_mail", "code_mail"],
    }).notNull(),
    key: text("key").notNull(),
    /** Epoch milliseconds of the recent events, oldest first; pruned to the longest window that counts them. */
    hits: jsonb("hits").$type<number[]>().notNull().default([]),
    /** Wrong guesses up to here no longer slow the next one down (a right code or a sign-in came after them). */
    clearedAt: ts("cleared_at"),
    /** The last alert mail about wrong guesses, so that at most one goes out a day. */
    alertedAt: ts("alerted_at"),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] }), index("auth_throttles_updated_idx").on(t.updatedAt)],
);
