import {
  type Assignment,
  type AssignmentStatus,
  type AssignmentTask,
  type RewardTask,
  rewardTaskTexts,
  type TaskProgress,
} from "@forum/contract";
import type { itemSubmissions, rewardAssignments, rewardTasks, translationItems } from "../../../db/schema/index.ts";
import { absoluteUrl, type PublicUrls } from "../../../platform/public-user.ts";
import type { RecordingLinks } from "../submissions/recording-links.ts";

type TaskRow = typeof rewardTasks.$inferSelect;
type AssignmentRow = typeof rewardAssignments.$inferSelect;
type ItemRow = typeof translationItems.$inferSelect;
type SubmissionRow = typeof itemSubmissions.$inferSelect;

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

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;
/** A logo is stored as `/forum/uploads/<name>`; with the app's URLs it is answered absolute (API.md). */
const logoOf = (path: string | null, urls: PublicUrls) => absoluteUrl(urls, path);

export function presentRewardTask(
  row: TaskRow,
  viewer: { participantsCount: number; userEnrolled: boolean },
  urls: PublicUrls,
): RewardTask {
  return {
    id: row.id,
    name: row.name,
    title: row.name,
    company: row.company,
    company_logo: logoOf(row.companyLogo, urls),
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

export function presentAssignment(
  row: AssignmentRow,
  task: Pick<TaskRow, "company" | "companyLogo" | "rewardType">,
  progress: AssignmentProgress,
  urls: PublicUrls,
): Assignment {
  const percent = progress.total > 0 ? Math.round((progress.completed / progress.total) * 100) : 0;
  return {
    id: row.id,
    reward_task_id: row.rewardTaskId,
    title: row.title,
    company: task.company,
    company_logo: logoOf(task.companyLogo, urls),
    status: progress.status,
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
    deadline: iso(row.deadline),
    dueDate: iso(row.deadline),
    start_date: iso(progress.startDate),
    completion_date: iso(progress.completionDate),
    submission_date: iso(progress.submissionDate),
    notes: progress.notes,
  };
}

/** Half for the translation, half for the recording; all of it once sent for review. */
function itemPercent(s: SubmissionRow | null) {
  if (!s) return 0;
  if (s.status !== "in_progress") return 100;
  return (s.translatedText.trim() ? 50 : 0) + (s.audioKey ? 50 : 0);
}

/** One translation item with the caller's work on it (`submission` null: pending). */
export function presentAssignmentTask(
  item: ItemRow,
  submission: SubmissionRow | null,
  assignment: AssignmentRow & { status: AssignmentStatus },
): AssignmentTask {
  const s = submission;
  return {
    id: item.id,
    assignment_id: item.assignmentId,
    // The spec's name of the item's page (Translation Task #{id}), so its row and its page call it the same.
    title: rewardTaskTexts.translationTaskTitle(item.id),
    text: item.text,
    description: item.text,
    status: s?.status ?? "pending",
    points: item.points,
    progress_percentage: itemPercent(s),
    deadline: iso(assignment.deadline),
    dueDate: iso(assignment.deadline),
    estimated_duration: assignment.estimatedDuration,
    submission_date: iso(s?.submittedAt),
    completion_date: iso(s?.completedAt),
    completedAt: iso(s?.completedAt),
    started_date: iso(s?.startedAt),
    startedAt: iso(s?.startedAt),
    createdAt: item.createdAt.toISOString(),
    updatedAt: item.updatedAt.toISOString(),
    complexity: item.complexity,
    style: item.style,
    domain: item.domain,
    sentenceType: item.sentenceType,
    grammaticalFeatures: item.grammaticalFeatures,
    orderIndex: item.orderIndex,
    hasTranslation: !!s?.translatedText.trim(),
    hasAudio: !!s?.audioKey,
    notes: s?.notes ?? null,
    assignment: {
      id: assignment.id,
      title: assignment.title,
      status: assignment.status,
      dueDate: iso(assignment.deadline),
      language_name: assignment.languageName,
      language_mode: assignment.languageMode,
    },
  };
}

/**
 * `task-progress/{id}` and a submission's answer: the caller's work on one item, with the draft to reopen. Only ever
 * the caller's own submission, so its recording's signed link goes to its owner alone.
 */
export function presentTaskProgress(
  submission: SubmissionRow | null,
  assignment: Pick<AssignmentRow, "title" | "languageName" | "deadline">,
  links: RecordingLinks,
): TaskProgress {
  const s = submission;
  const hasTranslation = !!s?.translatedText.trim();
  const hasAudio = !!s?.audioKey;
  const audio = s ? links.url(s.id, s.audioKey) : null;
  return {
    progress: {
      hasTranslation,
      hasAudio,
      isCompleted: s?.status === "completed",
      canComplete: hasTranslation && hasAudio && s?.status === "in_progress",
    },
    timestamps: {
      startedAt: iso(s?.startedAt),
      completedAt: iso(s?.completedAt),
      submission_date: iso(s?.submittedAt),
    },
    // What was sent for review (or sent back with the reviewer's notes).
    submission:
      s && (s.status !== "in_progress" || s.notes)
        ? { description: s.translatedText, links: audio ? [audio] : [], notes: s.notes }
        : null,
    assignment: { title: assignment.title, language: assignment.languageName, dueDate: iso(assignment.deadline) },
    draft: s ? { translated_text: s.translatedText, audio_url: audio } : null,
  };
}
