import type { Viewer } from "./posts.filters.ts";

/**
 * Who may moderate a post's thread (accept its answer for its author, close it as a duplicate): admins everywhere.
 * Issue 29 adds moderators of a community; they will be asked here, so every answers call keeps one rule.
 */
export async function mayModerate(viewer: Viewer, _communityId: number | null): Promise<boolean> {
  return !!viewer?.isAdmin;
}
