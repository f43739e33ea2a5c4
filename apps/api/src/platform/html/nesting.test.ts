import { describe, expect, it } from "vitest";
import { nestedDeeperThan } from "./nesting.ts";

describe("nestedDeeperThan", () => {
  it("lets what editors make through", () => {
    const quill =
      '<h2>Notes</h2><p class="ql-align-center"><strong><em><u>a</u></em></strong><br></p><ol><li>one</li><li>two</li></ol>';
    expect(nestedDeeperThan(quill, 4)).toBe(false);
    expect(nestedDeeperThan(quill, 3)).toBe(true);
  });

  it("counts open elements, not tags: closed siblings and void elements never add up", () => {
    expect(nestedDeeperThan("<b>x</b>".repeat(10_000), 1)).toBe(false);
    expect(nestedDeeperThan("<p>a<br><img src=x><hr/>b</p>".repeat(1_000), 1)).toBe(false);
    expect(nestedDeeperThan("<p>a<p>b<p>c<li>d<li>e", 2)).toBe(false);
  });

  it("refuses one level past the bound, whatever the tags' names or case", () => {
    expect(nestedDeeperThan("<div>".repeat(20), 20)).toBe(false);
    expect(nestedDeeperThan("<div>".repeat(21), 20)).toBe(true);
    expect(nestedDeeperThan("<B><I><x-y><svg><g>", 4)).toBe(true);
    expect(nestedDeeperThan(`${"<span>".repeat(15)}${"</span>".repeat(15)}${"<b>".repeat(21)}`, 20)).toBe(true);
  });

  it("an end tag closes up to its element, as a browser would", () => {
    expect(nestedDeeperThan(`<p>${"<b>".repeat(10)}</p><p>${"<i>".repeat(10)}</p>`, 11)).toBe(false);
  });

  it("scans 1 MB of <b> without parsing it", () => {
    expect(nestedDeeperThan("<b>".repeat(349_525), 20)).toBe(true);
  });
});
