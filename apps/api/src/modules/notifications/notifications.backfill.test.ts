import { afterAll, beforeAll, expect, it } from "vitest";
import { notifications } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { createNotificationsRepository } from "./notifications.repository.ts";
import { notificationsKit } from "./notifications-test-kit.ts";

let t: TestApp;
let k: ReturnType<typeof notificationsKit>;

beforeAll(async () => {
  t = await createTestApp();
  k = notificationsKit(t);
});
afterAll(() => t.close());

const rows = async () =>
  (await t.database.db.select().from(notifications)).map((n) => ({
    userId: n.userId,
    type: n.type,
    postId: n.postId,
    replyId: n.replyId,
    data: n.data,
  }));
const byKey = (list: Awaited<ReturnType<typeof rows>>) =>
  [...list].sort((a, b) => `${a.type}${a.postId}${a.replyId}`.localeCompare(`${b.type}${b.postId}${b.replyId}`));

it("writes for seeded replies and likes exactly what the live hooks write (the demo's bell is not empty)", async () => {
  const ada = await k.student("ada@example.com");
  const bola = await k.student("bola@example.com");
  const post = await k.post({ by: ada.id, title: "Where do I print my course form?" });
  const longComment = await k.post({ by: ada.id, parentId: post.id, content: "A".repeat(80) });
  await k.reply(bola.token, post.uuid, "<p>At the faculty office.</p>");
  await k.reply(bola.token, post.uuid, "<p>Or the library, quietly.</p>", true);
  await k.reply(bola.token, longComment.uuid, `<p>${"B".repeat(400)}</p>`);
  await k.like(bola.token, post.uuid);
  await k.reply(ada.token, post.uuid); // one's own: no `reply` (Bola, who replied there, watches it: a `watched`)
  // The seed writes no watches: the backfill makes replies and likes only.
  const live = byKey((await rows()).filter((n) => n.type !== "watched"));
  expect(live).toHaveLength(4);

  await t.database.db.delete(notifications);
  await createNotificationsRepository(t.database.db).backfill();
  expect(byKey(await rows())).toEqual(live);
});
