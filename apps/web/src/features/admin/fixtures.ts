import type { AdminUser, Page } from "@forum/contract";

/**
 * Test data for the console, as the server answers it (the contract's admin schemas), with overrides; each feature's
 * console rows are made in its `admin/fixtures.ts`.
 */
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

export const overview = {
  data: { open_reports: 3, hidden_posts: 2, suspended_users: 1, users: 120, posts: 845, communities: 6 },
};

/** A 422 as the server answers it: the field map, and its first message as `message`. */
export const invalid = (field: string, message: string) => ({
  status: 422,
  body: { message, error: { [field]: [message] } },
});
