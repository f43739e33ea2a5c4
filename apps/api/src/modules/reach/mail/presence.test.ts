import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { listen, openSocket } from "../../notifications/notifications-test-kit.ts";
import { mailKit } from "./mail-test-kit.ts";
import { createUnreadMailService } from "./unread-mail.service.ts";

/** The real presence (a socket of the student open on the app) postpones the unread mail. */
describe("presence", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it("a student with the forum open is not mailed; once they close it, the postponed job mails", async () => {
    const url = await listen(t.app);
    const k = mailKit(t);
    // The app's own presence (realtime.isOnline), not the kit's stand-in.
    const unread = createUnreadMailService({ ...k.deps, isOnline: (id) => t.context!.realtime.isOnline(id) });
    const s = await k.student("present@uni.edu");
    const author = await k.student("present-author@uni.edu");
    await k.setPrefs(s.id, { types: { mention: { push: true, email: true } } });
    await k.notify(s.id, "mention", await k.post({ by: author.id, title: "Lab report" }), author.id);
    while ((await k.dispatcher.dispatchNow()) > 0);
    const [job] = await k.unreadJobs(s.id);
    const open = openSocket(url, s.token);
    await open.ready;
    expect(await t.context!.realtime.isOnline(s.id)).toBe(true);
    expect(await t.context!.realtime.isOnline(author.id)).toBe(false);
    expect(await unread.deliver(job!.data)).toBe("postponed");
    expect(k.mailsTo("present@uni.edu")).toHaveLength(0);
    open.socket.disconnect();
    await open.disconnected;
    const later = (await k.unreadJobs(s.id)).find((j) => j.data.attempt === 1)!;
    for (let i = 0; i < 50 && (await t.context!.realtime.isOnline(s.id)); i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(await unread.deliver(later.data)).toBe("mailed");
    expect(k.mailsTo("present@uni.edu")).toHaveLength(1);
  });
});
