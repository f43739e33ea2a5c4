import type { Community } from "@forum/contract";
import type { QueryClient } from "@tanstack/react-query";
import { communityKeys } from "./keys.ts";

const byName = (a: Community, b: Community) => a.name.localeCompare(b.name);

/**
 * Puts a join's or leave's answer (the community as it is now) into every cached list at once: the same community
 * in two places with two member counts, or listed twice on /communities, is what students saw otherwise. A list
 * entry keeps its own fields (the lists carry no members) and takes the new count and membership.
 */
export function applyMembership(qc: QueryClient, now: Community) {
  const { members: _members, ...entry } = now;
  const patch = (c: Community): Community =>
    c.id === now.id ? { ...c, members_count: now.members_count, user_is_member: now.user_is_member } : c;
  qc.setQueryData(communityKeys.detail(now.id), now);
  qc.setQueriesData<Community[]>({ queryKey: [...communityKeys.all, "list"] }, (list) => list?.map(patch));
  // The student's joined list gains or loses it (by name, as the server orders it); it is fetched again after.
  qc.setQueriesData<Community[]>({ queryKey: [...communityKeys.all, "joined"] }, (list) => {
    if (!list) return list;
    const others = list.filter((c) => c.id !== now.id);
    return now.user_is_member ? [...others, entry].sort(byName) : others;
  });
  qc.setQueryData<Community | null>(communityKeys.random(), (c) => (c ? patch(c) : c));
}
