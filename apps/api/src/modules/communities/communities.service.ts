import { type Community, type CommunityListQuery, communityMembersShown, communityMessages } from "@forum/contract";
import { notFound } from "../../platform/errors.ts";
import type { Events } from "../../platform/events.ts";
import type { PublicUrls } from "../../platform/public-user.ts";
import { toCommunity, toMember } from "./communities.presenter.ts";
import type { CommunitiesRepository } from "./communities.repository.ts";

export type CommunitiesDeps = PublicUrls & {
  repo: CommunitiesRepository;
  /** Joining or leaving is a `membership-changed` event: it alters which community posts a viewer may see. */
  events: Pick<Events, "emit">;
};

/**
 * Communities: lists, one with its first members, join and leave, one to join at random. An id the params schema
 * could not read (null) is unknown, like a missing one: 404.
 */
export function createCommunitiesService(d: CommunitiesDeps) {
  const { repo, events } = d;
  const known = (id: number | null) => {
    if (id === null) throw notFound(communityMessages.notFound);
    return id;
  };

  /** The community with its first members: what the page, join and leave answer. */
  async function withMembers(id: number, viewerId: number | null): Promise<Community> {
    const [row, members] = await Promise.all([repo.find(id, viewerId), repo.members(id, communityMembersShown)]);
    if (!row) throw notFound(communityMessages.notFound);
    return { ...toCommunity(row, d), members: members.map((m) => toMember(m, d)) };
  }

  async function setMembership(rawId: number | null, userId: number, join: boolean) {
    const id = known(rawId);
    if (!(await repo.setMembership(id, userId, join))) throw notFound(communityMessages.notFound);
    await events.emit("membership-changed", { communityId: id, userId, member: join });
    const data = await withMembers(id, userId);
    return { data, message: join ? communityMessages.joined(data.name) : communityMessages.left(data.name) };
  }

  return {
    /** `user_id` wins over `all`: the communities that user joined; otherwise every community, optionally searched. */
    async list(query: CommunityListQuery, viewerId: number | null) {
      const rows = await repo.list({ search: query.search || undefined, memberId: query.user_id }, viewerId);
      return { data: rows.map((row) => toCommunity(row, d)) };
    },

    show: async (id: number | null, viewerId: number | null) => ({ data: await withMembers(known(id), viewerId) }),

    join: (id: number | null, userId: number) => setMembership(id, userId, true),
    leave: (id: number | null, userId: number) => setMembership(id, userId, false),

    async random(viewerId: number | null) {
      const row = await repo.random(viewerId);
      return { data: row ? toCommunity(row, d) : null };
    },
  };
}
export type CommunitiesService = ReturnType<typeof createCommunitiesService>;
