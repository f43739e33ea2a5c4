/**
 * Announcements (secondary §2 and §8; API.md "Secondary areas"): the spec's texts verbatim, the console's labels, and
 * the bounds of the admin form. No zod here: the web's pages import it through `@forum/contract/texts`.
 */
export const announcementTexts = {
  title: "Announcements",
  topUpdate: "Top Update",
  noTopUpdate: "No Top Update currently",
  categoriesLabel: "Categories",
  all: "All",
  noAnnouncements: "No Announcement Currently",
  recentPosts: "Recent Posts",
  noSimilar: "No similar Announcements",
  /** The breadcrumb's cut of the title (secondary §9). */
  breadcrumbTitleLength: 15,
  // Ours (the spec says fetch errors are only logged; a page still needs to say it has nothing to show).
  loading: "Loading announcements...",
  loadFailed: "Announcements could not be loaded.",
  retry: "Try again",
  more: "More announcements",
  notFound: "Announcement not found",
  notFoundLink: "See all announcements",
} as const;

/** What the server answers to the admin's announcement writes that are its own (the rest: `adminMessages`). */
export const announcementMessages = {
  contentRequired: "The content is required.",
  categoryUnknown: "Choose one of the announcement categories.",
} as const;

export const announcementLimits = {
  titleMax: 150,
  categoryNameMax: 60,
  /** The preview of a card (lists, the featured one, similar ones), as a post's in a feed. */
  previewLength: 400,
  /** The console lists the newest ones whole (it edits them); a cap against a runaway answer. */
  adminListCap: 200,
} as const;
