import { z } from "zod";
import { adminIdParams, adminPageQuery } from "./admin.ts";
import { bind, operations } from "./endpoints/bind.ts";
import { rewardTasks } from "./endpoints/reward-tasks.ts";
import { adminRewardTasks } from "./endpoints/reward-tasks-admin.ts";
import { dataEnvelope, pageEnvelope } from "./envelopes.ts";
import { limits } from "./limits.ts";
import { INT32_MAX, idNumber, pageNumber } from "./numbers.ts";
import { publicUser } from "./profile.ts";
import {
  assignmentStatuses,
  rewardTaskLimits as L,
  rewardTaskMessages as M,
  rewardDifficulties,
  rewardTaskStatuses,
  rewardTypes,
} from "./reward-task-texts.ts";

/**
 * Reward tasks (API.md "Secondary areas: Reward tasks", main base `/api`, signed in): the partner's ("neoform")
 * translation tasks kept in the forum's own tables. Field names are the secondary spec's, its two spellings of the same
 * fact included (`total_tasks`/`totalItems`, `deadline`/`dueDate`, ...), so a screen written against either reads it.
 * Dates are ISO 8601 (UTC) or null. Statuses of assignments and items are the caller's own.
 */
export const rewardTaskSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  company: z.string(),
  company_logo: z.string().nullable(),
  difficulty: z.enum(rewardDifficulties),
  reward_type: z.enum(rewardTypes),
  category: z.string(),
  short_description: z.string(),
  /** Sanitised HTML. */
  description: z.string(),
  /** US dollars; null shows TBD. */
  reward_amount: z.number().nullable(),
  /** Days; null shows Not specified (the side card prefers `estimated_duration`). */
  duration: z.number().int().nullable(),
  estimated_duration: z.string().nullable(),
  deadline: z.string().nullable(),
  status: z.enum(rewardTaskStatuses),
  user_enrolled: z.boolean(),
  participants_count: z.number().int(),
  /** Null: Unlimited. */
  max_participants: z.number().int().nullable(),
  requirements: z.string(),
  instructions: z.string(),
  /** Comma-separated, as the spec has them. */
  skills_required: z.string(),
  tools_required: z.string(),
  /** The task's points (shown as "Task points"). */
  points: z.number().int(),
  third_party_ref: z.string(),
});
export type RewardTask = z.infer<typeof rewardTaskSchema>;

const status = z.enum(assignmentStatuses);
export const assignmentSchema = z.object({
  id: z.number().int(),
  reward_task_id: z.number().int(),
  title: z.string(),
  company: z.string(),
  company_logo: z.string().nullable(),
  status,
  description: z.string(),
  language_name: z.string(),
  language_mode: z.string(),
  total_tasks: z.number().int(),
  totalItems: z.number().int(),
  completed_tasks: z.number().int(),
  completedItems: z.number().int(),
  progressPercentage: z.number().int(),
  reward_amount: z.number().nullable(),
  reward_type: z.enum(rewardTypes),
  estimated_duration: z.string().nullable(),
  deadline: z.string().nullable(),
  dueDate: z.string().nullable(),
  start_date: z.string().nullable(),
  completion_date: z.string().nullable(),
  submission_date: z.string().nullable(),
  /** The reviewer's latest notes to the caller. */
  notes: z.string().nullable(),
});
export type Assignment = z.infer<typeof assignmentSchema>;

/** An assignment's translation item, with the caller's progress on it. */
export const assignmentTaskSchema = z.object({
  id: z.number().int(),
  assignment_id: z.number().int(),
  title: z.string(),
  text: z.string(),
  description: z.string(),
  status: z.enum(["pending", "in_progress", "submitted", "completed"]),
  points: z.number().int(),
  progress_percentage: z.number().int(),
  deadline: z.string().nullable(),
  dueDate: z.string().nullable(),
  estimated_duration: z.string().nullable(),
  submission_date: z.string().nullable(),
  completion_date: z.string().nullable(),
  completedAt: z.string().nullable(),
  started_date: z.string().nullable(),
  startedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  complexity: z.string(),
  style: z.string(),
  domain: z.string(),
  sentenceType: z.string(),
  grammaticalFeatures: z.string(),
  orderIndex: z.number().int(),
  hasTranslation: z.boolean(),
  hasAudio: z.boolean(),
  notes: z.string().nullable(),
  assignment: z.object({
    id: z.number().int(),
    title: z.string(),
    status,
    dueDate: z.string().nullable(),
    language_name: z.string(),
    language_mode: z.string(),
  }),
});
export type AssignmentTask = z.infer<typeof assignmentTaskSchema>;

