/** The console's audit log. Shared labels (Save, Cancel, the nav): `features/admin/admin-ui-texts.ts`. */
export const adminAuditTexts = {
  none: "Nothing recorded yet.",
  who: "Who",
  action: "Action",
  target: "Target",
  note: "Note",
  when: "When",
  gone: "Deleted account",
} as const;
