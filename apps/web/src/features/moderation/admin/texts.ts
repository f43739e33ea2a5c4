import type { ResolveAction } from "@forum/contract";

/**
 * The console's report queue (the server's answers come from `adminMessages`).
 * Shared labels (Save, Cancel, the nav): `features/admin/admin-ui-texts.ts`.
 */
export const adminReportTexts = {
  open: "Open",
  resolved: "Resolved",
  none: { open: "No open reports. All clear.", resolved: "No resolved reports yet." },
  hidden: "Hidden",
  deleted: "Deleted",
  by: (name: string) => `by ${name}`,
  reporters: (n: number) => `${n} ${n === 1 ? "reporter" : "reporters"}`,
  /** A sign-up burst reported it (issue 23): its accounts count as one reporter, and the row says so. */
  reportersBurst: (accounts: number, n: number) =>
    `${accounts} reports, counted as ${n} ${n === 1 ? "reporter" : "reporters"} (accounts made together from one address count once)`,
  firstReported: "First reported",
  reasons: "Reasons",
  resolution: (action: string, who: string) => `${action} by ${who}`,
  someone: "a former admin",
  actionDone: { dismiss: "Dismissed", hide: "Hidden", restore: "Restored", delete: "Deleted" },
  actions: { dismiss: "Dismiss", hide: "Hide", restore: "Restore", delete: "Delete" } satisfies Record<
    ResolveAction,
    string
  >,
  dialogTitle: {
    dismiss: "Dismiss report",
    hide: "Hide post",
    restore: "Restore post",
    delete: "Delete post",
  } satisfies Record<ResolveAction, string>,
  dialogText: {
    dismiss: "The post stays up and the report is closed. The reporters are told.",
    hide: "Only the author and admins will see the post, with a banner saying it was hidden. The reporters are told.",
    restore: "The post becomes visible to everyone again.",
    delete: "The post is removed for everyone, including its author. This cannot be undone. Are you sure?",
  } satisfies Record<ResolveAction, string>,
  note: "Note (optional)",
  /** Where each action's note goes (moderation.service.ts: a hide's note is the post's hidden reason). */
  noteHint: {
    dismiss: "Kept in the audit log only.",
    hide: "Kept in the audit log and shown to the author as the reason.",
    restore: "Kept in the audit log only: the post comes back without the hidden banner and its reason.",
    delete: "Kept in the audit log only.",
  } satisfies Record<ResolveAction, string>,
} as const;

/** The console's report reasons screen. Shared labels (Save, Cancel, the nav): `features/admin/admin-ui-texts.ts`. */
export const adminReasonTexts = {
  new: "New reason",
  createTitle: "New report reason",
  editTitle: "Edit report reason",
  name: "Name",
  description: "Description",
  none: "No report reasons yet. Students cannot report posts until there is one.",
  deleteConfirm: (name: string) => `Delete the report reason "${name}"?`,
} as const;
