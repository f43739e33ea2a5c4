import { describe, expect, it } from "vitest";
import { normaliseTags, postInput, postListQuery } from "./posts.ts";

describe("normaliseTags (core §5)", () => {
  it("splits on commas, trims, drops empties and case-insensitive repeats", () => {
    expect(normaliseTags(" ASUU, jamb ,, asuu,#Python ,")).toEqual(["ASUU", "jamb", "Python"]);
    expect(normaliseTags(["exams", " Exams", "hostel, food"])).toEqual(["exams", "hostel", "food"]);
    expect(normaliseTags(null)).toEqual([]);
  });
});

describe("postInput", () => {
  it("takes one category id or up to three", () => {
    expect(postInput.parse({ content: "x", category_id: 4 }).category_id).toEqual([4]);
    expect(postInput.parse({ content: "x", category_id: ["1", "2", "3"] }).category_id).toEqual([1, 2, 3]);
    const tooMany = postInput.safeParse({ content: "x", category_id: [1, 2, 3, 4] });
    expect(tooMany.error?.issues[0]?.message).toBe("You cannot select More than 3 categories");
  });

  it("caps title length and image count, and reads form booleans", () => {
    expect(postInput.safeParse({ content: "x", title: "t".repeat(151) }).success).toBe(false);
    expect(postInput.safeParse({ content: "x", images: ["a", "b", "c", "d", "e"] }).success).toBe(false);
    expect(postInput.parse({ content: "x", anonymous: "1" }).anonymous).toBe(true);
    expect(postInput.parse({ content: "x", anonymous: "false" }).anonymous).toBe(false);
  });
});

describe("postListQuery", () => {
  it("reads category_ids[] as repeated, plain or comma-separated ids", () => {
    expect(postListQuery.parse({ "category_ids[]": ["1", "2"] }).category_ids).toEqual([1, 2]);
    expect(postListQuery.parse({ "category_ids[]": "3" }).category_ids).toEqual([3]);
    expect(postListQuery.parse({ category_ids: "4,5" }).category_ids).toEqual([4, 5]);
  });
  it("defaults the page and caps per_page at 50", () => {
    expect(postListQuery.parse({})).toMatchObject({ page: 1, per_page: 20 });
    expect(postListQuery.safeParse({ per_page: "51" }).success).toBe(false);
    expect(postListQuery.parse({ recent: "1", parents_only: "1" })).toMatchObject({ recent: true, parents_only: true });
  });
});
