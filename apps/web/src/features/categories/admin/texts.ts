/** The console's category screen. Shared labels (Save, Cancel, the nav): `features/admin/admin-ui-texts.ts`. */
export const adminCategoryTexts = {
  new: "New category",
  createTitle: "New category",
  editTitle: "Edit category",
  name: "Name",
  none: "No categories yet.",
  posts: (n: number) => `${n} ${n === 1 ? "post" : "posts"}`,
  deleteConfirm: (name: string) => `Delete the category "${name}"?`,
} as const;
