import { type PostRevision, revisionsMax } from "@forum/contract";
import { type PublicUrls, publicUserOf } from "../../platform/public-user.ts";
import type { Viewer } from "./posts.filters.ts";
import type { PostsReadService } from "./posts.read.service.ts";
import type { PostRow } from "./posts.repository.ts";
import type { ReplacedVersion, RevisionsRepository } from "./revisions.repository.ts";

export type RevisionsDeps = PublicUrls & {
  revisions: RevisionsRepository;
  /** Who may read a post may read its history: the same rule, not a copy of it. */
  read: Pick<PostsReadService, "visible">;
};

/**
 * What an edit leaves in the history: the version it replaces, when a published post's (or comment's; hidden ones
 * too, they were published) title or content changes. A draft has no readers, so saving or publishing one is not an
 * edit; a save that changes only tags, categories, images or anonymity keeps no version (the diff would be empty).
 * Content is compared as stored, sanitised HTML: a change of formatting alone is a version too.
 */
export function replacedVersion(
  before: PostRow["post"],
  after: { title: string | null; content: string },
  editorId: number,
): ReplacedVersion | null {
  if (before.status === "draft") return null;
  if (before.title === after.title && before.content === after.content) return null;
  return { postId: before.id, title: before.title, content: before.content, editorId };
}

/** GET /posts/{id}/revisions (API.md "Answers"). */
export function createRevisionsService(d: RevisionsDeps) {
  return {
    /**
     * The newest `revisionsMax` earlier versions, to whoever may read the post (a comment is a post here). The
     * anonymity rule is the presenter's (toPost): an anonymous post's editor is named only to its author and admins.
     */
    async list(idOrUuid: string, viewer: Viewer): Promise<{ data: PostRevision[] }> {
      const { post } = await d.read.visible(idOrUuid, viewer);
      const revealed = !post.anonymous || viewer?.id === post.userId || !!viewer?.isAdmin;
      const rows = await d.revisions.list(post.id, revisionsMax);
      return {
        data: rows.map((r) => ({
          version: r.version,
          title: r.title,
          content: r.content,
          edited_at: r.editedAt.toISOString(),
          editor: revealed && r.editor ? publicUserOf(r.editor, d) : null,
        })),
      };
    },
  };
}
export type RevisionsService = ReturnType<typeof createRevisionsService>;
