import { postsApi, rewardTasksApi } from "@forum/contract";
import { describe, expect, it } from "vitest";
import { pageOf } from "./page.ts";

const origin = "http://127.0.0.1:4173";

describe("pageOf", () => {
  it("makes the envelope, the next page's address from the endpoint, the call's query and the origin", () => {
    const query = postsApi.list.schemas.query.parse({
      "category_ids[]": ["3", "4"],
      recent: "1",
      search: "",
      page: "1",
    });
    const page = pageOf({ endpoint: postsApi.list, query, request: { origin } }, { data: ["a"], total: 45 });
    expect(page).toEqual({
      data: ["a"],
      current_page: 1,
      last_page: 3,
      per_page: 20,
      total: 45,
      next_page_url: `${origin}/forum/api/v1/posts?recent=1&category_ids%5B%5D=3&category_ids%5B%5D=4&page=2&per_page=20`,
    });
  });

  it("fills the path's parameters, encoded, under the endpoint's base", () => {
    const call = {
      endpoint: rewardTasksApi.assignments,
      params: { ref: "a b/c" },
      query: { page: 2, per_page: 2 },
      request: { origin },
    };
    expect(pageOf(call, { data: [], total: 5 }).next_page_url).toBe(
      `${origin}/api/v2/reward-tasks/neoform/assignments/a%20b%2Fc?page=3&per_page=2`,
    );
  });

  it("has no next page on the last page and past it, and a last page of 1 for an empty list", () => {
    const at = (page: number, total: number) =>
      pageOf({ endpoint: postsApi.list, query: { page, per_page: 10 }, request: { origin } }, { data: [], total });
    expect(at(2, 20).next_page_url).toBeNull();
    expect(at(5, 20)).toMatchObject({ current_page: 5, last_page: 2, next_page_url: null });
    expect(at(1, 0)).toMatchObject({ last_page: 1, next_page_url: null });
  });
});
