import type { AdminSubmission, AdminUser, Assignment, AuditEntry, Page, ReportRow, RewardTask } from "@forum/contract";
import { makePost } from "../posts/fixtures.ts";

/** Test data for the console, as the server answers it (the contract's admin schemas), with overrides. */
export const asAdmin = (isAdmin = true) => ({
  token: "t.e.st",
  user: { user_id: 1, sub: "1", email: "root@uni.edu", ver: 1, iat: 0, exp: 4e9, is_admin: isAdmin },
});

export const api = (path: string) => `/forum/api/v1/admin${path}`;

export function pageOf<T>(data: T[], current = 1, last = 1): Page<T> {
  return {
    data,
    current_page: current,
    last_page: last,
    per_page: 20,
    total: data.length,
    next_page_url: current < last ? `?page=${current + 1}` : null,
  };
}

export function makeReport(id: number, overrides: Partial<ReportRow> = {}): ReportRow {
  return {
    post: makePost({ id, title: `Reported post ${id}`, content: `<p>Offending text ${id}</p>` }),
    reasons: [
      { id: 1, name: "Spam", count: 3 },
      { id: 2, name: "Harassment", count: 1 },
    ],
    reporters_count: 4,
    reporters_accounts: 4,
    first_reported_at: new Date(Date.now() - 2 * 3600_000).toISOString(),
    status: "open",
    resolution: null,
    ...overrides,
  };
}

export function makeUser(id: number, overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id,
    user_id: id,
    email: `student${id}@uni.edu`,
    meta: { username: `student${id}`, first_name: "Stu", last_name: `Dent${id}`, profile_image: null },
    is_admin: false,
    email_verified: true,
    created_at: "2026-09-01T10:00:00Z",
    suspension: null,
    ...overrides,
  };
}

export function makeAudit(id: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id,
    actor: { user_id: 1, meta: { username: "root", first_name: null, last_name: null, profile_image: null } },
    action: "report.hide",
    target_type: "post",
    target_id: 40 + id,
    note: null,
    created_at: new Date(Date.now() - 60_000).toISOString(),
    ...overrides,
  };
}

export const overview = {
  data: { open_reports: 3, hidden_posts: 2, suspended_users: 1, users: 120, posts: 845, communities: 6 },
};

/** A 422 as the server answers it: the field map, and its first message as `message`. */
export const invalid = (field: string, message: string) => ({
  status: 422,
  body: { message, error: { [field]: [message] } },
});

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
