import type { AssignmentTask } from "@forum/contract";
import { rewardTasks } from "@forum/contract/endpoints";
import type { RewardDifficulty, RewardType } from "@forum/contract/texts";
import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { call } from "../../lib/api-client.ts";
import { useSession } from "../../lib/session.ts";

export type TaskFilters = {
  search: string;
  company: string;
  reward_type: RewardType | "";
  difficulty: RewardDifficulty | "";
};

/** Every answer is the caller's own (enrolment, progress), so each key names who asks. */
export const rewardKeys = {
  all: ["reward-tasks"] as const,
  list: (userId: number | null, f: TaskFilters) => [...rewardKeys.all, "list", userId, f] as const,
  profile: (userId: number | null, id: number) => [...rewardKeys.all, "profile", userId, id] as const,
  assignments: (userId: number | null, ref: string) => [...rewardKeys.all, "assignments", userId, ref] as const,
  assignment: (userId: number | null, id: number) => [...rewardKeys.all, "assignment", userId, id] as const,
  items: (userId: number | null, id: number) => [...rewardKeys.all, "items", userId, id] as const,
  item: (userId: number | null, id: number) => [...rewardKeys.all, "item", userId, id] as const,
  progress: (userId: number | null, id: number) => [...rewardKeys.all, "progress", userId, id] as const,
};

const useUserId = () => useSession()?.user.user_id ?? null;

/** The filters go to the server (issue 15: applied, unlike the spec's original); empty ones are left out. */
export function useRewardTasks(filters: TaskFilters) {
  const userId = useUserId();
  return useQuery({
    queryKey: rewardKeys.list(userId, filters),
    queryFn: ({ signal }) =>
      call(rewardTasks.list, {
        query: {
          search: filters.search || undefined,
          company: filters.company || undefined,
          reward_type: filters.reward_type || undefined,
          difficulty: filters.difficulty || undefined,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled: userId !== null,
  });
}

export function useTaskProfile(id: number) {
  const userId = useUserId();
  return useQuery({
    queryKey: rewardKeys.profile(userId, id),
    queryFn: ({ signal }) => call(rewardTasks.profile, { params: { id }, signal }),
    enabled: userId !== null,
  });
}

/** The task's assignments (its `third_party_ref` names the batch); the grid shows the first page's. */
export function useTaskAssignments(ref: string | undefined) {
  const userId = useUserId();
  return useQuery({
    queryKey: rewardKeys.assignments(userId, ref ?? ""),
    queryFn: ({ signal }) =>
      call(rewardTasks.assignments, { params: { ref: ref ?? "" }, query: { page: 1, per_page: 50 }, signal }),
    enabled: userId !== null && !!ref,
  });
}

export function useAssignment(id: number) {
  const userId = useUserId();
  return useQuery({
    queryKey: rewardKeys.assignment(userId, id),
    queryFn: ({ signal }) => call(rewardTasks.assignment, { params: { id }, signal }),
    enabled: userId !== null,
  });
}

const itemsPerPage = 10;

/** Secondary §2: the assignment's items, Load More Tasks while `pagination.hasNext`. */
export function useAssignmentItems(id: number) {
  const userId = useUserId();
  const query = useInfiniteQuery({
    queryKey: rewardKeys.items(userId, id),
    queryFn: ({ pageParam, signal }) =>
      call(rewardTasks.assignmentTasks, { params: { id }, query: { page: pageParam, per_page: itemsPerPage }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, _all, lastParam: number) =>
      last.data.tasks.pagination.hasNext ? lastParam + 1 : undefined,
    enabled: userId !== null,
  });
  const items = useMemo(() => {
    const seen = new Set<number>();
    return (query.data?.pages ?? [])
      .flatMap((p) => p.data.tasks.data)
      .filter((t: AssignmentTask) => !seen.has(t.id) && !!seen.add(t.id));
  }, [query.data]);
  return { ...query, items };
}

export function useAssignmentItem(id: number) {
  const userId = useUserId();
  return useQuery({
    queryKey: rewardKeys.item(userId, id),
    queryFn: ({ signal }) => call(rewardTasks.task, { params: { id }, signal }),
    enabled: userId !== null,
  });
}

export function useTaskProgress(id: number) {
  const userId = useUserId();
  return useQuery({
    queryKey: rewardKeys.progress(userId, id),
    queryFn: ({ signal }) => call(rewardTasks.progress, { params: { id }, signal }),
    enabled: userId !== null,
  });
}

/** Secondary §4: a submission reloads the item and its progress (and the lists showing its status). */
export function useRefreshAfterSubmit() {
  const qc = useQueryClient();
  return useCallback(() => qc.invalidateQueries({ queryKey: rewardKeys.all }), [qc]);
}
