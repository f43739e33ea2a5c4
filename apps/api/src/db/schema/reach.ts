import type { ReachChannels, ReachType } from "@forum/contract";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { communities } from "./communities.ts";
import { posts } from "./posts.ts";
import { userRef } from "./users.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * A browser's Web Push subscription (RFC 8030): where the push service takes messages for one device, and the keys
 * (RFC 8291) a message is encrypted with. One row per endpoint: subscribing again, or signing in as someone else on the
 * same device, takes the row over. Dropped when the push service answers 404 or 410.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: userRef(),
    endpoint: text("endpoint").notNull(),
    /** The browser's P-256 public key and auth secret, base64url as PushSubscription.toJSON() gives them. */
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_key").on(t.endpoint),
    index("push_subscriptions_user_idx").on(t.userId),
  ],
);

/**
 * What reaches a student outside the open tab: per type, push and e-mail (a type missing from `types` has the
 * defaults, push on and e-mail off), and the digest. No row: every default. `lastDigestAt` is when the last digest
 * went out (or was found to have nothing new), so a digest is sent once per period across instances and restarts.
 */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: userRef().primaryKey(),
    digest: text("digest", { enum: ["off", "daily", "weekly"] })
      .notNull()
      .default("off"),
    types: jsonb("types").$type<Partial<Record<ReachType, ReachChannels>>>().notNull().default({}),
    lastDigestAt: ts("last_digest_at"),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    // The digest run reads only students who asked for one.
    index("notification_preferences_digest_idx").on(t.digest, t.lastDigestAt).where(sql`digest <> 'off'`),
    check("notification_preferences_digest_check", sql`${t.digest} in ('off', 'daily', 'weekly')`),
  ],
);

/**
 * A student's watch level on a post, a community or a tag (exactly one of the three). "normal" is no row: watching
 * notifies of every new reply (a post) or new post (a community, a tag); muted silences everything from it.
 */
export const watches = pgTable(
  "watches",
  {
    id: serial("id").primaryKey(),
    userId: userRef(),
    postId: integer("post_id").references(() => posts.id, { onDelete: "cascade" }),
    communityId: integer("community_id").references(() => communities.id, { onDelete: "cascade" }),
    /** A tag's key (post_tags.tag_key): tags have no table of their own. */
    tagKey: text("tag_key"),
    level: text("level", { enum: ["watching", "muted"] }).notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  // Each unique index leads with the target: "who watches this" is the question a new reply or post asks.
  (t) => [
    uniqueIndex("watches_post_key").on(t.postId, t.userId).where(sql`post_id is not null`),
    uniqueIndex("watches_community_key").on(t.communityId, t.userId).where(sql`community_id is not null`),
    uniqueIndex("watches_tag_key").on(t.tagKey, t.userId).where(sql`tag_key is not null`),
    index("watches_user_idx").on(t.userId),
    check(
      "watches_target_check",
      sql`num_nonnulls(${t.postId}, ${t.communityId}, ${t.tagKey}) = 1 and length(coalesce(${t.tagKey}, '')) <= 200`,
    ),
    check("watches_level_check", sql`${t.level} in ('watching', 'muted')`),
  ],
);
