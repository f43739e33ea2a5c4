import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { postsKit } from "../posts/posts-test-kit.ts";

// Filing a report: the reasons to pick from and one report per student and post (the queue: moderation.*.test.ts).
let t: TestApp;
let k: ReturnType<typeof postsKit>;
let ada: { token: string; id: number };
let bola: { token: string; id: number };

const create = (body: object, token = ada.token) => k.call("POST", "/forum/api/v1/posts", body, token);
const valid = { title: "How do I apply for the NNPC scholarship?", content: "<p>Deadline is Friday.</p>" };

beforeAll(async () => {
  t = await createTestApp();
  k = postsKit(t);
  ada = await k.student("ada@example.com");
  bola = await k.student("bola@example.com");
});
afterAll(() => t.close());

describe("reports", () => {
  it("takes one report per user and post, with known reasons", async () => {
    const post = (await create(valid)).json().data;
    const reasons = (await k.get("/report-reasons")).json().data;
    expect(reasons[0]).toMatchObject({
      id: expect.any(Number),
      name: expect.any(String),
      description: expect.any(String),
    });
    const report = (ids: number[]) =>
      k.call("POST", "/forum/api/v1/report-reasons", { post_id: post.id, report_reasons: ids }, bola.token);
    expect((await report([])).statusCode).toBe(422);
    expect((await report([99999])).statusCode).toBe(422);
    const first = await report([reasons[0].id, reasons[1].id]);
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toEqual(expect.any(String));
    expect((await report([reasons[0].id])).json().error.post_id).toEqual(["You have already reported this post."]);
  });
});
