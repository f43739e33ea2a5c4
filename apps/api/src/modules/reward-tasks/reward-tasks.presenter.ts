import type { Assignment, AssignmentStatus, RewardTask } from "@forum/contract";
import type { rewardAssignments, rewardTasks } from "../../db/schema/index.ts";

type TaskRow = typeof rewardTasks.$inferSelect;
type AssignmentRow = typeof rewardAssignments.$inferSelect;

/** A student's progress on an assignment, derived from their item submissions. */
export type AssignmentProgress = {
  status: AssignmentStatus;
  total: number;
  completed: number;
  startDate: Date | null;
  completionDate: Date | null;
  submissionDate: Date | null;
  notes: string | null;
};

export const noProgress = (total: number): AssignmentProgress => ({
  status: "pending",
  total,
  completed: 0,
  startDate: null,
  completionDate: null,
  submissionDate: null,
  notes: null,
});

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** A reward task as API.md answers it (both of the spec's spellings of the same fact filled). */
export function presentRewardTask(
  row: TaskRow,
  viewer: { participantsCount: number; userEnrolled: boolean },
): RewardTask {
  return {
    id: row.id,
    name: row.name,
    title: row.name,
    company: row.company,
    company_logo: row.companyLogo,
    difficulty: row.difficulty,
    reward_type: row.rewardType,
    category: row.category,
    short_description: row.shortDescription,
    description: row.description,
    reward_amount: row.rewardAmount,
    duration: row.duration,
    estimated_duration: row.estimatedDuration,
    deadline: iso(row.deadline),
    status: row.status,
    user_enrolled: viewer.userEnrolled,
    participants_count: viewer.participantsCount,
    max_participants: row.maxParticipants,
    requirements: row.requirements,
    instructions: row.instructions,
    skills_required: row.skillsRequired,
    tools_required: row.toolsRequired,
    points: row.points,
    third_party_ref: row.thirdPartyRef,
  };
}

/** An assignment with the caller's progress on it. */
export function presentAssignment(
  row: AssignmentRow,
  task: Pick<TaskRow, "company" | "companyLogo" | "rewardType">,
  progress: AssignmentProgress,
): Assignment {
  const percent = progress.total > 0 ? Math.round((progress.completed / progress.total) * 100) : 0;
  const deadline = iso(row.deadline);
  return {
    id: row.id,
    reward_task_id: row.rewardTaskId,
    title: row.title,
    company: task.company,
    company_logo: task.companyLogo,
    status: row.cancelledAt ? "cancelled" : progress.status,
    description: row.description,
    language_name: row.languageName,
    language_mode: row.languageMode,
    total_tasks: progress.total,
    totalItems: progress.total,
    completed_tasks: progress.completed,
    completedItems: progress.completed,
    progressPercentage: percent,
    reward_amount: row.rewardAmount,
    reward_type: task.rewardType,
    estimated_duration: row.estimatedDuration,
    deadline,
    dueDate: deadline,
    start_date: iso(progress.startDate),
    completion_date: iso(progress.completionDate),
    submission_date: iso(progress.submissionDate),
    notes: progress.notes,
  };
}
