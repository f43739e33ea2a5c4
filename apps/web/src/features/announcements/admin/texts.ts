/** The console's labels for announcements and their categories (the server's answers come from `adminMessages`). */
export const announcementAdminTexts = {
  announcements: {
    new: "New announcement",
    createTitle: "New announcement",
    editTitle: "Edit announcement",
    title: "Title",
    category: "Category",
    noCategory: "No category",
    featured: "Featured (the newest featured one is the Top Update of the announcements page)",
    featuredMark: "Featured",
    content: "Content (HTML)",
    contentHint: "Paragraphs, headings, lists, links and emphasis are kept; anything else is removed when saved.",
    image: "Image",
    imageHint: "JPEG, PNG, GIF or WebP. Leave empty to keep the current one.",
    imagePreview: "Preview of the new announcement image",
    imageCurrent: "The announcement's current image",
    none: "No announcements yet.",
    deleteConfirm: (title: string) => `Delete the announcement "${title}"?`,
  },
  categories: {
    new: "New announcement category",
    createTitle: "New announcement category",
    name: "Name",
    none: "No announcement categories yet.",
  },
} as const;
