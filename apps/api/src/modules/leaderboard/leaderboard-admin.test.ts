import { adminMessages, profileMessages } from "@forum/contract";
import { describe, expect, it } from "vitest";
import { adminTestApp, png } from "../admin/admin-test-kit.ts";

const { k, boss } = adminTestApp();

describe("achievers image", () => {
  it("stores an uploaded picture re-encoded as the active image, which the home sidebar then shows", async () => {
    const first = await k.form("POST", "/achievers", {}, boss.token, await png(1600, 900));
    expect(first.statusCode, first.body).toBe(201);
    const body = first.json();
    expect(body).toMatchObject({ message: adminMessages.achieversUpdated, data: { active: true } });
    expect(body.data.image).toMatch(/^http:\/\/forum\.test\/forum\/uploads\/[0-9a-f]{32}-\d+x\d+\.webp$/);
    expect((await k.get("/achiever/active")).json().data).toEqual({ image_path: body.data.image });
    const second = (await k.form("POST", "/achievers", {}, boss.token, await png(300, 300))).json().data;
    expect((await k.get("/achiever/active")).json().data).toEqual({ image_path: second.image });
    expect((await k.audits())[0]).toMatchObject({ action: "achievers.update", targetId: second.id });
  });

  it("refuses a missing image and bytes that are not a picture", async () => {
    const none = await k.form("POST", "/achievers", { note: "x" }, boss.token);
    expect(none.statusCode).toBe(422);
    expect(none.json().error).toHaveProperty("image");
    const empty = await k.api("POST", "/achievers", { image: "" }, boss.token);
    expect(empty.json().error).toEqual({ image: [profileMessages.imageNotFile] });
    const fake = await k.form("POST", "/achievers", {}, boss.token, Buffer.from("<svg>not a png</svg>"));
    expect(fake.statusCode).toBe(422);
    expect(fake.json().error).toHaveProperty("image");
    expect((await k.api("POST", "/achievers", { image: "http://evil.test/x.png" }, boss.token)).statusCode).toBe(422);
  });
});
