import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { communities } from "./communities.ts";
import { categories } from "./reference.ts";
import { userRef, users } from "./users.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** A column pointing at a post; the row goes when the post goes. */
const postRef = () =>
  integer("post_id")
    .notNull()
    .references((): AnyPgColumn => posts.id, { onDelete: "cascade" });

/**
 * Posts, comments and drafts are one entity: `type` says which, `status` whether it is published. A moderator's hide
 * makes a published one `hidden` and a delete `removed` (kept for the report queue and the audit log): every list
 * reads `published` only, so neither needs a filter of its own, and restoring makes it `published` again.
 */
export const posts = pgTable(
  "posts",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().defaultRandom().unique(),
    type: text("type", { enum: ["post", "comment"] }).notNull(),
    status: text("status", { enum: ["published", "draft", "hidden", "removed"] }).notNull(),
    /** Why a moderator (or REPORT_HIDE_THRESHOLD reports) hid or removed it; shown to its author. */
    hiddenReason: text("hidden_reason"),
    title: text("title"),
    /** Sanitised HTML, as served. */
    content: text("content").notNull(),
    /** The content's text without markup, for previews and search. */
    contentText: text("content_text").notNull().default(""),
    parentId: integer("parent_id").references((): AnyPgColumn => posts.id, { onDelete: "cascade" }),
    userId: userRef(),
    anonymous: boolean("anonymous").notNull().default(false),
    communityId: integer("community_id").references(() => communities.id, { onDelete: "cascade" }),
    /** Stored image paths under /forum/uploads (at most 4). */
    images: jsonb("images").$type<string[]>().notNull().default([]),
    /** The tags joined by spaces, kept with post_tags, so the search vector can weigh them. */
    tagsText: text("tags_text").notNull().default(""),
    /** Title (A), tags (B) and text (C) for full-text search; kept by PostgreSQL. */
    search: tsvector("search").generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', tags_text), 'B') || setweight(to_tsvector('english', content_text), 'C')`,
    ),
    /** The feed's default order, kept by refreshHotScore (db/hot-score.ts). */
    hotScore: doublePrecision("hot_score").notNull().default(0),
    likesCount: integer("likes_count").notNull().default(0),
    unlikesCount: integer("unlikes_count").notNull().default(0),
    repliesCount: integer("replies_count").notNull().default(0),
    viewsCount: integer("views_count").notNull().default(0),
    /** A question's answer: one of its direct replies, chosen by its author (or a moderator); null when unsolved. */
    acceptedReplyId: integer("accepted_reply_id").references((): AnyPgColumn => posts.id, { onDelete: "set null" }),
    /** When the answer was accepted: the answerer's points count in that week. */
    acceptedAt: ts("accepted_at"),
    /** Closed as a duplicate of another question: it takes no more replies and links to the original. */
    duplicateOfId: integer("duplicate_of_id").references((): AnyPgColumn => posts.id, { onDelete: "set null" }),
    /** Locked by a moderator: the discussion takes no new replies (API.md "Trust and safety"). */
    locked: boolean("locked").notNull().default(false),
    /** Pinned by a moderator: first in its community (and, by an admin, at the top of the feed). */
    pinned: boolean("pinned").notNull().default(false),
    /** Set when a published post's or comment's title or content changes (its earlier versions are in post_revisions). */
    editedAt: ts("edited_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  // Drizzle's desc() writes DESC NULLS LAST; queries say plain DESC (= NULLS FIRST), and only a match uses the index.
  // The feed indexes also carry community_id, so a page's ids (and the rows skipped before a deep page) are picked
  // and filtered for visibility from the index alone, without a heap visit per skipped row.
  (t) => [
    index("posts_feed_recent_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.communityId)
      .where(sql`status = 'published' AND type = 'post'`),
    index("posts_feed_hot_idx")
      .on(t.hotScore.desc().nullsFirst(), t.id.desc().nullsFirst(), t.communityId)
      .where(sql`status = 'published' AND type = 'post'`),
    // The feed filtered to solved questions: few of them, so their own small index (unanswered and unsolved are most
    // posts, read from the feed indexes with a filter).
    index("posts_feed_solved_idx")
      .on(t.hotScore.desc().nullsFirst(), t.id.desc().nullsFirst(), t.communityId)
      .where(sql`status = 'published' AND type = 'post' AND accepted_reply_id IS NOT NULL`),
    // Searches that take replies too (no parents_only): newest first, and a search's newest candidates, from an index.
    index("posts_published_recent_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.communityId)
      .where(sql`status = 'published'`),
    index("posts_accepted_reply_idx").on(t.acceptedReplyId).where(sql`accepted_reply_id IS NOT NULL`),
    index("posts_duplicate_of_idx").on(t.duplicateOfId).where(sql`duplicate_of_id IS NOT NULL`),
    index("posts_search_idx").using("gin", t.search),
    index("posts_title_trgm_idx").using("gin", sql`(coalesce(${t.title}, '') || ' ' || ${t.tagsText}) gin_trgm_ops`),
    index("posts_parent_idx").on(t.parentId, t.createdAt),
    index("posts_user_idx").on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("posts_community_idx").on(t.communityId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check("posts_type_check", sql`${t.type} in ('post', 'comment')`),
    check("posts_status_check", sql`${t.status} in ('published', 'draft', 'hidden', 'removed')`),
    check("posts_comment_parent_check", sql`(${t.type} = 'comment') = (${t.parentId} is not null)`),
  ],
);

/**
 * A published post's or comment's earlier versions, one row each time its title or content changed (newest has the
 * highest version). `editorId` is who saved the change; anonymity is applied when answering, as for the post.
 */
export const postRevisions = pgTable(
  "post_revisions",
  {
    id: serial("id").primaryKey(),
    postId: postRef(),
    version: integer("version").notNull(),
    title: text("title"),
    content: text("content").notNull(),
    /** When this version stopped being the current one. */
    editedAt: ts("edited_at").notNull().defaultNow(),
    editorId: integer("editor_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("post_revisions_post_version_key").on(t.postId, t.version),
    index("post_revisions_editor_idx").on(t.editorId),
  ],
);

export const postCategories = pgTable(
  "post_categories",
  {
    postId: postRef(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.categoryId] }), index("post_categories_category_idx").on(t.categoryId)],
);

/** Tags as typed (original casing) with a lower-cased key for case-insensitive matching. */
export const postTags = pgTable(
  "post_tags",
  {
    postId: postRef(),
    tagKey: text("tag_key").notNull(),
    tag: text("tag").notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.tagKey] }), index("post_tags_key_idx").on(t.tagKey)],
);

