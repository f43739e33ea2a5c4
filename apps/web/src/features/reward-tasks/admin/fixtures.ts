import type { AdminSubmission, Assignment, RewardTask } from "@forum/contract";

/** The console's reward tasks, batches and submissions, as the server answers them, with overrides. */
export function makeRewardTask(id: number, overrides: Partial<RewardTask> = {}): RewardTask {
  return {
    id,
    name: `Yoruba greetings ${id}`,
    title: `Yoruba greetings ${id}`,
    company: "Neoform",
    company_logo: "/forum/uploads/neoform.webp",
    difficulty: "beginner",
    reward_type: "cash",
    category: "Translation",
    short_description: "Translate and read aloud everyday greetings.",
    description: "<p>Short sentences.</p>",
    reward_amount: 25,
    duration: 7,
    estimated_duration: "2 hours",
    deadline: "2030-01-15T14:00:00.000Z",
    status: "open",
    user_enrolled: false,
    participants_count: 4,
    max_participants: 50,
    requirements: "",
    instructions: "",
    skills_required: "Yoruba",
    tools_required: "Microphone",
    points: 10,
    third_party_ref: `neo-${id}`,
    ...overrides,
  };
}

export function makeAssignment(id: number, overrides: Partial<Assignment> = {}): Assignment {
  return {
    id,
    reward_task_id: 1,
    title: `Batch ${id}`,
    company: "Neoform",
    company_logo: null,
    status: "pending",
    description: "",
    language_name: "Yoruba",
    language_mode: "spoken",
    total_tasks: 12,
    totalItems: 12,
    completed_tasks: 0,
    completedItems: 0,
    progressPercentage: 0,
    reward_amount: 5,
    reward_type: "cash",
    estimated_duration: null,
    deadline: null,
    dueDate: null,
    start_date: null,
    completion_date: null,
    submission_date: null,
    notes: null,
    ...overrides,
  };
}

export function makeSubmission(id: number, overrides: Partial<AdminSubmission> = {}): AdminSubmission {
  return {
    id,
    task_id: 100 + id,
    task: { id: 100 + id, text: `Good morning ${id}`, assignment_id: 1 },
    reward_task: { id: 5, name: "West African voices" },
    assignment: { id: 1, title: "Yoruba greetings", language_name: "Yoruba", language_mode: "text and audio" },
    student: { user_id: 7, meta: { username: "ada", first_name: "Ada", last_name: "Obi", profile_image: null } },
    translated_text: `E kaaro ${id}`,
    audio_url: `/api/v2/reward-tasks/audio/${id}.webm`,
    audio_seconds: 3.4,
    status: "submitted",
    submitted_at: "2026-11-20T09:30:00Z",
    notes: null,
    ...overrides,
  };
}
