import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { postsKit } from "./posts-test-kit.ts";

let t: TestApp;
let k: ReturnType<typeof postsKit>;
beforeAll(async () => {
  t = await createTestApp();
  k = postsKit(t);
});
afterAll(() => t.close());

describe("POST /posts as a multipart community form (API.md)", () => {
  it("takes content, community_id, status and images[n] as files or inline data", async () => {
    const ada = await k.student("ada@example.com");
    const club = await k.community("Photography Club", [ada.id]);
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#16a34a" } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append("content", "<p>Golden hour at the lagoon</p>");
    form.append("community_id", String(club.id));
    form.append("status", "published");
    form.append("images[0]", new Blob([jpeg], { type: "image/jpeg" }), "lagoon.jpg");
    form.append("images[1]", `data:image/jpeg;base64,${jpeg.toString("base64")}`);
    const res = await t.app.inject({
      method: "POST",
      url: "/forum/api/v1/posts",
      payload: form,
      headers: { authorization: `Bearer ${ada.token}` },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe("Post Created successfully!");
    expect(res.json().data).toMatchObject({
      community_id: club.id,
      community: { name: "Photography Club" },
      title: null,
    });
    expect(res.json().data.images).toHaveLength(2);
  });

  it("refuses a file that is not an image", async () => {
    const ada = await k.student("ada2@example.com");
    const club = await k.community("Film Club", [ada.id]);
    const form = new FormData();
    form.append("content", "<p>x</p>");
    form.append("community_id", String(club.id));
    form.append("images[0]", new Blob(["#!/bin/sh\necho hi"], { type: "image/png" }), "evil.png");
    const res = await t.app.inject({
      method: "POST",
      url: "/forum/api/v1/posts",
      payload: form,
      headers: { authorization: `Bearer ${ada.token}` },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.images).toBeDefined();
  });
});