/** A like (1) or dislike (-1); one per user and post, so the two exclude each other. */
export const postReactions = pgTable(
  "post_reactions",
  {
    postId: postRef(),
    userId: userRef(),
    value: smallint("value").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    index("post_reactions_user_idx").on(t.userId),
    index("post_reactions_created_idx").on(t.createdAt),
    check("post_reactions_value_check", sql`${t.value} in (1, -1)`),
  ],
);

export const bookmarks = pgTable(
  "bookmarks",
  {
    id: serial("id").primaryKey(),
    userId: userRef(),
    postId: postRef(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("bookmarks_user_idx").on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // One bookmark per user and post, even when a double click sends two toggles.
    uniqueIndex("bookmarks_post_user_key").on(t.postId, t.userId),
  ],
);

/** One view per viewer (user, or hashed address for guests) per hour. */
export const postViews = pgTable(
  "post_views",
  {
    postId: postRef(),
    viewerKey: text("viewer_key").notNull(),
    hour: integer("hour").notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.viewerKey, t.hour] })],
);

/** One report per user and post, with the reasons chosen. */
export const reports = pgTable(
  "reports",
  {
    id: serial("id").primaryKey(),
    postId: postRef(),
    userId: userRef(),
    reasonIds: jsonb("reason_ids").$type<number[]>().notNull(),
    status: text("status", { enum: ["open", "resolved"] })
      .notNull()
      .default("open"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("reports_post_user_key").on(t.postId, t.userId),
    index("reports_status_idx").on(t.status, t.createdAt),
  ],
);

/** How an admin resolved the reports of a post; the newest is the queue row's `resolution`. */
export const reportResolutions = pgTable(
  "report_resolutions",
  {
    id: serial("id").primaryKey(),
    postId: postRef(),
    action: text("action", { enum: ["dismiss", "hide", "restore", "delete"] }).notNull(),
    note: text("note"),
    /** The admin; kept null when their account goes, so the record stays. */
    adminId: integer("admin_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("report_resolutions_post_idx").on(t.postId, t.createdAt)],
);
