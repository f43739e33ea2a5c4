import {
  adminApi,
  adminAuditApi,
  adminCategoriesApi,
  adminCommunitiesApi,
  adminLeaderboardApi,
  adminModerationApi,
  adminPollsApi,
  apiBases,
} from "@forum/contract";
import { describe, expect, it } from "vitest";
import { adminTestApp } from "./admin-test-kit.ts";

const { t, k } = adminTestApp({ boss: false });

/** The console's calls and those of the features whose console halves sat here; the report queue's two are tested by moderation. */
const all = {
  ...adminApi,
  ...adminCategoriesApi,
  ...adminCommunitiesApi,
  ...adminPollsApi,
  ...adminLeaderboardApi,
  ...adminModerationApi,
  ...adminAuditApi,
};
type Bound = (typeof all)[keyof typeof all];
const calls = Object.entries(all).filter(([name]) => name !== "reports" && name !== "resolveReport");
/** A valid body for each call with one, so that only the id can be wrong. */
const bodies: Record<string, object> = {
  updateCategory: { name: "Anything" },
  updateCommunity: { name: "Anything", acronym: "ANY" },
  updatePoll: { title: "Anything", options: ["a", "b"] },
  updateReason: { name: "Anything", description: "Anything at all" },
  suspend: { reason: "Spam" },
};
const request = (bound: Bound, id: number | string, token?: string, body?: object) =>
  t.app.inject({
    method: bound.method,
    url: `${apiBases[bound.base]}${bound.path.replace(":id", String(id))}`,
    ...(body ? { payload: body } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe("who may call the admin API", () => {
  it("holds the 22 calls it held before they moved to their features", () => {
    expect(calls.length).toBe(22);
  });

  it("answers 401 to guests and 403 to students on every call, and touches nothing", async () => {
    const student = await k.student("plain@uni.edu");
    for (const [name, bound] of calls) {
      const guest = await request(bound, 1, undefined, bodies[name]);
      expect(guest.statusCode, `${name} as a guest`).toBe(401);
      const denied = await request(bound, 1, student.token, bodies[name]);
      expect(denied.statusCode, `${name} as a student`).toBe(403);
      expect(denied.json().error).toBe("forbidden");
    }
    expect(await k.audits(5)).toEqual([]);
  });

  it("answers 404 for an unknown id on every call that takes one, an id that is no 32-bit id and one spelt other than in plain digits", async () => {
    const admin = await k.admin("boss@uni.edu");
    const withId = calls.filter(([, bound]) => bound.path.includes(":id"));
    expect(withId.length).toBe(10);
    for (const [name, bound] of withId) {
      const res = await request(bound, 999_999, admin.token, bodies[name]);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(404);
      for (const odd of [2_147_483_648, "0x10", "%201", "1e0", "+1", "01", "1.0", "abc"]) {
        expect((await request(bound, odd, admin.token, bodies[name])).statusCode, `${name} ${odd}`).toBe(404);
      }
    }
    expect(await k.audits(5)).toEqual([]);
  });
});
