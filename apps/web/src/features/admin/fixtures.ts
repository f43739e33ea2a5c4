import type { AdminUser, AuditEntry, Page, ReportRow } from "@forum/contract";
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
