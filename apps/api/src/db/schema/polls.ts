import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { userRef } from "./users.ts";

export const polls = pgTable(
  "polls",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    active: boolean("active").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // "The active poll" is one poll: the database refuses a second.
  (t) => [uniqueIndex("polls_one_active_key").on(t.active).where(sql`${t.active}`)],
);

export const pollOptions = pgTable(
  "poll_options",
  {
    id: serial("id").primaryKey(),
    pollId: integer("poll_id")
      .notNull()
      .references(() => polls.id, { onDelete: "cascade" }),
    option: text("option").notNull(),
    position: integer("position").notNull().default(0),
    votesCount: integer("votes_count").notNull().default(0),
  },
  (t) => [index("poll_options_poll_idx").on(t.pollId)],
);

/** One vote per user and poll: the primary key refuses a second one, even under concurrent votes. */
export const pollVotes = pgTable(
  "poll_votes",
  {
    pollId: integer("poll_id")
      .notNull()
      .references(() => polls.id, { onDelete: "cascade" }),
    userId: userRef(),
    optionId: integer("option_id")
      .notNull()
      .references(() => pollOptions.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pollId, t.userId] })],
);

/** The achievers image shown on the home sidebar; at most one active. */
export const achievers = pgTable(
  "achievers",
  {
    id: serial("id").primaryKey(),
    imagePath: text("image_path").notNull(),
    active: boolean("active").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("achievers_one_active_key").on(t.active).where(sql`${t.active}`)],
);
