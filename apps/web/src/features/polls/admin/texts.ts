/** The console's poll screen. Shared labels (Save, Cancel, the nav): `features/admin/admin-ui-texts.ts`. */
export const adminPollTexts = {
  new: "New poll",
  createTitle: "New poll",
  editTitle: "Edit poll",
  title: "Title",
  option: (n: number) => `Option ${n}`,
  addOption: "Add option",
  removeOption: (n: number) => `Remove option ${n}`,
  active: "Active (shown on the home page; ends the poll that is active now)",
  activeMark: "Active",
  votes: (n: number) => `${n} ${n === 1 ? "vote" : "votes"}`,
  none: "No polls yet.",
  deleteConfirm: (title: string) => `Delete the poll "${title}" and its votes?`,
} as const;
