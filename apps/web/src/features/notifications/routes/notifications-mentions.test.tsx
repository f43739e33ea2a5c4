import type { NotificationData, NotificationItem } from "@forum/contract";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { sessionStore } from "../../../lib/session.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { pageOf, stubNotifications } from "../fixtures.ts";

vi.mock("../live-socket.ts", () => ({ openLiveSocket: () => () => {} }));

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

/** A mention as the server writes it: in a post (`reply` 0) or in its reply; `owner` null when written anonymously. */
function mentionNote(id: number, reply: number, owner: string | null): NotificationItem {
  const data: NotificationData = {
    type: "mention",
    post_title: `Question ${id}`,
    post_uuid: uuid(id),
    reply_uuid: reply ? uuid(reply) : null,
    reply_content: "Ask @ada about it",
    reply_owner: owner
      ? { user_id: 9, meta: { username: owner, first_name: null, last_name: null, profile_image: null } }
      : null,
    user_id: owner ? 9 : null,
  };
  const at = new Date(Date.now() - 60_000).toISOString();
  return { id, type: "mention", data: JSON.stringify(data), liker: null, created_at: at, read_at: null };
}

describe("mention notifications", () => {
  it("say who mentioned the reader and open the post, at the reply when it was made in one", async () => {
    sessionStore.set({ token: "t.e.st", user: { user_id: 5, sub: "5", email: "a@b.co", ver: 1, iat: 0, exp: 4e9 } });
    stubNotifications({ current: [pageOf([mentionNote(3, 300, "bola"), mentionNote(2, 0, null)])] });
    renderApp("/notifications");
    const items = await within(screen.getByRole("main")).findAllByRole("listitem");
    expect(items[0]).toHaveTextContent("bola mentioned you: Question 3");
    expect(items[0]).toHaveTextContent("“Ask @ada about it”");
    expect(within(items[0]!).getAllByRole("link")[0]).toHaveAttribute("href", `/post/${uuid(3)}#reply-${uuid(300)}`);
    expect(items[1]).toHaveTextContent("Anonymous mentioned you: Question 2");
    expect(within(items[1]!).getAllByRole("link")[0]).toHaveAttribute("href", `/post/${uuid(2)}`);
  });
});
