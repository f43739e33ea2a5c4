import {
  contentMessages,
  limits,
  messages,
  normaliseTags,
  type PostInput,
  postFormTexts,
  postPageTexts,
} from "@forum/contract";
import type { Db } from "../../db/client.ts";
import { AppError, forbidden, invalidField, notFound } from "../../platform/errors.ts";
import type { Events, TransactionalEvents } from "../../platform/events.ts";
import type { PublicUrls } from "../../platform/public-user.ts";
import type { Storage } from "../../platform/storage.ts";
import { isOverBudget, type Workers } from "../../platform/workers/workers.ts";
import type { WriteKind, Writer, WriteThrottle } from "../../platform/write-throttle.ts";
import { refuseReplyToClosed } from "./ask-once.service.ts";
import type { Mentions } from "./mentions.ts";
import { storePostImages } from "./post-images.ts";
import type { Viewer } from "./posts.filters.ts";
import type { PostsReadService } from "./posts.read.service.ts";
import type { PostRow, PostsRepository } from "./posts.repository.ts";
import type { PostsWriteRepository, PostValues } from "./posts.write.repository.ts";
import type { RevisionsRepository } from "./revisions.repository.ts";
import { replacedVersion } from "./revisions.service.ts";

export type WriteDeps = PublicUrls & {
  repo: PostsRepository;
  write: PostsWriteRepository;
  /** An edit of a published post keeps the version it replaces (revisions.service.ts). */
  revisions: Pick<RevisionsRepository, "record">;
  read: PostsReadService;
  storage: Storage;
  throttle: WriteThrottle;
  /**
   * Every write is a `post-written` event (caches); a new published reply also `reply-published`, a new published
   * post `post-published` (notifications, watching).
   */
  events: Pick<Events, "emit" | "transactional">;
  /** Sanitising and image re-encoding run in the worker pool, never on the event loop. */
  workers: Workers;
  /** @mentions linked and whom they notify (mentions.ts). */
  mentions: Mentions;
};

type Author = NonNullable<Viewer> & Writer;
/** What is stored, and the students its @mentions notify once it is published. */
type Values = PostValues & { mentioned: number[] };

/**
 * Every published save names its mentions; each student is told once per post or comment (the notification's unique
 * key), so an edit tells only those it adds.
 */
const raiseMentions = (events: TransactionalEvents, tx: Db, itemId: number, v: Values) =>
  v.mentioned.length ? events.raise(tx, "mentioned", { itemId, userIds: v.mentioned }) : Promise.resolve();

/**
 * A post or reply published now (new, or a draft published): its mentions first, then that it appeared, so the
 * students it mentions already hold their `mention` when the watchers of what it is in are told (they are not told
 * twice: notifications/watched-notification.ts).
 */
async function raisePublished(events: TransactionalEvents, tx: Db, itemId: number, v: Values) {
  await raiseMentions(events, tx, itemId, v);
  if (v.type === "comment") await events.raise(tx, "reply-published", { replyId: itemId });
  else await events.raise(tx, "post-published", { postId: itemId });
}

/** What a save counts as for the throttle: drafts reach nobody, so they pace like edits. */
function kindOf(input: PostInput, isComment: boolean): WriteKind {
  if (input.status === "draft" || input.type === "draft") return "edit";
  return isComment || input.parent_uuid || input.type === "comment" ? "comment" : "post";
}

