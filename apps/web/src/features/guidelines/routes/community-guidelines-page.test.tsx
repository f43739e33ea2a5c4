import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { mockApi, renderApp } from "../../../test/render-app.tsx";
import { guidelineSections } from "../guidelines-content.ts";

const sectionTitles = [
  "Introduction",
  "Respect and Kindness",
  "Content and Discussions",
  "Safety and Privacy",
  "User Conduct",
  "Moderation and Enforcement",
  "Posting Guidelines",
  "Community Engagement",
  "Reporting Issues",
  "Updates to the Guidelines",
];

describe("/community-guidelines", { timeout: 30_000 }, () => {
  it("shows the title, the date and the ten sections in the spec's order, each in the contents", async () => {
    mockApi({});
    renderApp("/community-guidelines");
    expect(await screen.findByRole("heading", { level: 1, name: "Community Guidelines" })).toBeInTheDocument();
    expect(screen.getByText("Last updated 21st December 2024")).toHaveAttribute("datetime", "2024-12-21");
    const article = screen.getByRole("article", { name: "Community Guidelines" });
    const headings = within(article)
      .getAllByRole("heading", { level: 2 })
      .map((h) => h.textContent)
      .filter((t) => t !== "On this page");
    expect(headings).toEqual(sectionTitles.map((t, i) => `${i + 1}. ${t}`));
    const contents = screen.getByRole("navigation", { name: "On this page" });
    for (const [i, s] of guidelineSections.entries()) {
      const link = within(contents).getByRole("link", { name: `${i + 1}. ${s.title}` });
      expect(link).toHaveAttribute("href", `#${s.id}`);
      expect(screen.getByRole("region", { name: `${i + 1}. ${s.title}` })).toHaveAttribute("id", s.id);
    }
  });

  it("carries every rule the spec lists", async () => {
    mockApi({});
    renderApp("/community-guidelines");
    const text = (await screen.findByRole("article")).textContent ?? "";
    for (const rule of [
      "Treat every member with respect",
      "Harassment",
      "Hate speech is not allowed",
      "Spam",
      "Plagiarism",
      "NSFW content",
      "Illegal content",
      "Do not share personal information",
      "Phishing",
      "leads to immediate suspension",
      "may edit, move or remove any content",
      "a warning, a temporary suspension or a permanent ban",
      "you may appeal it",
      "decision after that review is final",
      "False reporting",
      "is penalised",
      "continued participation in the forum after a change means that you accept",
    ]) {
      expect(text).toContain(rule);
    }
  });

  it("is reached from the navigation bar, by guests too", async () => {
    mockApi({});
    const user = userEvent.setup();
    const { router } = renderApp("/leaderboard");
    const nav = await screen.findByRole("navigation", { name: "Main" });
    await user.click(within(nav).getAllByRole("link", { name: "Guidelines" })[0] as HTMLElement);
    expect(await screen.findByRole("heading", { level: 1, name: "Community Guidelines" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/community-guidelines");
  });

  it("has no axe violations", async () => {
    mockApi({});
    renderApp("/community-guidelines");
    await screen.findByRole("heading", { level: 1, name: "Community Guidelines" });
    const { violations } = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
    expect(violations.map((v) => `${v.id}: ${v.help} ${v.nodes[0]?.html}`)).toEqual([]);
  });
});
