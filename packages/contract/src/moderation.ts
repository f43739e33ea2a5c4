import { z } from "zod";
import { adminDeleted, adminIdParams, adminPageQuery, requiredLine } from "./admin.ts";
import { adminLimits as L } from "./admin-texts.ts";
import { bind, operations } from "./endpoints/bind.ts";
import { moderation } from "./endpoints/moderation.ts";
import { adminModeration } from "./endpoints/moderation-admin.ts";
import { dataEnvelope, messageEnvelope, pageEnvelope } from "./envelopes.ts";
import { idNumber } from "./numbers.ts";
import { postSchema } from "./posts.ts";
import { publicUser } from "./profile.ts";

// Reporting a post: the reasons a student picks from, and the report
export const reportReasonSchema = z.object({ id: z.number().int(), name: z.string(), description: z.string() });
export type ReportReason = z.infer<typeof reportReasonSchema>;
export const reportReasonsResponse = z.object({ data: z.array(reportReasonSchema) });
export const reportInput = z.object({
  post_id: z.union([idNumber(), z.string().min(1).max(64)]),
  report_reasons: z.array(idNumber()).max(20),
});

// Report reasons in the console
export const reasonBody = z.object({
  name: requiredLine(L.reasonNameMax, "name"),
  description: requiredLine(L.reasonDescriptionMax, "description"),
});
export const reasonList = z.object({ data: z.array(reportReasonSchema) });
export const reasonSaved = z.object({ data: reportReasonSchema, message: z.string() });

// The report queue: one row per reported post
export const resolveActions = ["dismiss", "hide", "restore", "delete"] as const;
export type ResolveAction = (typeof resolveActions)[number];
export const reportsQuery = adminPageQuery.extend({ status: z.enum(["open", "resolved"]).default("open") });
export const reportResolutionSchema = z.object({
  action: z.enum(resolveActions),
  note: z.string().nullable(),
  resolved_at: z.string(),
  /** The admin who resolved it; null when the account is gone. */
  resolved_by: publicUser.nullable(),
});
export const reportRowSchema = z.object({
  /** The post as an admin sees it: hidden and deleted ones too (`hidden`, `hidden_reason`). */
  post: postSchema,
  reasons: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() })),
  /** Students who reported it; accounts made from one address within an hour (a sign-up burst) count as one. */
  reporters_count: z.number().int(),
  /** Every reporting account, bursts counted in full: above `reporters_count` when a burst reported it. */
  reporters_accounts: z.number().int(),
  first_reported_at: z.string(),
  status: z.enum(["open", "resolved"]),
  /** The latest resolution, if any (an open row may have one: new reports reopened it). */
  resolution: reportResolutionSchema.nullable(),
});
export type ReportRow = z.infer<typeof reportRowSchema>;
export const reportsPage = pageEnvelope(reportRowSchema);
export const reportPostParams = z.object({ post_id: idNumber() });
export const resolveBody = z.object({
  action: z.enum(resolveActions, { error: "Choose dismiss, hide, restore or delete." }),
  note: z
    .string()
    .trim()
    .max(L.noteMax, { error: `The note may be at most ${L.noteMax} characters.` })
    .optional()
    .transform((s) => (s ? s : null)),
});
export const reportResolved = dataEnvelope(reportRowSchema).extend({ message: z.string() });

/** Filing a report (operation ids `posts...` as before they moved here). */
export const moderationApi = operations("posts", {
  reportReasons: bind(moderation.reportReasons, "List the reasons a post may be reported for", {
    response: reportReasonsResponse,
  }),
  report: bind(moderation.report, "Report a post", { body: reportInput, response: messageEnvelope }, [403, 404]),
});

const one = { params: adminIdParams };
/** The console's moderation calls (operation ids `admin...` as before they moved here). */
export const adminModerationApi = operations("admin", {
  reasons: bind(adminModeration.reasons, "List report reasons (admin)", { response: reasonList }, [403]),
  createReason: bind(
    adminModeration.createReason,
    "Create a report reason",
    { body: reasonBody, response: reasonSaved },
    [403],
  ),
  updateReason: bind(
    adminModeration.updateReason,
    "Update a report reason",
    { ...one, body: reasonBody, response: reasonSaved },
    [403, 404],
  ),
  deleteReason: bind(
    adminModeration.deleteReason,
    "Delete a report reason",
    { ...one, response: adminDeleted },
    [403, 404],
  ),
  reports: bind(
    adminModeration.reports,
    "List reported posts (the report queue)",
    { query: reportsQuery, response: reportsPage },
    [403],
  ),
  resolveReport: bind(
    adminModeration.resolveReport,
    "Resolve the reports of a post",
    { params: reportPostParams, body: resolveBody, response: reportResolved },
    [403, 404],
  ),
});
