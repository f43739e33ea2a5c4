import { communityMessages, messages, normaliseTags, type WatchLevel, watchMessages } from "@forum/contract";
import { AppError, invalidField, notFound } from "../../../platform/errors.ts";
import type { Viewer } from "../../posts/posts.filters.ts";
import { visiblePost } from "../../posts/posts.read.service.ts";
import type { PostsRepository } from "../../posts/posts.repository.ts";
import type { WatchingRepository, WatchTarget } from "./watching.repository.ts";

type Deps = { repo: WatchingRepository; posts: Pick<PostsRepository, "findOne" | "isMember"> };
type Caller = NonNullable<Viewer>;

/** A post the caller may not see is not there for them (404, a members-only one too: its existence is not told). */
const seen = (idOrUuid: string, caller: Caller, repo: Deps["posts"]) =>
  visiblePost(repo, idOrUuid, caller).catch((err: unknown) => {
    if (err instanceof AppError) throw notFound(messages.posts.notFound);
    throw err;
  });

/**
 * Watch levels (API.md "Reach"): watching, normal (no row) or muted, on a post, a community or a tag. A reply's id
 * stands for the post it is in (levels are kept on posts: a reply is watched or muted with its thread).
 */
export function createWatchingService(d: Deps) {
  async function postTarget(idOrUuid: string, caller: Caller): Promise<WatchTarget> {
    const { post } = await seen(idOrUuid, caller, d.posts);
    const root = post.parentId === null ? post.id : await d.repo.rootOf(post.id);
    if (root === undefined) throw notFound(messages.posts.notFound);
    if (root !== post.id) await seen(String(root), caller, d.posts);
    return { postId: root };
  }

  /** `id` null: not a 32-bit id (communityParams), so no community. */
  async function communityTarget(id: number | null): Promise<WatchTarget> {
    if (id === null || !(await d.repo.communityExists(id))) throw notFound(communityMessages.notFound);
    return { communityId: id };
  }

  /** A tag by its key, made as post_tags.tag_key is (normaliseTags, then lower case). */
  function tagTarget(tag: string): WatchTarget {
    const [name, ...more] = normaliseTags(tag);
    if (!name || more.length) throw invalidField("tag", watchMessages.tagInvalid);
    return { tagKey: name.toLowerCase() };
  }

  const levelOf = async (userId: number, t: WatchTarget) => ({
    data: { level: ((await d.repo.levelOf(userId, t)) ?? "normal") as WatchLevel },
  });
  async function setLevel(userId: number, t: WatchTarget, level: WatchLevel) {
    if (level === "normal") await d.repo.clear(userId, t);
    else await d.repo.set(userId, t, level);
    return { data: { level } };
  }

  return {
    postLevel: async (id: string, caller: Caller) => levelOf(caller.id, await postTarget(id, caller)),
    watchPost: async (id: string, caller: Caller, level: WatchLevel) =>
      setLevel(caller.id, await postTarget(id, caller), level),
    communityLevel: async (id: number | null, userId: number) => levelOf(userId, await communityTarget(id)),
    watchCommunity: async (id: number | null, userId: number, level: WatchLevel) =>
      setLevel(userId, await communityTarget(id), level),
    tagLevel: (tag: string, userId: number) => levelOf(userId, tagTarget(tag)),
    watchTag: (tag: string, userId: number, level: WatchLevel) => setLevel(userId, tagTarget(tag), level),
  };
}
export type WatchingService = ReturnType<typeof createWatchingService>;