/**
 * `task-progress/{id}`, and the answer to a submission. `draft` is ours: what a saved draft holds, so the dialog opens
 * with it (the text, and the stored recording to play back).
 */
export const taskProgressSchema = z.object({
  progress: z.object({
    hasTranslation: z.boolean(),
    hasAudio: z.boolean(),
    isCompleted: z.boolean(),
    canComplete: z.boolean(),
  }),
  timestamps: z.object({
    startedAt: z.string().nullable(),
    completedAt: z.string().nullable(),
    submission_date: z.string().nullable(),
  }),
  submission: z
    .object({ description: z.string(), links: z.array(z.string()), notes: z.string().nullable() })
    .nullable(),
  assignment: z.object({ title: z.string(), language: z.string(), dueDate: z.string().nullable() }),
  draft: z.object({ translated_text: z.string(), audio_url: z.string().nullable() }).nullable(),
});
export type TaskProgress = z.infer<typeof taskProgressSchema>;

// Queries and bodies
const search = (max: number) => z.string().trim().max(max).optional().default("");
export const rewardTasksQuery = z.object({
  search: search(L.searchMax),
  company: search(L.companyMax),
  reward_type: z.enum(rewardTypes).optional(),
  difficulty: z.enum(rewardDifficulties).optional(),
});
export const rewardTaskIdParams = adminIdParams;
export const thirdPartyRefParams = z.object({ ref: z.string().trim().min(1).max(64) });
export const rewardPageQuery = z.object({
  page: pageNumber(),
  per_page: z.coerce.number().int().min(1).max(limits.perPageMax).default(limits.perPageDefault),
});

/**
 * `submit-task/{id}` (multipart): `mark_completed=1` submits for review (both parts needed, checked in this order:
 * text, then audio), `0` saves a draft (either part may be missing; a part left out keeps what the draft had).
 * `upload_id` (ours) names one upload from the browser: sent again after a dropped connection, it is applied once.
 */
export const submitTaskBody = z.object({
  translated_text: z
    .string()
    .max(L.translationMax, { error: `The translation may be at most ${L.translationMax} characters.` })
    .optional(),
  audio_file: z.unknown().optional(),
  mark_completed: z.preprocess((v) => (v === undefined ? "1" : String(v)), z.enum(["0", "1"])),
  upload_id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: "The upload id must be 8 to 64 letters, digits, - or _." })
    .optional(),
});
export type SubmitTaskBody = z.infer<typeof submitTaskBody>;

export const rewardTaskList = z.object({ data: z.array(rewardTaskSchema) });
export const rewardTaskProfile = z.object({
  data: z.object({ third_party_ref: z.string(), reward_task: rewardTaskSchema, points: z.number().int() }),
});
export const assignmentsPage = z.object({ data: pageEnvelope(assignmentSchema) });
export const assignmentResponse = dataEnvelope(assignmentSchema);
export const assignmentTasksResponse = z.object({
  data: z.object({
    tasks: z.object({
      data: z.array(assignmentTaskSchema),
      pagination: z.object({
        page: z.number().int(),
        per_page: z.number().int(),
        total: z.number().int(),
        hasNext: z.boolean(),
      }),
    }),
  }),
});
export const assignmentTaskResponse = dataEnvelope(assignmentTaskSchema);
export const taskProgressResponse = dataEnvelope(taskProgressSchema);
export const submitTaskResponse = z.object({ data: taskProgressSchema, message: z.string() });

// Admin (API.md "Admin and moderation")
const text = (max: number, label: string) =>
  z
    .string({ error: `The ${label} is required.` })
    .trim()
    .min(1, { error: `The ${label} is required.` })
    .max(max, { error: `The ${label} may be at most ${max} characters.` });
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `The ${label} may be at most ${max} characters.` })
    .optional()
    .default("");
const optionalNumber = (max: number, label: string) =>
  z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z.coerce
      .number()
      .min(0, { error: `The ${label} cannot be negative.` })
      .max(max, { error: `The ${label} may be at most ${max}.` })
      .optional(),
  );
const optionalWhole = (max: number, label: string) =>
  z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z.coerce
      .number()
      .int({ error: `The ${label} must be a whole number.` })
      .min(1, { error: `The ${label} must be at least 1.` })
      .max(max, { error: `The ${label} may be at most ${max}.` })
      .optional(),
  );
const optionalDate = z.preprocess(
  (v) => (v === "" || v === null ? undefined : v),
  z.iso.datetime({ offset: true, error: "The deadline must be an ISO date and time." }).optional(),
);

