import { reachOfferTexts, reachSettingsTexts } from "@forum/contract/texts";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { sessionStore } from "../../lib/session.ts";
import { mockApi, renderApp } from "../../test/render-app.tsx";
import { makePost, withReplies } from "../posts/fixtures.ts";
import { type FakePushOptions, fakePush, serverKey } from "./fake-push.ts";
import { offeredKey } from "./offer-trigger.ts";

const api = "/forum/api/v1";
const post = makePost({ id: 3 });
const signIn = () =>
  sessionStore.set({ token: "t.e.st", user: { user_id: 5, sub: "5", email: "a@b.co", ver: 1, iat: 0, exp: 4e9 } });

/** What each check after a publish decided: a test waits for it before saying that no offer shows. */
const decided = vi.hoisted(() => [] as boolean[]);
vi.mock("./offer-trigger.ts", async (original) => {
  const real = await original<typeof import("./offer-trigger.ts")>();
  return {
    ...real,
    claimPushOffer: (userId: number | undefined) => {
      const shown = real.claimPushOffer(userId);
      decided.push(shown);
      return shown;
    },
  };
});

let restore = () => {};
afterEach(() => {
  restore();
  decided.length = 0;
});

// jsdom has no pointer capture; sonner's toasts take the pointer on a press (swipe to dismiss).
const capture = { set: Element.prototype.setPointerCapture, release: Element.prototype.releasePointerCapture };
beforeAll(() => {
  Element.prototype.setPointerCapture = () => {};
  Element.prototype.releasePointerCapture = () => {};
});
afterAll(() => {
  Element.prototype.setPointerCapture = capture.set;
  Element.prototype.releasePointerCapture = capture.release;
});

function setUp(push: FakePushOptions | null = {}) {
  signIn();
  const fake = push ? fakePush(push) : null;
  if (fake) restore = fake.restore;
  const calls = mockApi({
    [`GET ${api}/posts/${post.uuid}`]: { body: { data: withReplies(post) } },
    [`GET ${api}/posts/${post.id}/similar`]: { body: { data: [] } },
    [`GET ${api}/posts/${post.uuid}/watch`]: { body: { data: { level: "watching" } } },
    [`POST ${api}/posts`]: { status: 201, body: { data: makePost({ id: 50 }), uuid: "x" } },
    [`GET ${api}/push/key`]: { body: { data: { public_key: serverKey } } },
    [`POST ${api}/push/subscriptions`]: { status: 201, body: { message: "ok" } },
  });
  return { fake, calls, user: userEvent.setup() };
}

/** Replies to the post from its page and waits for the reply to be sent. */
async function reply(user: ReturnType<typeof userEvent.setup>, calls: ReturnType<typeof mockApi>, text: string) {
  const sent = calls.filter((c) => c.method === "POST" && c.url === `${api}/posts`).length;
  await user.click(await screen.findByRole("button", { name: "Reply" }));
  await user.type(await screen.findByLabelText("Your reply"), text);
  await user.click(screen.getByRole("button", { name: "Send reply" }));
  await waitFor(() =>
    expect(calls.filter((c) => c.method === "POST" && c.url === `${api}/posts`)).toHaveLength(sent + 1),
  );
  await waitFor(() => expect(screen.queryByLabelText("Your reply")).not.toBeInTheDocument());
}

const offer = () => screen.queryByText(reachOfferTexts.title);

describe("the push offer", () => {
  beforeAll(() => Promise.all([import("../posts/routes/post-page.tsx"), import("./push-offer.ts")]), 30_000);

  it("is not made on a visit: only after the student's first reply, and once", async () => {
    const { fake, calls, user } = setUp();
    renderApp(`/post/${post.uuid}`);
    await screen.findByRole("button", { name: "Reply" });
    expect(offer()).not.toBeInTheDocument();
    expect(fake!.asked).not.toHaveBeenCalled();

    await reply(user, calls, "First reply");
    expect(await screen.findByText(reachOfferTexts.title)).toBeInTheDocument();
    expect(localStorage.getItem(offeredKey(5))).toBe("1");
    expect(fake!.asked).not.toHaveBeenCalled(); // the browser's question waits for "Turn on"

    await user.click(screen.getByRole("button", { name: reachOfferTexts.notNow }));
    await waitFor(() => expect(offer()).not.toBeInTheDocument());
    await reply(user, calls, "Second reply");
    await waitFor(() => expect(decided).toEqual([true, false]));
    expect(offer()).not.toBeInTheDocument();
    expect(fake!.asked).not.toHaveBeenCalled();
  });

  it("turns push on from its button, asking the browser only then", async () => {
    const { fake, calls, user } = setUp();
    renderApp(`/post/${post.uuid}`);
    await reply(user, calls, "First reply");
    await user.click(await screen.findByRole("button", { name: reachOfferTexts.turnOn }));
    expect(await screen.findByText(reachSettingsTexts.device.turnedOn)).toBeInTheDocument();
    expect(fake!.asked).toHaveBeenCalledTimes(1);
    expect(calls.some((c) => c.method === "POST" && c.url === `${api}/push/subscriptions`)).toBe(true);
  });

  it.each([["granted"], ["denied"]] as const)(
    "is not made when the browser was already answered (%s)",
    async (permission) => {
      const { calls, user } = setUp({ permission });
      renderApp(`/post/${post.uuid}`);
      await reply(user, calls, "First reply");
      await waitFor(() => expect(decided).toEqual([false]));
      expect(offer()).not.toBeInTheDocument();
      // Not spent either: nothing was shown.
      expect(localStorage.getItem(offeredKey(5))).toBeNull();
    },
  );

  it("is not made where the browser cannot push", async () => {
    const { calls, user } = setUp(null);
    renderApp(`/post/${post.uuid}`);
    await reply(user, calls, "First reply");
    await waitFor(() => expect(decided).toEqual([false]));
    expect(offer()).not.toBeInTheDocument();
    expect(localStorage.getItem(offeredKey(5))).toBeNull();
  });
});
