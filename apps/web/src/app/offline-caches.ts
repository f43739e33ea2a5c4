/** Names of the service worker's runtime caches: the worker's config (pwa-plugin.ts) and the page's clean-up share them. */
export const offlineCaches = {
  pages: "forum-pages",
  assets: "forum-assets",
  /** API answers: they carry the reader's own state, so they go when someone else signs in or out. */
  api: "forum-api",
  uploads: "forum-uploads",
} as const;
