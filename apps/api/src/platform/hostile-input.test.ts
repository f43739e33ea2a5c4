import http from "node:http";
import { inputMessages } from "@forum/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postsKit } from "../modules/posts/posts-test-kit.ts";
import { createTestApp, roomyWriteRules, type TestApp } from "../test/test-app.ts";

let t: TestApp;
let k: ReturnType<typeof postsKit>;
let ada: { token: string; id: number };
beforeAll(async () => {
  // Far more writes than a student may make in a minute: the throttle has its own tests.
  t = await createTestApp({ writeRules: roomyWriteRules });
  k = postsKit(t);
  ada = await k.student("ada@example.com");
});
afterAll(() => t.close());

const MB = 1024 * 1024;
const send = (method: "GET" | "POST" | "PUT", url: string, payload?: unknown, headers: object = {}) =>
  t.app.inject({
    method,
    url,
    payload: payload as string,
    headers: { authorization: `Bearer ${ada.token}`, ...headers },
  });
const errorBody = expect.objectContaining({ message: expect.any(String), error: expect.anything() });

describe("multipart forms are bounded while they stream in (issue 10, defect 4)", () => {
  const form = (fields: Record<string, string | Blob>) => {
    const f = new FormData();
    for (const [name, value] of Object.entries(fields)) f.append(name, value);
    return f;
  };

  it("answers 400, not 500, to a multipart request without a boundary, on every route", async () => {
    for (const url of ["/forum/api/v1/posts", "/api/user/update-profile", "/api/v2/auth/login"]) {
      const res = await send("POST", url, "--x\r\n", { "content-type": "multipart/form-data" });
      expect(res.statusCode, url).toBe(url.includes("login") ? 415 : 400);
      expect(res.json()).toEqual(errorBody);
    }
  });

  it("refuses a form on a call that takes none (415), without reading it", async () => {
    const res = await send("POST", "/forum/api/v1/poll/vote", form({ poll_id: "1", option_id: "1" }));
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(inputMessages.formNotAccepted);
  });

  it("refuses a form whose declared length is past the route's total, before reading it", async () => {
    const res = await send("POST", "/api/user/update-profile", "x", {
      "content-type": "multipart/form-data; boundary=b",
      "content-length": String(40 * MB),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: inputMessages.formTooLarge, error: "payload_too_large" });
  });

  it("refuses a field past its size, too many fields and a file past 8 MB with 413", async () => {
    const longField = await send("POST", "/api/user/update-profile", form({ status_text: "a".repeat(70 * 1024) }));
    expect(longField.statusCode).toBe(413);
    const many = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`f${i}`, "x"]));
    expect((await send("POST", "/api/user/update-profile", form(many))).statusCode).toBe(413);
    const bigFile = await send(
      "POST",
      "/api/user/update-profile",
      form({ image: new Blob([Buffer.alloc(8 * MB + 1)]) }),
    );
    expect(bigFile.statusCode).toBe(413);
    const twoFiles = new FormData();
    twoFiles.append("image", new Blob(["a"]));
    twoFiles.append("image2", new Blob(["b"]));
    expect((await send("POST", "/api/user/update-profile", twoFiles)).statusCode).toBe(413);
  });

  it("cuts off a form sent without a length once it passes the route's total", async () => {
    // A real socket: the body streams in chunks with no length, as a hostile client would send it.
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const boundary = "----bound";
    let sent = 0;
    const status = await new Promise<number>((resolve) => {
      const req = http.request(`${address}/api/user/update-profile`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${ada.token}`,
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "transfer-encoding": "chunked",
        },
      });
      req.on("response", (res) => resolve(res.statusCode ?? 0));
      req.on("error", () => resolve(0));
      req.write(`--${boundary}\r\nContent-Disposition: form-data; name="status_text"\r\n\r\n`);
      const pump = () => {
        while (sent < 40 * MB) {
          sent += MB;
          if (!req.write(Buffer.alloc(MB, 97))) return void req.once("drain", pump);
        }
        req.end();
      };
      pump();
    });
    // Either the 413 gets out or the connection is cut; never an update, and the 40 MB are never all taken in.
    expect([0, 413]).toContain(status);
    expect(sent).toBeLessThan(40 * MB);
  });

  it("keeps JSON bodies small except a post's, which carries its images inline", async () => {
    const big = await send("POST", "/forum/api/v1/poll/vote", { poll_id: 1, option_id: 1, pad: "x".repeat(300_000) });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: inputMessages.bodyTooLarge, error: "payload_too_large" });
    const post = await send("POST", "/forum/api/v1/posts", { title: "t", content: "<p>x</p>", pad: "x".repeat(MB) });
    expect(post.statusCode).toBe(201);
  });
});

describe("no 500 for out-of-range numbers, NUL bytes or odd ids (issue 10, defect 7)", () => {
  const big = [2 ** 31, 2 ** 40, 2 ** 53 - 1];

  it("answers 422 to integers past 32 bits in queries and bodies", async () => {
    for (const n of big) {
      for (const url of [
        `/forum/api/v1/posts?page=${n}`,
        `/forum/api/v1/posts?user_id=${n}`,
        `/forum/api/v1/posts?community_id=${n}`,
        `/forum/api/v1/posts?category_ids[]=${n}`,
        `/forum/api/v1/user/stats?user_id=${n}`,
        `/api/v2/profile/me?user_id=${n}`,
        `/forum/api/v1/communities?user_id=${n}`,
        `/forum/api/v1/notifications?page=${n}`,
      ]) {
        const res = await send("GET", url);
        expect(res.statusCode, url).toBe(422);
        expect(res.json()).toEqual(errorBody);
      }
      for (const [url, body] of [
        ["/forum/api/v1/poll/vote", { poll_id: n, option_id: 1 }],
        ["/forum/api/v1/notifications/read", { notification_id: n }],
        ["/forum/api/v1/report-reasons", { post_id: n, report_reasons: [n] }],
        ["/forum/api/v1/posts", { title: "t", content: "<p>x</p>", category_id: [n] }],
        ["/forum/api/v1/posts", { title: "t", content: "<p>x</p>", community_id: n }],
      ] as const) {
        const res = await send("POST", url, body);
        expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(422);
      }
    }
  });

  it("answers 404 to post and community ids past 32 bits or shaped like no uuid", async () => {
    for (const id of [...big.map(String), "-".repeat(36), "0", "1e3", "zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz"]) {
      for (const url of [`/forum/api/v1/posts/${id}`, `/forum/api/v1/posts/${id}/similar`]) {
        expect((await send("GET", url)).statusCode, url).toBe(404);
      }
      // A community id that names nothing is a 404, whatever its length or shape.
      const community = await send("GET", `/forum/api/v1/communities/${id}`);
      expect(community.statusCode).toBe(404);
      expect((await send("POST", `/forum/api/v1/posts/${id}/toggle-like`)).statusCode).toBe(404);
    }
  });

  it("answers 422 naming the field to a NUL byte anywhere in a body, a query or a path", async () => {
    const inBody = await send("POST", "/forum/api/v1/posts", { title: "a\u0000b", content: "<p>x</p>" });
    expect(inBody.statusCode).toBe(422);
    expect(inBody.json()).toEqual({
      message: inputMessages.nulCharacter,
      error: { title: [inputMessages.nulCharacter] },
    });
    const nested = await send("POST", "/forum/api/v1/posts", {
      title: "t",
      content: "<p>x</p>",
      tags: ["ok", "\u0000"],
    });
    expect(nested.json().error).toEqual({ "tags.1": [inputMessages.nulCharacter] });
    const login = await t.app.inject({
      method: "POST",
      url: "/api/v2/auth/login",
      payload: { username: "a\u0000@b.com", password: "x" },
    });
    expect(login.statusCode).toBe(422);
    // A form's fields too, once the form is read.
    const form = new FormData();
    form.append("status_text", "x\u0000y");
    const inForm = await send("POST", "/api/user/update-profile", form);
    expect(inForm.statusCode).toBe(422);
    expect(inForm.json().error).toEqual({ status_text: [inputMessages.nulCharacter] });
    for (const url of [
      "/forum/api/v1/posts?search=a%00b",
      "/forum/api/v1/categories?search=%00",
      "/forum/api/v1/posts/a%00b",
    ]) {
      expect((await send("GET", url)).statusCode, url).toBe(422);
    }
  });

  it("answers 400 to bodies nested past any form's depth, and to broken JSON", async () => {
    const deep = `${"[".repeat(5000)}${"]".repeat(5000)}`;
    const res = await send("POST", "/forum/api/v1/posts", `{"title":"t","content":"x","tags":${deep}}`, {
      "content-type": "application/json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorBody);
    const broken = await send("POST", "/forum/api/v1/posts", '{"title":', { "content-type": "application/json" });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: inputMessages.badJson, error: "bad_request" });
  });
});

describe("guests get 401 before their input is looked at (issue 10, defect 9)", () => {
  const signedInOnly = [
    ["POST", "/forum/api/v1/posts"],
    ["PUT", "/forum/api/v1/posts/1/edit"],
    ["POST", "/forum/api/v1/posts/1/toggle-like"],
    ["POST", "/forum/api/v1/bookmarks/toggle"],
    ["POST", "/forum/api/v1/report-reasons"],
    ["POST", "/forum/api/v1/poll/vote"],
    ["POST", "/forum/api/v1/communities/1/join"],
    ["POST", "/forum/api/v1/notifications/read"],
    ["POST", "/forum/api/v1/notifications/unread"],
    ["POST", "/forum/api/v1/notifications/delete"],
    ["POST", "/api/user/update-profile"],
    ["POST", "/api/auth/logout"],
  ] as const;

  it.each(signedInOnly)("%s %s: 401 for an empty, a wrong and a multipart body", async (method, url) => {
    for (const [payload, headers] of [
      [{}, {}],
      [{ poll_id: "x", content: 5, notification_id: -1 }, {}],
      ["--x\r\n", { "content-type": "multipart/form-data; boundary=x" }],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: payload as never, headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(errorBody);
    }
  });
});