export function createPostsWriteService(d: WriteDeps) {
  /** Turns form input into stored values, enforcing the spec's rules (core §5) and the community rule. */
  async function values(input: PostInput, author: Author, existing?: PostRow): Promise<Values> {
    const parentUuid = input.parent_uuid ?? existing?.parent?.uuid ?? null;
    const type = parentUuid || input.type === "comment" ? "comment" : "post";
    const status = input.status ?? (input.type === "draft" ? "draft" : "published");
    const sanitized = await d.workers.html.sanitize(input.content, { publicUrl: d.publicUrl });
    const text = sanitized.text;
    if (text.length > limits.contentTextMax) throw invalidField("content", contentMessages.textTooLong);
    let parentId: number | null = null;
    let communityId = input.community_id ?? existing?.post.communityId ?? null;

    if (type === "comment") {
      if (!parentUuid) throw invalidField("parent_uuid", messages.posts.parentMissing);
      // Not found or not visible is no parent; a database failure stays a failure (503, not a 422).
      const parent = await d.read.visible(parentUuid, author).catch((err: unknown) => {
        if (err instanceof AppError) return null;
        throw err;
      });
      if (parent?.post.status !== "published") throw invalidField("parent_uuid", messages.posts.parentMissing);
      if (existing?.post.status !== "published") refuseReplyToClosed(parent);
      parentId = parent.post.id;
      communityId = parent.post.communityId; // a reply is as private as what it answers
    } else if (communityId && !(await d.repo.isMember(communityId, author.id)) && !author.isAdmin) {
      throw forbidden(messages.posts.communityMembersOnly);
    }

    const title = type === "comment" ? null : input.title?.trim() || null;
    if (type === "post" && !communityId && !title) throw invalidField("title", messages.validation.titleRequired);
    if (!text) {
      const message = communityId ? messages.posts.communityContentEmpty : messages.validation.contentRequired;
      throw invalidField("content", message);
    }

    const categoryIds = type === "post" ? [...new Set(input.category_id ?? [])] : [];
    if ((await d.write.existingCategoryIds(categoryIds)).length !== categoryIds.length) {
      throw invalidField("category_id", messages.posts.categoryInvalid);
    }
    const images = await storePostImages(input.images, existing?.post.images ?? [], d);
    const { html: content, mentioned } = await d.mentions.link(sanitized, author.id);
    return {
      mentioned,
      type,
      status,
      title,
      content,
      contentText: text,
      anonymous: input.anonymous ?? existing?.post.anonymous ?? false,
      communityId,
      parentId,
      images,
      tags: type === "post" ? normaliseTags(input.tags) : [],
      categoryIds,
    };
  }

  async function answer(uuid: string, viewer: Author, message: string) {
    const row = await d.read.visible(uuid, viewer);
    const [data] = await d.read.present([row], viewer, "whole");
    return { data: data!, uuid, message };
  }

  /**
   * Runs a save within the author's throttle. A save refused for its input (4xx) gives its turn back, unless it cost
   * the worker pool its whole time budget: refunding that would let one student burn the pool's CPU unpaced.
   */
  async function paced<T>(kind: WriteKind, author: Author, save: () => Promise<T>): Promise<T> {
    const refund = await d.throttle.take(kind, author);
    try {
      return await save();
    } catch (err) {
      if (err instanceof AppError && err.status < 500 && !isOverBudget(err)) await refund();
      throw err;
    }
  }

  async function ownPost(idOrUuid: string, viewer: Author, allowAdmin: boolean) {
    const row = await d.repo.findOne(idOrUuid);
    if (!row || (row.post.status === "draft" && row.post.userId !== viewer.id)) throw notFound(messages.posts.notFound);
    // What a moderator removed is gone for its author too (a hidden one they may still edit or delete).
    if (row.post.status === "removed" && !viewer.isAdmin) throw notFound(messages.posts.notFound);
    if (row.post.userId !== viewer.id && !(allowAdmin && viewer.isAdmin)) throw forbidden(messages.posts.notAuthor);
    return row;
  }

  async function create(input: PostInput, author: Author) {
    const v = await values(input, author);
    const published = v.status === "published";
    const events = d.events.transactional();
    const { id, uuid } = await d.write.create(author.id, v, async (tx, row) => {
      if (published) await raisePublished(events, tx, row.id, v);
    });
    await d.events.emit("post-written", { id, type: v.type, published, change: "created" });
    await events.committed();
    const message =
      v.status === "draft"
        ? postFormTexts.draftSaved
        : v.communityId && v.type === "post"
          ? messages.posts.communityPostCreated
          : postFormTexts.postCreated;
    return answer(uuid, author, message);
  }

  async function edit(row: PostRow, input: PostInput, author: Author) {
    const v = await values(input, author, row);
    const publishingDraft = row.post.status === "draft" && v.status === "published";
    const events = d.events.transactional();
    const replaced = replacedVersion(row.post, v, author.id);
    await d.write.update(row.post.id, { ...v, parentId: row.post.parentId }, publishingDraft, async (tx) => {
      if (replaced) await d.revisions.record(replaced, tx);
      if (publishingDraft) await raisePublished(events, tx, row.post.id, v);
      else if (v.status === "published") await raiseMentions(events, tx, row.post.id, v);
    });
    const published = v.status === "published";
    await d.events.emit("post-written", { id: row.post.id, type: v.type, published, change: "edited" });
    await events.committed();
    return answer(row.post.uuid, author, v.status === "draft" ? postFormTexts.draftUpdated : postFormTexts.postUpdated);
  }

  return {
    create: (input: PostInput, author: Author) => paced(kindOf(input, false), author, () => create(input, author)),

    async edit(idOrUuid: string, input: PostInput, author: Author) {
      const row = await ownPost(idOrUuid, author, false);
      // Publishing a draft is posting; any other save of one's own post is an edit.
      const publishing = row.post.status === "draft" && kindOf(input, false) !== "edit";
      const kind = publishing ? kindOf(input, row.post.type === "comment") : "edit";
      return paced(kind, author, () => edit(row, input, author));
    },

    async remove(idOrUuid: string, viewer: Author) {
      const row = await ownPost(idOrUuid, viewer, true);
      await d.write.remove(row.post);
      const post = row.post;
      await d.events.emit("post-written", {
        id: post.id,
        type: post.type,
        published: post.status === "published",
        change: "deleted",
      });
      // Stored files are named by content, so another post may hold the same one: remove only the unused.
      const inUse = await d.write.imagesInUse(row.post.images);
      await Promise.all(row.post.images.filter((p) => !inUse.has(p)).map((p) => d.storage.remove(p)));
      return { message: row.post.type === "comment" ? postPageTexts.deleteCommentDone : postPageTexts.deletePostDone };
    },
  };
}
export type PostsWriteService = ReturnType<typeof createPostsWriteService>;
