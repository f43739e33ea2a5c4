import { draftTexts } from "@forum/contract/texts";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { sessionStore } from "../../../lib/session.ts";
import { mockApi, renderApp } from "../../../test/render-app.tsx";
import { makePost, pageOf } from "../fixtures.ts";

const signIn = () =>
  sessionStore.set({ token: "t.e.st", user: { user_id: 7, sub: "7", email: "a@b.co", ver: 1, iat: 0, exp: 4e9 } });

describe("/drafts", () => {
  it("with no drafts says so under the count, and links to writing a post", async () => {
    signIn();
    mockApi({ "GET /forum/api/v1/posts": { body: { ...pageOf([]), total: 0 } } });
    renderApp("/drafts");
    expect(await screen.findByText(draftTexts.none)).toBeInTheDocument();
    expect(screen.getByText("0 drafts")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: draftTexts.writePost })).toHaveAttribute("href", "/post/new");
  });

  it("with drafts lists them, without the empty state", async () => {
    signIn();
    mockApi({
      "GET /forum/api/v1/posts": { body: pageOf([makePost({ status: "draft", title: "Half done" })]) },
    });
    renderApp("/drafts");
    expect(await screen.findByRole("link", { name: "Half done" })).toBeInTheDocument();
    expect(screen.queryByText(draftTexts.none)).toBeNull();
  });
});
