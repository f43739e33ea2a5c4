import type { AdminSubmissionFilters, AssignmentBody, translationItemInput } from "@forum/contract";
import { adminRewardTasks, rewardTasks } from "@forum/contract/endpoints";
import { keepPreviousData, useMutation, useMutationState, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { call } from "../../../lib/api-client.ts";
import { errorMessage } from "../../../lib/error-message.ts";
import { notify } from "../../../lib/notify.ts";
import { adminKeys, useAdminWrite } from "../../admin/api.ts";

/** The console's reward tasks and their review (the console's shared write: `features/admin/api.ts`). */
export const adminRewardTaskKeys = {
  tasks: [...adminKeys.all, "reward-tasks"] as const,
  assignments: (ref: string, page: number) => [...adminKeys.all, "reward-tasks", "assignments", ref, page] as const,
  submissions: [...adminKeys.all, "task-submissions"] as const,
};
/** The students' pages' key prefix, written out (see `communitiesPrefix` in communities/admin/api.ts): a change shows there too. */
const studentTasks = ["reward-tasks"] as const;

type TranslationItem = z.input<typeof translationItemInput>;
export type SubmissionTab = "submitted" | "completed" | "in_progress";

export const useAdminRewardTasks = () =>
  useQuery({
    queryKey: adminRewardTaskKeys.tasks,
    queryFn: ({ signal }) => call(adminRewardTasks.list, { signal }),
  });

/**
 * A task's assignments. The console has no call of its own for them: the students' list by the task's
 * `third_party_ref` answers any signed-in user, admins included (the progress in it is the admin's own: unused).
 */
export const useTaskAssignments = (ref: string, page: number) =>
  useQuery({
    queryKey: adminRewardTaskKeys.assignments(ref, page),
    queryFn: ({ signal }) => call(rewardTasks.assignments, { params: { ref }, query: { page, per_page: 20 }, signal }),
    placeholderData: keepPreviousData,
  });

/** Multipart: `company_logo` is sent only when a new one was chosen (none keeps the old one). */
export const useSaveRewardTask = () =>
  useAdminWrite(
    ({ id, body }: { id?: number; body: FormData }) =>
      id ? call(adminRewardTasks.update, { params: { id }, body }) : call(adminRewardTasks.create, { body }),
    [adminRewardTaskKeys.tasks, studentTasks],
  );

export const useDeleteRewardTask = () =>
  useAdminWrite(
    (id: number) => call(adminRewardTasks.remove, { params: { id } }),
    [adminRewardTaskKeys.tasks, studentTasks],
  );

export const useCreateAssignment = () =>
  useAdminWrite(
    ({ taskId, body }: { taskId: number; body: AssignmentBody }) =>
      call(adminRewardTasks.createAssignment, { params: { id: taskId }, body }),
    [adminRewardTaskKeys.tasks, studentTasks],
  );

/** A file goes as multipart `file`; pasted JSON as `{items}` (already checked against the contract here). */
export const useAddItems = () =>
  useAdminWrite(
    ({ assignmentId, body }: { assignmentId: number; body: FormData | { items: TranslationItem[] } }) =>
      call(adminRewardTasks.addItems, { params: { id: assignmentId }, body }),
    [adminRewardTaskKeys.tasks, studentTasks],
  );

export const useAdminSubmissions = (status: SubmissionTab, page: number, filters: AdminSubmissionFilters) =>
  useQuery({
    queryKey: [...adminRewardTaskKeys.submissions, status, page, filters],
    queryFn: ({ signal }) => call(adminRewardTasks.submissions, { query: { status, page, ...filters }, signal }),
    placeholderData: keepPreviousData,
  });

const approveKey = [...adminRewardTaskKeys.submissions, "approve"] as const;

/**
 * Approval's outcome (its toast, the lists fetched again) is told here, for every approval, rather than by the row
 * pressed: the page may be left, or another row approved, before the answer comes, and a caller's own callbacks run
 * only for the last call of a mounted component.
 */
export function useApproveSubmission() {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: approveKey,
    mutationFn: (id: number) => call(adminRewardTasks.approve, { params: { id } }),
    onSuccess: (res) => {
      notify.success(res.message);
      return Promise.all(
        [adminRewardTaskKeys.submissions, studentTasks, adminKeys.audit(), adminKeys.overview()].map((queryKey) =>
          qc.invalidateQueries({ queryKey }),
        ),
      );
    },
    onError: (err) => notify.error(errorMessage(err)),
  });
}

/** The submissions being approved now (each row shows its own as busy, however many are on their way). */
export const useApprovingIds = () =>
  useMutationState({
    filters: { mutationKey: approveKey, status: "pending" },
    select: (m) => m.state.variables as number,
  });

export const useRejectSubmission = () =>
  useAdminWrite(
    ({ id, notes }: { id: number; notes: string }) =>
      call(adminRewardTasks.reject, { params: { id }, body: { notes } }),
    [adminRewardTaskKeys.submissions, studentTasks],
  );
