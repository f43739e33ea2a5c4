import { communityTexts } from "@forum/contract";
import { screen } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it, vi } from "vitest";
import { sessionStore } from "../../../lib/session.ts";
import { mockApi, renderApp } from "../../../test/render-app.tsx";
import { makePost, pageOf } from "../../posts/fixtures.ts";
import { makeCommunity, makeMembers, signedInAs } from "../fixtures.ts";

vi.mock("../../posts/components/rich-text-editor.tsx", () => ({
  default: ({ label }: { label: string }) => <textarea aria-label={label} />,
}));
const runAxe = () => axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
const club = makeCommunity({ id: 5, name: "Chess Club", members: makeMembers(7), user_is_member: true });

describe("accessibility of the communities area (axe-core)", () => {
  it.each([
    ["/communities", "Chess Club"],
    ["/single-community/5", communityTexts.about],
  ])("%s has no violations", async (path, text) => {
    sessionStore.set(signedInAs(7));
    mockApi({
      "GET /forum/api/v1/communities": { body: { data: [club, makeCommunity({ id: 6, image: null })] } },
      "GET /forum/api/v1/communities/5": { body: { data: club } },
      "GET /forum/api/v1/posts": { body: pageOf([makePost({ community: { id: 5, name: "Chess Club" } })]) },
    });
    renderApp(path);
    expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
    if (path !== "/communities") await screen.findByText("Post number 1");
    const { violations } = await runAxe();
    expect(violations.map((v) => `${v.id}: ${v.help} ${v.nodes[0]?.html}`)).toEqual([]);
  });
});
