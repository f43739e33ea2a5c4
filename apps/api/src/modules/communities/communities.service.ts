import {
  type Community,
  type CommunityListQuery,
  type CommunityMember,
  communityMembersShown,
  communityMessages,
} from "@forum/contract";
import { notFound } from "../../platform/errors.ts";
import type { Events } from "../../platform/events.ts";
import { absoluteUrl, type PublicUrls, publicUserOf } from "../../platform/public-user.ts";
import type { CommunitiesRepository, CommunityRow } from "./communities.repository.ts";

export type CommunitiesDeps = PublicUrls & {
  repo: CommunitiesRepository;
  /** Joining or leaving is a `membership-changed` event: it alters which community posts a viewer may see. */
  events: Pick<Events, "emit">;
};

/** Ids come from the path as text: anything but a positive integer is simply unknown (404), like a missing one. */
const parseId = (raw: string) => {
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (id < 1) throw notFound(communityMessages.notFound);
  return id;
};

export function createCommunitiesService(d: CommunitiesDeps) {
  const present = (row: CommunityRow): Community => ({
    id: row.id,
    name: row.name,
    acronym: row.acronym,
    image: absoluteUrl(d, row.image),
    about: row.about,
    members_count: row.membersCount,
    user_is_member: row.isMember,
  });

  /** The community with its first members: what the page, join and leave answer. */
  async function withMembers(id: number, viewerId: number | null): Promise<Community> {
    const [row, members] = await Promise.all([d.repo.find(id, viewerId), d.repo.members(id, communityMembersShown)]);
    if (!row) throw notFound(communityMessages.notFound);
    const entries: CommunityMember[] = members.map((m) => ({ id: m.id, user: publicUserOf(m, d) }));
    return { ...present(row), members: entries };
  }

  async function setMembership(rawId: string, userId: number, join: boolean) {
    const id = parseId(rawId);
    if (!(await d.repo.setMembership(id, userId, join))) throw notFound(communityMessages.notFound);
    await d.events.emit("membership-changed", { communityId: id, userId, member: join });
    const data = await withMembers(id, userId);
    return { data, message: join ? communityMessages.joined(data.name) : communityMessages.left(data.name) };
  }

  return {
    /** `user_id` wins over `all`: the communities that user joined; otherwise every community, optionally searched. */
    async list(query: CommunityListQuery, viewerId: number | null) {
      const rows = await d.repo.list({ search: query.search || undefined, memberId: query.user_id }, viewerId);
      return { data: rows.map(present) };
    },

    show: async (rawId: string, viewerId: number | null) => ({ data: await withMembers(parseId(rawId), viewerId) }),

    join: (rawId: string, userId: number) => setMembership(rawId, userId, true),
    leave: (rawId: string, userId: number) => setMembership(rawId, userId, false),

    async random(viewerId: number | null) {
      const row = await d.repo.random(viewerId);
      return { data: row ? present(row) : null };
    },
  };
}
export type CommunitiesService = ReturnType<typeof createCommunitiesService>;
