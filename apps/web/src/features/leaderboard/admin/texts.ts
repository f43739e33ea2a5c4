/** The console's achievers image screen. Shared labels (Save, Cancel, the nav): `features/admin/admin-ui-texts.ts`. */
export const adminAchieverTexts = {
  current: "Current achievers image",
  currentAlt: "The achievers image shown on the home page",
  noCurrent: "No achievers image is shown yet.",
  choose: "New image",
  hint: "JPEG, PNG, GIF or WebP. It replaces the current one on the home page.",
  preview: "Preview of the new achievers image",
  upload: "Upload image",
  uploading: "Uploading...",
  required: "Choose an image first.",
} as const;
