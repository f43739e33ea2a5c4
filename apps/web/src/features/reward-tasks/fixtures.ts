import type { Assignment, AssignmentTask, RewardTask, TaskProgress } from "@forum/contract";

/** A reward task as the server answers it (open, nobody enrolled), with overrides. */
export function makeRewardTask(id: number, overrides: Partial<RewardTask> = {}): RewardTask {
  return {
    id,
    name: `Yoruba voices ${id}`,
    title: `Yoruba voices ${id}`,
    company: "neoform",
    company_logo: null,
    difficulty: "beginner",
    reward_type: "cash",
    category: "Translation",
    short_description: "Translate short English sentences and read them aloud.",
    description: "<p>Help build a speech dataset.</p>",
    reward_amount: 25,
    duration: 7,
    estimated_duration: null,
    deadline: null,
    status: "open",
    user_enrolled: false,
    participants_count: 30,
    max_participants: 100,
    requirements: "A quiet room",
    instructions: "Read each sentence clearly.",
    skills_required: "Yoruba, English",
    tools_required: "Microphone",
    points: 50,
    third_party_ref: `ref-${id}`,
    ...overrides,
  };
}

export function makeAssignment(id: number, overrides: Partial<Assignment> = {}): Assignment {
  return {
    id,
    reward_task_id: 1,
    title: `Greetings batch ${id}`,
    company: "neoform",
    company_logo: null,
    status: "pending",
    description: "Everyday greetings.",
    language_name: "Yoruba",
    language_mode: "written and spoken",
    total_tasks: 4,
    totalItems: 4,
    completed_tasks: 0,
    completedItems: 0,
    progressPercentage: 0,
    reward_amount: 10,
    reward_type: "cash",
    estimated_duration: "1 hour",
    deadline: null,
    dueDate: null,
    start_date: null,
    completion_date: null,
    submission_date: null,
    notes: null,
    ...overrides,
  };
}

export function makeItem(id: number, overrides: Partial<AssignmentTask> = {}): AssignmentTask {
  return {
    id,
    assignment_id: 3,
    title: "",
    text: `Good morning, friend ${id}.`,
    description: "",
    status: "pending",
    points: 5,
    progress_percentage: 0,
    deadline: null,
    dueDate: null,
    estimated_duration: null,
    submission_date: null,
    completion_date: null,
    completedAt: null,
    started_date: null,
    startedAt: null,
    createdAt: "2026-11-01T00:00:00.000Z",
    updatedAt: "2026-11-01T00:00:00.000Z",
    complexity: "simple",
    style: "informal",
    domain: "daily life",
    sentenceType: "declarative",
    grammaticalFeatures: "present tense",
    orderIndex: 0,
    hasTranslation: false,
    hasAudio: false,
    notes: null,
    assignment: {
      id: 3,
      title: "Greetings batch 3",
      status: "pending",
      dueDate: null,
      language_name: "Yoruba",
      language_mode: "written and spoken",
    },
    ...overrides,
  };
}

export function makeProgress(overrides: Partial<TaskProgress> = {}): TaskProgress {
  return {
    progress: { hasTranslation: false, hasAudio: false, isCompleted: false, canComplete: false },
    timestamps: { startedAt: null, completedAt: null, submission_date: null },
    submission: null,
    assignment: { title: "Greetings batch 3", language: "Yoruba", dueDate: null },
    draft: null,
    ...overrides,
  };
}

export const itemsPage = (data: AssignmentTask[], page = 1, hasNext = false) => ({
  data: { tasks: { data, pagination: { page, per_page: 10, total: data.length, hasNext } } },
});
