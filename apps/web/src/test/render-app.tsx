import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { vi } from "vitest";
import { LazyToaster } from "../app/lazy-toaster.tsx";
import { AppRoutes } from "../app/router.tsx";
import { type Action, type Location, useLocation, useNavigationType } from "../lib/router/index.ts";
import { MemoryRouter } from "./memory-router.tsx";

/** What the router shows now, read by tests as `router.state` (the shape React Router's data routers had). */
type RouterState = { location: Location; historyAction: Action };

function Probe({ into }: { into: { state?: RouterState } }) {
  into.state = { location: useLocation(), historyAction: useNavigationType() };
  return null;
}

/** Renders the real route table at `path` (with optional navigation state), as the browser would. */
export function renderApp(path: string, state?: unknown) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const seen: { state?: RouterState } = {};
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter path={path} state={state}>
        <AppRoutes />
        <Probe into={seen} />
      </MemoryRouter>
      <LazyToaster />
    </QueryClientProvider>,
  );
  const router = {
    get state(): RouterState {
      if (!seen.state) throw new Error("renderApp: the router has not rendered yet");
      return seen.state;
    },
  };
  return { ...view, router };
}

type Reply = { status?: number; body?: unknown };
export type FetchCall = { method: string; url: string; body: unknown; headers: Record<string, string> };

/**
 * Stubs fetch with answers keyed "METHOD /path" (query ignored; an answer function gets the whole URL); unknown calls
 * get a 404. Returns the calls made.
 */
export function mockApi(answers: Record<string, Reply | ((body: unknown, url: string) => Reply)>) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: string | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? "GET";
    const body = typeof init.body === "string" ? JSON.parse(init.body) : init.body;
    calls.push({ method, url, body, headers: init.headers as Record<string, string> });
    const answer = answers[`${method} ${url.split("?")[0]}`];
    const reply =
      typeof answer === "function" ? answer(body, url) : (answer ?? { status: 404, body: { message: "Not found." } });
    return new Response(reply.body === undefined ? "" : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return calls;
}

/** A syntactically valid unsigned JWT carrying the given claims. */
export function fakeToken(claims: Record<string, unknown>) {
  const encode = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
  return `${encode({ alg: "HS256", typ: "JWT" })}.${encode(claims)}.signature`;
}

export const profileOf = (userId: number, email = "ada@uni.edu") => ({
  id: userId,
  user_id: userId,
  email,
  username: "ada",
  status: null,
  created_at: "2026-11-01T00:00:00Z",
  student: { firstname: "Ada", lastname: "Obi", image: null },
  meta: { username: "ada", first_name: "Ada", last_name: "Obi", profile_image: null },
  is_admin: false,
});