/** A reward task as the console writes it (multipart; `company_logo` a picture file, empty keeps the old one). */
export const rewardTaskBody = z.object({
  name: text(L.nameMax, "name"),
  company: text(L.companyMax, "company"),
  company_logo: z.unknown().optional(),
  difficulty: z.enum(rewardDifficulties, { error: "Choose beginner, intermediate or advanced." }),
  reward_type: z.enum(rewardTypes, { error: "Choose cash, voucher, certificate or experience." }),
  category: text(L.categoryMax, "category"),
  short_description: text(L.shortDescriptionMax, "short description"),
  description: optionalText(L.descriptionHtmlMax, "description"),
  reward_amount: optionalNumber(L.rewardAmountMax, "reward amount"),
  duration: optionalWhole(3650, "duration"),
  estimated_duration: optionalText(L.durationTextMax, "estimated duration"),
  deadline: optionalDate,
  status: z.enum(rewardTaskStatuses).default("open"),
  max_participants: optionalWhole(L.participantsMax, "maximum of participants"),
  requirements: optionalText(L.longTextMax, "requirements"),
  instructions: optionalText(L.longTextMax, "instructions"),
  skills_required: optionalText(L.listFieldMax, "skills"),
  tools_required: optionalText(L.listFieldMax, "tools"),
  points: z.coerce.number().int().min(0).max(L.pointsMax).default(0),
});
export type RewardTaskBody = z.infer<typeof rewardTaskBody>;

export const assignmentBody = z.object({
  title: text(L.nameMax, "title"),
  description: optionalText(L.longTextMax, "description"),
  language_name: text(L.languageMax, "language"),
  language_mode: text(L.languageMax, "language mode"),
  reward_amount: optionalNumber(L.rewardAmountMax, "reward amount"),
  estimated_duration: optionalText(L.durationTextMax, "estimated duration"),
  deadline: optionalDate,
});
export type AssignmentBody = z.infer<typeof assignmentBody>;

const label = (name: string) => optionalText(L.itemLabelMax, name);
/** One translation item of a bulk upload (JSON list, or the rows of a CSV with these headers). */
export const translationItemInput = z.object({
  text: text(L.itemTextMax, "text"),
  sentence_type: label("sentence type"),
  grammatical_features: label("grammatical features"),
  domain: label("domain"),
  style: label("style"),
  complexity: label("complexity"),
  points: z.coerce.number().int().min(0).max(L.pointsMax).default(0),
});
/** `POST /admin/assignments/{id}/tasks`: JSON `{items: [...]}`, or multipart `file` (a .json or .csv of them). */
export const translationItemsBody = z.object({
  items: z
    .array(translationItemInput)
    .min(1, { error: M.itemsMissing })
    .max(L.itemsPerUpload, { error: M.itemsTooMany(L.itemsPerUpload) })
    .optional(),
  file: z.unknown().optional(),
});

export const submissionStatus = z.enum(["submitted", "completed", "in_progress"]);
/**
 * The review queue, narrowed to one reward task, one assignment or one language (assignments in different languages
 * share their sentences, so a reviewer checks one language at a time). The language matches regardless of case.
 */
export const adminSubmissionsQuery = adminPageQuery.extend({
  status: submissionStatus.default("submitted"),
  reward_task_id: idNumber(`The reward task must be an id: a whole number from 1 to ${INT32_MAX}.`).optional(),
  assignment_id: idNumber(`The assignment must be an id: a whole number from 1 to ${INT32_MAX}.`).optional(),
  language: z
    .string()
    .trim()
    .min(1, { error: "The language may not be blank." })
    .max(L.languageMax, { error: `The language may be at most ${L.languageMax} characters.` })
    .optional(),
});
export type AdminSubmissionFilters = Pick<
  z.infer<typeof adminSubmissionsQuery>,
  "reward_task_id" | "assignment_id" | "language"
