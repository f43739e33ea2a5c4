/** The console's community screen. Shared labels (Save, Cancel, the nav): `features/admin/admin-ui-texts.ts`. */
export const adminCommunityTexts = {
  new: "New community",
  createTitle: "New community",
  editTitle: "Edit community",
  name: "Name",
  acronym: "Acronym",
  about: "About",
  image: "Image",
  imageHint: "JPEG, PNG, GIF or WebP. Leave empty to keep the current one.",
  imagePreview: "Preview of the new community image",
  imageCurrent: "The community's current image",
  none: "No communities yet.",
  members: (n: number) => `${n} ${n === 1 ? "member" : "members"}`,
  posts: (n: number) => `${n} ${n === 1 ? "post" : "posts"}`,
  deleteConfirm: (name: string) => `Delete the community "${name}"?`,
} as const;
