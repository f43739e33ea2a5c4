import type { Community, CommunityMember } from "@forum/contract";

/** Test data: a community as the server answers it (API.md), with overrides. */
export function makeCommunity(overrides: Partial<Community> = {}): Community {
  const id = overrides.id ?? 1;
  return {
    id,
    name: `Community ${id}`,
    acronym: `C${id}`,
    image: `/forum/uploads/banner-${id}.webp`,
    about: `What community ${id} is about.`,
    members_count: 3,
    user_is_member: false,
    ...overrides,
  };
}

export function makeMembers(n: number): CommunityMember[] {
  return Array.from({ length: n }, (_, i) => ({
    id: 100 + i,
    user: {
      user_id: 100 + i,
      meta: { username: `member${i + 1}`, first_name: "M", last_name: `${i + 1}`, profile_image: null },
    },
  }));
}

export const signedInAs = (userId: number) => ({
  token: "t.e.st",
  user: { user_id: userId, sub: String(userId), email: "a@b.co", ver: 1, iat: 0, exp: 4e9 },
});

/** When each request carrying `search=` left, relative to `since` (ms): proves a debounce without fake timers. */
export function stampSearches(
  fetchMock: { getMockImplementation: () => unknown; mockImplementation: (f: never) => unknown },
  since: () => number,
) {
  const stamps: { search: string; after: number }[] = [];
  const answer = fetchMock.getMockImplementation() as (input: string, init?: RequestInit) => Promise<Response>;
  const stamped = (input: string, init?: RequestInit) => {
    const search = new URL(String(input), "http://x").searchParams.get("search");
    if (search !== null) stamps.push({ search, after: performance.now() - since() });
    return answer(input, init);
  };
  fetchMock.mockImplementation(stamped as never);
  return stamps;
}