>;
export const adminSubmissionSchema = z.object({
  id: z.number().int(),
  task_id: z.number().int(),
  task: z.object({ id: z.number().int(), text: z.string(), assignment_id: z.number().int() }),
  /** Which reward task and assignment (so which language) the item belongs to: the reviewer checks that language. */
  reward_task: z.object({ id: z.number().int(), name: z.string() }),
  assignment: z.object({
    id: z.number().int(),
    title: z.string(),
    language_name: z.string(),
    language_mode: z.string(),
  }),
  student: publicUser,
  translated_text: z.string(),
  audio_url: z.string().nullable(),
  audio_seconds: z.number().nullable(),
  status: submissionStatus,
  submitted_at: z.string().nullable(),
  notes: z.string().nullable(),
});
export type AdminSubmission = z.infer<typeof adminSubmissionSchema>;
export const adminSubmissionsPage = pageEnvelope(adminSubmissionSchema);
export const rejectSubmissionBody = z.object({
  notes: z
    .string({ error: M.rejectNotesRequired })
    .trim()
    .min(1, { error: M.rejectNotesRequired })
    .max(L.notesMax, { error: `The notes may be at most ${L.notesMax} characters.` }),
});
export const adminRewardTaskList = z.object({ data: z.array(rewardTaskSchema) });
export const rewardTaskSaved = z.object({ data: rewardTaskSchema, message: z.string() });
export const assignmentSaved = z.object({ data: assignmentSchema, message: z.string() });
export const itemsAdded = z.object({ data: z.object({ added: z.number().int() }), message: z.string() });
export const submissionReviewed = z.object({ data: adminSubmissionSchema, message: z.string() });
export const rewardTaskDeleted = z.object({ data: z.null(), message: z.string() });
/** `GET /admin/assignments/{id}/export`: a ZIP file, not JSON (`contentMediaType` says so in the OpenAPI document). */
export const assignmentExport = z
  .string()
  .meta({ contentMediaType: "application/zip", description: "The assignment's submissions as a ZIP file." });

const one = { params: rewardTaskIdParams };
/** The students' calls with their schemas (the server registers them; the web calls the descriptors). */
export const rewardTasksApi = operations("rewardTasks", {
  list: bind(rewardTasks.list, "List reward tasks", { query: rewardTasksQuery, response: rewardTaskList }),
  profile: bind(rewardTasks.profile, "A reward task's profile", { ...one, response: rewardTaskProfile }, [404]),
  assignments: bind(
    rewardTasks.assignments,
    "List the assignments of a task's batch",
    { params: thirdPartyRefParams, query: rewardPageQuery, response: assignmentsPage },
    [404],
  ),
  assignment: bind(rewardTasks.assignment, "An assignment", { ...one, response: assignmentResponse }, [404]),
  assignmentTasks: bind(
    rewardTasks.assignmentTasks,
    "List the tasks of an assignment",
    { ...one, query: rewardPageQuery, response: assignmentTasksResponse },
    [404],
  ),
  task: bind(rewardTasks.task, "A task of an assignment", { ...one, response: assignmentTaskResponse }, [404]),
  progress: bind(
    rewardTasks.progress,
    "The caller's progress on a task",
    { ...one, response: taskProgressResponse },
    [404],
  ),
  submit: bind(
    rewardTasks.submit,
    "Save or submit a task (text and audio)",
    { ...one, body: submitTaskBody, response: submitTaskResponse },
    [404, 413, 415],
  ),
});

/** The console's calls (API.md "Admin and moderation"). */
export const adminRewardTasksApi = operations("adminRewardTasks", {
  list: bind(adminRewardTasks.list, "List reward tasks (admin)", { response: adminRewardTaskList }, [403]),
  create: bind(
    adminRewardTasks.create,
    "Create a reward task",
    { body: rewardTaskBody, response: rewardTaskSaved },
    [403, 413, 415],
  ),
  update: bind(
    adminRewardTasks.update,
    "Update a reward task",
    { ...one, body: rewardTaskBody, response: rewardTaskSaved },
    [403, 404, 413, 415],
  ),
  remove: bind(adminRewardTasks.remove, "Delete a reward task", { ...one, response: rewardTaskDeleted }, [403, 404]),
  createAssignment: bind(
    adminRewardTasks.createAssignment,
    "Create an assignment of a reward task",
    { ...one, body: assignmentBody, response: assignmentSaved },
    [403, 404],
  ),
  addItems: bind(
    adminRewardTasks.addItems,
    "Upload the items of an assignment",
    { ...one, body: translationItemsBody, response: itemsAdded },
    [403, 404, 413, 415],
  ),
  submissions: bind(
    adminRewardTasks.submissions,
    "List submissions for review",
    { query: adminSubmissionsQuery, response: adminSubmissionsPage },
    [403],
  ),
  approve: bind(
    adminRewardTasks.approve,
    "Approve a submission (awards its points)",
    { ...one, response: submissionReviewed },
    [403, 404, 409],
  ),
  reject: bind(
    adminRewardTasks.reject,
    "Reject a submission",
    { ...one, body: rejectSubmissionBody, response: submissionReviewed },
    [403, 404, 409],
  ),
  export: bind(
    adminRewardTasks.export,
    "Download an assignment's submissions (ZIP)",
    { ...one, response: assignmentExport },
    [403, 404],
  ),
});
