import fs from "node:fs";
import path from "node:path";
import { imageMessages, profileMessages } from "@forum/contract";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { postsKit } from "../posts/posts-test-kit.ts";

let t: TestApp;
let k: ReturnType<typeof postsKit>;
beforeAll(async () => {
  t = await createTestApp();
  k = postsKit(t);
});
afterAll(() => t.close());

/** The web app's request: multipart with `_method=PUT`, every field, the e-mail too, and maybe a picture. */
function update(token: string | undefined, fields: Record<string, string>, image?: { bytes: Buffer; type: string }) {
  const form = new FormData();
  form.append("_method", "PUT");
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (image) form.append("image", new Blob([new Uint8Array(image.bytes)], { type: image.type }), "avatar.png");
  return t.app.inject({
    method: "POST",
    url: "/api/user/update-profile",
    payload: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#2563eb" } })
    .png()
    .toBuffer();

describe("POST /api/user/update-profile", () => {
  it("changes names, username and about; ignores the e-mail; the owner alone sees the address", async () => {
    const ada = await k.student("ada@uni.edu");
    const res = await update(ada.token, {
      email: "someone-else@uni.edu",
      firstname: "  Ada ",
      lastname: "Obi",
      username: "ada_obi",
      status_text: "Maths, 200L.",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: "Profile update Successful!",
      data: {
        id: ada.id,
        user_id: ada.id,
        email: "ada@uni.edu",
        username: "ada_obi",
        status: "Maths, 200L.",
        student: { firstname: "Ada", lastname: "Obi" },
        meta: { username: "ada_obi", first_name: "Ada", last_name: "Obi" },
      },
    });
    const bola = await k.student("bola@uni.edu");
    const seen = (await k.call("GET", `/api/v2/profile/me?user_id=${ada.id}`, undefined, bola.token)).json().data;
    expect(seen).toMatchObject({ username: "ada_obi", status: "Maths, 200L." });
    expect(seen).not.toHaveProperty("email");
    expect(JSON.stringify(seen)).not.toContain("ada@uni.edu");
    // Empty fields clear; left-out fields stay.
    const cleared = await update(ada.token, { status_text: "", lastname: "" });
    expect(cleared.json().data).toMatchObject({ status: null, student: { firstname: "Ada", lastname: null } });
  });

  it("keeps usernames unique ignoring case, also the caller's own in another case", async () => {
    const chi = await k.student("chi@uni.edu");
    const dayo = await k.student("dayo@uni.edu");
    expect((await update(chi.token, { username: "Chioma" })).statusCode).toBe(200);
    const taken = await update(dayo.token, { username: "chIOMA", firstname: "Dayo" });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toEqual({
      message: profileMessages.usernameTaken,
      error: { username: [profileMessages.usernameTaken] },
    });
    // Nothing of a refused update is written.
    const dayoNow = (await k.call("GET", "/api/user/profile", undefined, dayo.token)).json().data;
    expect(dayoNow.student.firstname).toBeNull();
    expect((await update(chi.token, { username: "CHIOMA" })).json().data.username).toBe("CHIOMA");
  });

  it("answers 422 with the field's message for bad lengths and patterns", async () => {
    const eze = await k.student("eze@uni.edu");
    const cases: [Record<string, string>, string, string][] = [
      [{ username: "ab" }, "username", profileMessages.usernameLength],
      [{ username: "x".repeat(31) }, "username", profileMessages.usernameLength],
      [{ username: "no spaces" }, "username", profileMessages.usernamePattern],
      [{ username: "_under" }, "username", profileMessages.usernamePattern],
      [{ username: "" }, "username", profileMessages.usernameRequired],
      [{ firstname: "F".repeat(51) }, "firstname", profileMessages.firstnameMax],
      [{ lastname: "L".repeat(51) }, "lastname", profileMessages.lastnameMax],
      [{ status_text: "a".repeat(501) }, "status_text", profileMessages.aboutMax],
    ];
    for (const [fields, field, message] of cases) {
      const res = await update(eze.token, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(422);
      expect(res.json().error[field]).toEqual([message]);
      expect(res.json().message).toBe(message);
    }
  });

  it("stores a picture re-encoded as a square WebP, served as an absolute URL", async () => {
    const femi = await k.student("femi@uni.edu");
    const res = await update(femi.token, { firstname: "Femi" }, { bytes: await png(900, 600), type: "image/png" });
    expect(res.statusCode, res.body).toBe(200);
    const url: string = res.json().data.meta.profile_image;
    expect(url).toMatch(/^http:\/\/forum\.test\/forum\/uploads\/[0-9a-f]+\.webp$/);
    expect(res.json().data.student.image).toBe(url);
    const stored = fs.readFileSync(path.join(t.uploadsDir, path.basename(url)));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
    // Other students' posts name the new picture too.
    const post = await k.post({ by: femi.id, title: "Femi's post" });
    const listed = (await k.get(`/posts/${post.uuid}`)).json().data;
    expect(listed.user.meta.profile_image).toBe(url);
  });

  it("refuses a file that only poses as a PNG, and keeps the old picture", async () => {
    const gbenga = await k.student("gbenga@uni.edu");
    const fake = Buffer.from("<?php system($_GET['c']); ?>");
    const res = await update(gbenga.token, { firstname: "Gbenga" }, { bytes: fake, type: "image/png" });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.image).toEqual(["The file is not a JPG, PNG, GIF or WebP image."]);
    const truncated = (await png(40, 40)).subarray(0, 30);
    const broken = await update(gbenga.token, {}, { bytes: truncated, type: "image/png" });
    expect(broken.statusCode).toBe(422);
    expect(broken.json().error.image).toBeDefined();
    const me = (await k.call("GET", "/api/user/profile", undefined, gbenga.token)).json().data;
    expect(me).toMatchObject({ student: { firstname: null, image: null } });
  });

  it("refuses a picture over 24 megapixels, however small its file", async () => {
    const ify = await k.student("ify@uni.edu");
    const huge = await png(6_000, 4_100); // 24.6 MP of one colour: a few KB of PNG
    const res = await update(ify.token, { firstname: "Ify" }, { bytes: huge, type: "image/png" });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: imageMessages.tooManyPixels,
      error: { image: [imageMessages.tooManyPixels] },
    });
    const me = (await k.call("GET", "/api/user/profile", undefined, ify.token)).json().data;
    expect(me).toMatchObject({ student: { firstname: null, image: null } });
  });

  it("takes plain JSON and a real PUT too", async () => {
    const hana = await k.student("hana@uni.edu");
    const json = await k.call("POST", "/api/user/update-profile", { firstname: "Hana", _method: "PUT" }, hana.token);
    expect(json.statusCode, json.body).toBe(200);
    const put = await k.call("PUT", "/api/user/update-profile", { lastname: "Musa" }, hana.token);
    expect(put.json().data.student).toMatchObject({ firstname: "Hana", lastname: "Musa" });
  });

  it("is for signed-in students only", async () => {
    const res = await update(undefined, { firstname: "Guest" });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe("unauthenticated");
  });
});

describe("a new account's username", () => {
  it("comes from the e-mail's local part, numbered when taken, so others see a name", async () => {
    const first = await k.student("kemi.ade+forum@uni.edu");
    const second = await k.student("kemi.ade@other.edu");
    const profile = async (id: number) => (await k.call("GET", `/api/v2/profile/me?user_id=${id}`)).json().data;
    expect((await profile(first.id)).username).toBe("kemi.ade");
    expect((await profile(second.id)).username).toBe("kemi.ade2");
    const dashed = await k.student("ngozi-eze@uni.edu");
    expect((await profile(dashed.id)).username).toBe("ngozi_eze");
    const short = await k.student("jo@uni.edu");
    expect((await profile(short.id)).username).toBe("student");
    const post = await k.post({ by: second.id, title: "Hello" });
    expect((await k.get(`/posts/${post.uuid}`)).json().data.author_name).toBe("kemi.ade2");
  });
});
