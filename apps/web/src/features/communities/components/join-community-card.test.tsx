import { communityTexts } from "@forum/contract";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { sessionStore } from "../../../lib/session.ts";
import { MemoryRouter } from "../../../test/memory-router.tsx";
import { mockApi } from "../../../test/render-app.tsx";
import { makeCommunity, signedInAs } from "../fixtures.ts";
import { JoinCommunityCard } from "./join-community-card.tsx";

const show = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <JoinCommunityCard />
        <p>after</p>
      </MemoryRouter>
    </QueryClientProvider>,
  );
const drama = makeCommunity({ id: 2, name: "Drama Society", members_count: 12 });

describe("JoinCommunityCard", () => {
  it("shows guests nothing and asks the server nothing", async () => {
    const calls = mockApi({ "GET /forum/api/v1/random/community": { body: { data: drama } } });
    show();
    await screen.findByText("after");
    expect(screen.queryByRole("heading", { name: communityTexts.randomTitle })).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("offers a signed-in student a community they have not joined, and joins it with the new count", async () => {
    sessionStore.set(signedInAs(7));
    const calls = mockApi({
      "GET /forum/api/v1/random/community": { body: { data: drama } },
      "POST /forum/api/v1/communities/2/join": {
        body: { data: { ...drama, user_is_member: true, members_count: 13 }, message: "ok" },
      },
    });
    const user = userEvent.setup();
    show();
    expect(await screen.findByRole("heading", { name: communityTexts.randomTitle })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Drama Society" })).toHaveAttribute("href", "/single-community/2");
    expect(screen.getByText("12 members")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Join Community: Drama Society" }));
    expect(await screen.findByRole("button", { name: "Joined: Drama Society" })).toBeDisabled();
    // The card counts the student it just took in.
    expect(screen.getByText("13 members")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST").map((c) => c.url)).toEqual(["/forum/api/v1/communities/2/join"]);
  });

  it("shows nothing once every community is joined", async () => {
    sessionStore.set(signedInAs(7));
    const calls = mockApi({ "GET /forum/api/v1/random/community": { body: { data: null } } });
    show();
    await screen.findByText("after");
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toHaveLength(1);
    expect(screen.queryByRole("heading", { name: communityTexts.randomTitle })).not.toBeInTheDocument();
  });
});
