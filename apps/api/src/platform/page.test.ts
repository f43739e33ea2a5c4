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

  it("marks an estimated total and ends the pages where the results do", () => {
    const at = (page: number, rows: Parameters<typeof pageOf>[1]) =>
      pageOf({ endpoint: postsApi.list, query: { page, per_page: 2 }, request: { origin } }, rows);
    const full = { data: ["a", "b"], total: 60_000, totalEstimated: true };
    // By relevance only the candidates are reached: 5 of them, 3 pages, whatever the estimate says.
    expect(at(1, { ...full, reachable: 5 })).toMatchObject({ last_page: 3, total: 60_000, total_estimated: true });
    expect(at(4, { ...full, data: [], reachable: 5 })).toMatchObject({ last_page: 3, next_page_url: null });
    // Newest first reaches every match: the estimate gives the pages, the page itself where they really end.
    expect(at(1, full)).toMatchObject({ last_page: 30_000, next_page_url: expect.stringContaining("page=2") });
    expect(at(30_000, full).next_page_url).toContain("page=30001");
    expect(at(7, { ...full, data: ["a"] })).toMatchObject({ last_page: 7, next_page_url: null });
    expect(at(9, { ...full, data: [] })).toMatchObject({ last_page: 8, next_page_url: null });
    expect(at(1, { data: ["a"], total: 1 })).not.toHaveProperty("total_estimated");
  });
});
