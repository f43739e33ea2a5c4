import type { ActivePoll, LeaderboardEntry } from "@forum/contract";
import { vi } from "vitest";
import { sessionStore } from "../../lib/session.ts";

export const signIn = () =>
  sessionStore.set({ token: "t.e.st", user: { user_id: 5, sub: "5", email: "a@b.co", ver: 1, iat: 0, exp: 4e9 } });

export const poll = (voted: number | null = null): ActivePoll => ({
  id: 3,
  title: "What time do you study best?",
  options: [
    { id: 31, option: "Morning", votes_count: voted === 31 ? 2 : 1 },
    { id: 32, option: "Night", votes_count: voted === 32 ? 4 : 3 },
  ],
  user_vote_option_id: voted,
});

export const entry = (id: number, first: string, likes: number): LeaderboardEntry => ({
  user: { user_id: id, meta: { username: null, first_name: first, last_name: "Obi", profile_image: null } },
  stats: { likes, answers: 0, points: likes },
});

type Answer = { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;
export type Call = { method: string; path: string; url: string; body: unknown };

/**
 * Stubs fetch with answers keyed "METHOD /path"; an answer may be a promise, so a test can hold a request open and
 * look at the busy state. Unknown calls get a 404. Returns the calls made.
 */
export function stubApi(answers: Record<string, (call: Call) => Answer>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string | URL, init: RequestInit = {}) => {
      const url = String(input);
      const call = {
        method: init.method ?? "GET",
        url,
        path: url.split("?")[0]!.replace("/forum/api/v1", ""),
        body: typeof init.body === "string" ? JSON.parse(init.body) : init.body,
      };
      calls.push(call);
      const reply = await (answers[`${call.method} ${call.path}`]?.(call) ?? {
        status: 404,
        body: { message: "Not found." },
      });
      return new Response(reply.body === undefined ? "" : JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { "Content-Type": "application/json" },
      });
    }),
  );
  return calls;
}

export const emptyFeed = () => ({
  body: { data: [], current_page: 1, last_page: 1, per_page: 20, total: 0, next_page_url: null },
});
