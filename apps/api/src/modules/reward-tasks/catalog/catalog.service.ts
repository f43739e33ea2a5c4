import { rewardTaskMessages as M } from "@forum/contract";
import type { rewardTasks } from "../../../db/schema/index.ts";
import { notFound } from "../../../platform/errors.ts";
import type { Paging } from "../../../platform/page.ts";
import type { PublicUrls } from "../../../platform/public-user.ts";
import type { RecordingLinks } from "../submissions/recording-links.ts";
import { assignmentStatusOf } from "./assignment-status.ts";
import {
  type AssignmentProgress,
  presentAssignment,
  presentAssignmentTask,
  presentRewardTask,
  presentTaskProgress,
} from "./catalog.presenter.ts";
import type { CatalogRepository, TaskFilters } from "./catalog.repository.ts";

type AssignmentRead = NonNullable<Awaited<ReturnType<CatalogRepository["assignment"]>>>;

/** The caller's progress on an assignment from its grouped counts (the status rule in assignment-status.ts). */
export function progressOf({ assignment, progress: p }: AssignmentRead): AssignmentProgress {
  const total = Number(p.total);
  const counts = {
    total,
    inProgress: Number(p.inProgress),
    submitted: Number(p.submitted),
    completed: Number(p.completed),
  };
  return {
    status: assignmentStatusOf(counts, assignment.cancelledAt !== null),
    total,
    completed: counts.completed,
    startDate: p.startDate,
    completionDate: counts.completed === total && total > 0 ? p.completionDate : null,
    submissionDate: p.submissionDate,
    notes: p.notes,
  };
}

/** Students' reads: tasks, a task's assignments, an assignment's items, one item and the caller's work on it. */
export function createCatalogService(d: { repo: CatalogRepository; urls: PublicUrls; links: RecordingLinks }) {
  const present = (r: AssignmentRead) => presentAssignment(r.assignment, r.task, progressOf(r), d.urls);
  const taskRow = (r: { task: typeof rewardTasks.$inferSelect; participantsCount: number; userEnrolled: boolean }) =>
    presentRewardTask(r.task, { participantsCount: Number(r.participantsCount), userEnrolled: r.userEnrolled }, d.urls);

  async function assignmentRead(userId: number, id: number) {
    const row = await d.repo.assignment(userId, id);
    if (!row) throw notFound(M.assignmentNotFound);
    return row;
  }
  async function itemRead(userId: number, id: number) {
    const row = await d.repo.item(userId, id);
    if (!row) throw notFound(M.taskNotFound);
    return row;
  }

  return {
    async list(userId: number, f: TaskFilters) {
      return { data: (await d.repo.list(userId, f)).map(taskRow) };
    },

    async profile(userId: number, id: number) {
      const row = await d.repo.task(userId, { id });
      if (!row) throw notFound(M.taskNotFound);
      return { data: { third_party_ref: row.task.thirdPartyRef, reward_task: taskRow(row), points: row.task.points } };
    },

    async assignments(userId: number, ref: string, { page, per_page: perPage }: Paging) {
      const task = await d.repo.task(userId, { ref });
      if (!task) throw notFound(M.taskNotFound);
      const { rows, total } = await d.repo.assignmentsPage(userId, task.task.id, page, perPage);
      return { data: rows.map(present), total };
    },

    async assignment(userId: number, id: number) {
      return { data: present(await assignmentRead(userId, id)) };
    },

    async assignmentTasks(userId: number, id: number, { page, per_page: perPage }: Paging) {
      const a = await assignmentRead(userId, id);
      const status = progressOf(a).status;
      const { rows, total } = await d.repo.itemsPage(userId, id, page, perPage);
      const data = rows.map((r) => presentAssignmentTask(r.item, r.submission, { ...a.assignment, status }));
      return {
        data: { tasks: { data, pagination: { page, per_page: perPage, total, hasNext: page * perPage < total } } },
      };
    },

    async task(userId: number, id: number) {
      const row = await itemRead(userId, id);
      const status = progressOf(await assignmentRead(userId, row.assignment.id)).status;
      return { data: presentAssignmentTask(row.item, row.submission, { ...row.assignment, status }) };
    },

    async progress(userId: number, id: number) {
      const row = await itemRead(userId, id);
      return { data: presentTaskProgress(row.submission, row.assignment, d.links) };
    },
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
