/**
 * Texts of the admin console and moderation (issue 12; API.md "Admin and moderation"). The specs name none of these,
 * so they are ours: short, plain, and the same on the server (answers) and the web (screens).
 */
export const adminMessages = {
  created: (what: string) => `${what} created.`,
  updated: (what: string) => `${what} updated.`,
  deleted: (what: string) => `${what} deleted.`,
  categoryInUse: (posts: number) =>
    `This category has ${posts} ${posts === 1 ? "post" : "posts"}. Move or delete them before deleting the category.`,
  communityInUse: (posts: number) =>
    `This community has ${posts} ${posts === 1 ? "post" : "posts"}. Delete them before deleting the community.`,
  nameTaken: "That name is already taken.",
  pollOptionsLocked: "The options cannot change once students have voted.",
  achieversUpdated: "Achievers image updated.",
  reportResolved: {
    dismiss: "Report dismissed.",
    hide: "Post hidden.",
    restore: "Post restored.",
    delete: "Post deleted.",
  },
  noReports: "This post has no reports.",
  suspended: "Account suspended.",
  unsuspended: "Account unsuspended.",
  cannotSuspendAdmin: "An admin cannot be suspended. Revoke their admin role first.",
  untilInPast: "The end date must be in the future.",
  notSuspended: "This account is not suspended.",
} as const;

/** What a suspended student reads when signing in (API.md: login answers 403 with the suspension message). */
export function suspensionMessage(reason: string, until: string | null): string {
  if (!until) return `Your account has been suspended. Reason: ${reason}`;
  const date = new Date(until);
  const when = `${date.toISOString().slice(0, 10)} ${date.toISOString().slice(11, 16)} UTC`;
  return `Your account has been suspended until ${when}. Reason: ${reason}`;
}

/** The banner over a hidden post, shown to its author (and admins). */
export const moderationTexts = {
  hiddenBanner: "Hidden by a moderator",
  removedBanner: "Removed by a moderator",
  /** The reason given when enough students reported a post (REPORT_HIDE_THRESHOLD). */
  autoHiddenReason: "Reported by several students; hidden until a moderator reviews it.",
  /** The bell's line for the outcome of a student's report. */
  reportOutcome: {
    dismiss: "A moderator reviewed your report and left the post up.",
    hide: "A moderator reviewed your report and hid the post.",
    restore: "A moderator reviewed your report and left the post up.",
    delete: "A moderator reviewed your report and removed the post.",
  },
} as const;

/** Largest sizes of the admin forms (every field has a bound). */
export const adminLimits = {
  categoryNameMax: 60,
  communityNameMax: 80,
  acronymMax: 12,
  aboutMax: 2_000,
  pollTitleMax: 200,
  pollOptionMax: 100,
  pollOptionsMin: 2,
  pollOptionsMax: 10,
  reasonNameMax: 60,
  reasonDescriptionMax: 300,
  noteMax: 1_000,
  suspendReasonMax: 500,
  searchMax: 100,
} as const;
