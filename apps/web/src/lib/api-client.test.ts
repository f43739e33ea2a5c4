import { auth, notifications, posts, profile } from "@forum/contract/endpoints";
import { sessionStorageKey } from "@forum/contract/texts";
import { describe, expect, it, vi } from "vitest";
import { fakeToken, mockApi } from "../test/render-app.tsx";
import { ApiError, call, expectRevocation } from "./api-client.ts";
import { browser } from "./browser.ts";
import { sessionStore } from "./session.ts";

const signIn = () =>
  sessionStore.set({
    token: fakeToken({ user_id: 7 }),
    user: { user_id: 7, sub: "7", email: "a@b.co", ver: 1, exp: 4_000_000_000, iat: 0 },
  });

describe("api client", () => {
  it("sends the client id, the bearer token and JSON to the right base", async () => {
    signIn();
    const calls = mockApi({ "POST /forum/api/v1/posts": { status: 201, body: { data: { id: 1 } } } });
    const res = await call(posts.create, { body: { title: "Hi", content: "<p>Hello</p>" } });
    expect(res.data.id).toBe(1);
    const [sent] = calls;
    expect(sent?.headers["X-Client-Id"]).toBe("Forum");
    expect(sent?.headers.Authorization).toBe(`Bearer ${sessionStore.get()?.token}`);
    expect(sent?.headers["Content-Type"]).toBe("application/json");
    expect(sent?.body).toEqual({ title: "Hi", content: "<p>Hello</p>" });
  });

  it("sends no Authorization header for guests and encodes the query", async () => {
    const calls = mockApi({
      "GET /api/v2/profile/me": { body: { data: {} } },
      "GET /forum/api/v1/posts": { body: { data: [] } },
    });
    await call(profile.byId, { query: { user_id: 3 } });
    expect(calls[0]?.url).toBe("/api/v2/profile/me?user_id=3");
    expect(calls[0]?.headers.Authorization).toBeUndefined();
    await call(posts.list, { query: { user_id: 3, search: undefined } });
    expect(calls[1]?.url).toBe("/forum/api/v1/posts?user_id=3");
  });

  it("sends a flag as 1/0 and a list as API.md's name[] pairs", async () => {
    const calls = mockApi({ "GET /forum/api/v1/posts": { body: { data: [] } } });
    await call(posts.list, { query: { parents_only: true, recent: false, category_ids: [3, 5], page: 2 } });
    expect(calls[0]?.url).toBe(
      "/forum/api/v1/posts?parents_only=1&recent=0&category_ids%5B%5D=3&category_ids%5B%5D=5&page=2",
    );
  });

  it("throws an ApiError carrying status and body", async () => {
    const body = {
      message: "The email has already been taken.",
      error: { email: ["The email has already been taken."] },
    };
    mockApi({ "POST /api/v2/auth/register": { status: 422, body } });
    const err = await call(auth.register, { body: { email: "a@b.co", password: "secret123" } }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(422);
    expect((err as ApiError).body).toEqual(body);
  });

  it("does not pass a non-JSON error page on as the body", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("<html>Bad Gateway</html>", { status: 502 })),
    );
    const err = (await call(posts.list, {}).catch((e: unknown) => e)) as ApiError;
    expect(err.status).toBe(502);
    expect(err.body).toBeNull();
  });

  it("on a 401 clears the session and sends the browser to /forum/login", async () => {
    signIn();
    expect(localStorage.getItem(sessionStorageKey)).not.toBeNull();
    const assign = vi.spyOn(browser, "assign").mockImplementation(() => {});
    vi.spyOn(browser, "pathname").mockReturnValue("/forum/communities");
    mockApi({
      "GET /forum/api/v1/notifications": {
        status: 401,
        body: { message: "Unauthenticated.", error: "unauthenticated" },
      },
    });
    await expect(call(notifications.list, {})).rejects.toBeInstanceOf(ApiError);
    expect(sessionStore.get()).toBeNull();
    expect(localStorage.getItem(sessionStorageKey)).toBeNull();
    expect(assign).toHaveBeenCalledWith("/forum/login");
  });

  it("leaves a 401 for a token being logged out to the logout flow (it shows Logout Successful first)", async () => {
    signIn();
    const assign = vi.spyOn(browser, "assign").mockImplementation(() => {});
    mockApi({ "GET /forum/api/v1/notifications": { status: 401, body: { message: "Unauthenticated." } } });
    expectRevocation(sessionStore.get()!.token);
    await expect(call(notifications.list, {})).rejects.toBeInstanceOf(ApiError);
    expect(sessionStore.get()).not.toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it("does not reload the login page itself on a 401", async () => {
    const assign = vi.spyOn(browser, "assign").mockImplementation(() => {});
    vi.spyOn(browser, "pathname").mockReturnValue("/forum/login");
    mockApi({
      "POST /api/v2/auth/login": { status: 401, body: { message: "Unauthenticated.", error: "unauthenticated" } },
    });
    await expect(call(auth.login, { body: { username: "a@b.co", password: "x" } })).rejects.toBeInstanceOf(ApiError);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe("session store", () => {
  it("persists {token, user} under the key root and restores it", () => {
    signIn();
    const saved = JSON.parse(localStorage.getItem("root") ?? "null");
    expect(saved.user.user_id).toBe(7);
    sessionStore.reload();
    expect(sessionStore.get()?.user.user_id).toBe(7);
  });

  it("drops a stored session whose token has expired", () => {
    const user = { user_id: 7, sub: "7", email: "a@b.co", ver: 1, iat: 0, exp: Math.floor(Date.now() / 1000) - 60 };
    localStorage.setItem("root", JSON.stringify({ token: "x.y.z", user }));
    sessionStore.reload();
    expect(sessionStore.get()).toBeNull();
  });
});
