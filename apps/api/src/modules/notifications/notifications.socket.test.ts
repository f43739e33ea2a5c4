import { realtime } from "@forum/contract";
import { eq } from "drizzle-orm";
import { SignJWT } from "jose";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import { createTestApp, type TestApp, testJwtSecret } from "../../test/test-app.ts";
import { eventually, listen, notificationsKit, openSocket } from "./notifications-test-kit.ts";

let t: TestApp;
let k: ReturnType<typeof notificationsKit>;
let url: string;
type Student = { token: string; id: number };
let ada: Student;
let bola: Student;
let chidi: Student;
const sockets: ReturnType<typeof openSocket>[] = [];
const open = (token: string) => {
  const s = openSocket(url, token);
  sockets.push(s);
  return s;
};

beforeAll(async () => {
  t = await createTestApp();
  k = notificationsKit(t);
  url = await listen(t.app);
  ada = await k.student("ada@example.com");
  bola = await k.student("bola@example.com");
  chidi = await k.student("chidi@example.com");
});
afterEach(() => {
  for (const s of sockets.splice(0)) s.socket.disconnect();
});
afterAll(() => t.close());

describe("live push", () => {
  it("delivers a reply to the author's sockets only, as { message, postId: uuid }", async () => {
    const adaPhone = open(ada.token);
    const adaLaptop = open(ada.token);
    const bolas = open(bola.token);
    const chidis = open(chidi.token);
    await Promise.all([adaPhone.ready, adaLaptop.ready, bolas.ready, chidis.ready]);
    const post = await k.post({ by: ada.id, title: "Exam timetable" });

    await k.reply(bola.token, post.uuid);
    const who = (await k.call("GET", "/api/user/profile", undefined, bola.token)).json().data.username;
    const expected = { message: `${who} replied to your post: Exam timetable`, postId: post.uuid };
    await eventually(() => expect(adaPhone.received).toEqual([expected]));
    await eventually(() => expect(adaLaptop.received).toEqual([expected]));
    await new Promise((r) => setTimeout(r, 200)); // time for a stray event to arrive, were one sent
    expect(bolas.received).toEqual([]);
    expect(chidis.received).toEqual([]);
  });

  it("pushes likes, and says Anonymous for an anonymous reply", async () => {
    const chidis = open(chidi.token);
    await chidis.ready;
    const post = await k.post({ by: chidi.id, title: "Lost ID card" });
    await k.reply(bola.token, post.uuid, "<p>Check the SUG office.</p>", true);
    await k.like(ada.token, post.uuid);
    await eventually(() => expect(chidis.received).toHaveLength(2));
    expect(chidis.received[0]).toEqual({ message: "Anonymous replied to your post: Lost ID card", postId: post.uuid });
    expect(chidis.received[1]).toMatchObject({ message: expect.stringMatching(/ liked your post: Lost ID card$/) });
  });

  it("refuses a handshake without a valid token", async () => {
    await expect(open("").ready).rejects.toThrow("Unauthenticated.");
    await expect(open("not-a-jwt").ready).rejects.toThrow("Unauthenticated.");
    const forged = await new SignJWT({ user_id: ada.id, ver: 0 })
      .setProtectedHeader({ alg: "HS256" })
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("some-other-secret-of-enough-length"));
    await expect(open(forged).ready).rejects.toThrow("Unauthenticated.");
  });
});

describe("a token that stops being valid stops the socket", () => {
  it("logout disconnects every socket of that user, and the old token cannot reconnect", async () => {
    const dana = await k.student("dana@example.com");
    const first = open(dana.token);
    const second = open(dana.token);
    const other = open(chidi.token);
    await Promise.all([first.ready, second.ready, other.ready]);
    await k.call("POST", "/api/auth/logout", {}, dana.token);
    expect(await first.disconnected).toBe("io server disconnect");
    expect(await second.disconnected).toBe("io server disconnect");
    expect(other.socket.connected).toBe(true);
    await expect(open(dana.token).ready).rejects.toThrow("Unauthenticated.");
  });

  it("a new password disconnects the user's sockets", async () => {
    const email = "emeka@example.com";
    const emeka = await k.student(email);
    const s = open(emeka.token);
    await s.ready;
    await k.call("PUT", "/api/auth/reset", { email });
    const verified = await k.call("POST", "/api/auth/verify-password-token", { email, token: k.code(email) });
    const reset = verified.json().data.token;
    await k.call("PUT", "/api/auth/user-password", { token: reset, password: "newpass1", confirmPassword: "newpass1" });
    expect(await s.disconnected).toBe("io server disconnect");
  });

  it("a socket is closed when its token expires", async () => {
    const [row] = await t.database.db.select().from(users).where(eq(users.id, ada.id));
    const shortLived = await new SignJWT({ user_id: ada.id, email: row!.email, ver: row!.tokenVersion })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(String(ada.id))
      .setExpirationTime(Math.floor(Date.now() / 1000) + 2)
      .sign(new TextEncoder().encode(testJwtSecret));
    const s = open(shortLived);
    await s.ready;
    const started = Date.now();
    expect(await s.disconnected).toBe("io server disconnect");
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});

it("uses the room and event names of API.md", () => {
  expect(realtime.room(7)).toBe("user-7");
  expect(realtime.event).toBe("new-notification");
});
