import { sql } from "drizzle-orm";
import {
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { userRef, users } from "./users.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: "number" });

/**
 * A partner's reward task (API.md "Secondary areas: Reward tasks"). `thirdPartyRef` names its batch of assignments in
 * the neoform paths. Deleting from the console sets `deletedAt`: approved work keeps counting in students' points.
 */
export const rewardTasks = pgTable(
  "reward_tasks",
  {
    id: serial("id").primaryKey(),
    thirdPartyRef: text("third_party_ref").notNull(),
    name: text("name").notNull(),
    company: text("company").notNull(),
    companyLogo: text("company_logo"),
    difficulty: text("difficulty", { enum: ["beginner", "intermediate", "advanced"] }).notNull(),
    rewardType: text("reward_type", { enum: ["cash", "voucher", "certificate", "experience"] }).notNull(),
    category: text("category").notNull(),
    shortDescription: text("short_description").notNull(),
    /** Sanitised HTML. */
    description: text("description").notNull().default(""),
    rewardAmount: money("reward_amount"),
    duration: integer("duration"),
    estimatedDuration: text("estimated_duration"),
    deadline: ts("deadline"),
    status: text("status", { enum: ["open", "closed"] })
      .notNull()
      .default("open"),
    maxParticipants: integer("max_participants"),
    requirements: text("requirements").notNull().default(""),
    instructions: text("instructions").notNull().default(""),
    skillsRequired: text("skills_required").notNull().default(""),
    toolsRequired: text("tools_required").notNull().default(""),
    points: integer("points").notNull().default(0),
    deletedAt: ts("deleted_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("reward_tasks_third_party_ref_key").on(t.thirdPartyRef),
    index("reward_tasks_listed_idx").on(t.status, t.createdAt).where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * A student enrolled in a reward task: added in the transaction of their first save or submission, which locks the
 * task's row first, so a full task is never over-filled by concurrent first saves.
 */
export const rewardTaskParticipants = pgTable(
  "reward_task_participants",
  {
    rewardTaskId: integer("reward_task_id")
      .notNull()
      .references(() => rewardTasks.id, { onDelete: "cascade" }),
    userId: userRef(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.rewardTaskId, t.userId] }), index("reward_task_participants_user_idx").on(t.userId)],
);

/** A batch of translation items in one language (an "assignment"); its status is each student's own, derived. */
export const rewardAssignments = pgTable(
  "reward_assignments",
  {
    id: serial("id").primaryKey(),
    rewardTaskId: integer("reward_task_id")
      .notNull()
      .references(() => rewardTasks.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    languageName: text("language_name").notNull(),
    languageMode: text("language_mode").notNull(),
    rewardAmount: money("reward_amount"),
    estimatedDuration: text("estimated_duration"),
    deadline: ts("deadline"),
    cancelledAt: ts("cancelled_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [index("reward_assignments_task_idx").on(t.rewardTaskId, t.id)],
);

/** One English sentence to translate and read aloud; `orderIndex` is its place in the assignment. */
export const translationItems = pgTable(
  "translation_items",
  {
    id: serial("id").primaryKey(),
    assignmentId: integer("assignment_id")
      .notNull()
      .references(() => rewardAssignments.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    sentenceType: text("sentence_type").notNull().default(""),
    grammaticalFeatures: text("grammatical_features").notNull().default(""),
    domain: text("domain").notNull().default(""),
    style: text("style").notNull().default(""),
    complexity: text("complexity").notNull().default(""),
    orderIndex: integer("order_index").notNull(),
    points: integer("points").notNull().default(0),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("translation_items_assignment_order_key").on(t.assignmentId, t.orderIndex)],
);

/**
 * A student's work on one item: a draft (`in_progress`), under review (`submitted`) or approved (`completed`); a
 * rejection sets it back to `in_progress` with the reviewer's `notes`. No row means `pending`. Audio is stored under
 * `audioKey` (content-hash name) with what the server read of it. `lastUploadId` is the browser's id of the upload
 * last applied, so a retried upload is applied once. `completedAt` dates the points (this week's or older).
 */
export const itemSubmissions = pgTable(
  "item_submissions",
  {
    id: serial("id").primaryKey(),
    itemId: integer("item_id")
      .notNull()
      .references(() => translationItems.id, { onDelete: "cascade" }),
    userId: userRef(),
    status: text("status", { enum: ["in_progress", "submitted", "completed"] }).notNull(),
    translatedText: text("translated_text").notNull().default(""),
    audioKey: text("audio_key"),
    audioSha256: text("audio_sha256"),
    audioMime: text("audio_mime"),
    audioBytes: integer("audio_bytes"),
    audioSeconds: real("audio_seconds"),
    lastUploadId: text("last_upload_id"),
    notes: text("notes"),
    /** The item's points when approved (an item's points edited later do not change what was earned). */
    pointsAwarded: integer("points_awarded").notNull().default(0),
    startedAt: ts("started_at").notNull().defaultNow(),
    submittedAt: ts("submitted_at"),
    reviewedAt: ts("reviewed_at"),
    reviewedBy: integer("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    completedAt: ts("completed_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("item_submissions_item_user_key").on(t.itemId, t.userId),
    // The console's review queue by status, oldest first.
    index("item_submissions_status_submitted_idx").on(t.status, t.submittedAt, t.id),
    // A student's approved points, this week's and all.
    index("item_submissions_user_completed_idx").on(t.userId, t.completedAt).where(sql`${t.status} = 'completed'`),
  ],
);
