import { screen } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { sessionStore } from "../../../lib/session.ts";
import { mockApi, renderApp } from "../../../test/render-app.tsx";
import { makePost, pageOf, withReplies } from "../fixtures.ts";

HTMLCanvasElement.prototype.getContext = () => null;
const runAxe = () => axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });

const post = makePost({
  title: "Timetable clashes",
  images: ["/forum/uploads/a.webp", "/forum/uploads/b.webp"],
  community: { id: 2, name: "Pharmacy" },
});
const api = {
  "GET /forum/api/v1/posts": { body: pageOf([post, makePost({ id: 2, anonymous: true, user: null })]) },
  [`GET /forum/api/v1/posts/${post.uuid}`]: {
    body: { data: withReplies({ ...post, is_author: true }, [makePost({ id: 9, type: "comment", title: null })]) },
  },
  [`GET /forum/api/v1/posts/${post.id}/similar`]: { body: { data: [makePost({ id: 3 })] } },
  "GET /forum/api/v1/categories": { body: { data: [{ id: 1, name: "Academics" }] } },
};

describe("accessibility of the posts area (axe-core)", () => {
  it.each([
    ["/", "Post number 2"],
    [`/post/${post.uuid}`, "Timetable clashes"],
    ["/post/new", "Create a Post"],
    ["/drafts", "Drafts"],
  ])("%s has no violations", async (path, text) => {
    sessionStore.set({ token: "t.e.st", user: { user_id: 7, sub: "7", email: "a@b.co", ver: 1, iat: 0, exp: 4e9 } });
    mockApi(api);
    renderApp(path);
    expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
    // The editor loads lazily: check the page with it, not before it arrives.
    if (path === "/post/new") await screen.findByRole("textbox", { name: "Post content" });
    const { violations } = await runAxe();
    expect(violations.map((v) => `${v.id}: ${v.help} ${v.nodes[0]?.html}`)).toEqual([]);
  });
});
