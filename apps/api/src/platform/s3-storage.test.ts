import { GetObjectCommand, HeadObjectCommand } from "@aws-sdk/client-s3";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postsKit } from "../modules/posts/posts-test-kit.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { startTestS3 } from "../test/test-s3.ts";
import { createS3Storage, s3Client } from "./s3-storage.ts";

const s3 = await startTestS3();
const cdn = "https://cdn.example.test/forum-files";
const client = s3Client(s3.config.url);
const object = (name: string) => client.send(new GetObjectCommand({ Bucket: s3.config.bucket, Key: name }));
const exists = (name: string) =>
  client.send(new HeadObjectCommand({ Bucket: s3.config.bucket, Key: name })).then(
    () => true,
    () => false,
  );
const nameOf = (url: string) => url.slice(url.lastIndexOf("/") + 1);

let t: TestApp;
let k: ReturnType<typeof postsKit>;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp({ storage: createS3Storage({ ...s3.config, publicUrl: cdn }) });
  k = postsKit(t);
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#1d4ed8" } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

describe("uploads in a bucket answered on S3_PUBLIC_URL", () => {
  it("stores a post's image in the bucket, answers it on the public URL, keeps it on edit, removes it with the post", async () => {
    const ada = await k.student("ada@example.com");
    const image = `data:image/png;base64,${png.toString("base64")}`;
    const created = await k.call(
      "POST",
      "/forum/api/v1/posts",
      { title: "Map", content: "<p>x</p>", images: [image] },
      ada.token,
    );
    expect(created.statusCode, created.body).toBe(201);
    const url: string = created.json().data.images[0];
    expect(url).toMatch(new RegExp(`^${cdn}/[0-9a-f]{32}-\\d+x\\d+\\.webp$`));
    const stored = await object(nameOf(url));
    expect((await sharp(Buffer.from(await stored.Body!.transformToByteArray())).metadata()).format).toBe("webp");
    // The row keeps the storage-independent path; only answers name the bucket's URL.
    expect((await k.get(`/posts/${created.json().uuid}`)).json().data.images).toEqual([url]);

    // The edit form sends the image back as the URL it was given: kept, not refused as foreign.
    const edited = await k.call(
      "PUT",
      `/forum/api/v1/posts/${created.json().uuid}/edit`,
      { title: "Map, edited", content: "<p>x</p>", images: [url] },
      ada.token,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.images).toEqual([url]);

    // Served through the app too (an image in a post's HTML names /forum/uploads/...).
    const through = await t.app.inject(`/forum/uploads/${nameOf(url)}`);
    expect(through.statusCode).toBe(200);
    expect(through.headers["content-type"]).toBe("image/webp");

    expect(
      (await k.call("DELETE", `/forum/api/v1/posts/${created.json().uuid}/delete`, undefined, ada.token)).statusCode,
    ).toBe(200);
    expect(await exists(nameOf(url))).toBe(false);
  });

  it("stores a profile picture there too, named by that URL wherever the student appears", async () => {
    const femi = await k.student("femi@example.com");
    const form = new FormData();
    form.append("_method", "PUT");
    form.append("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "me.png");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/user/update-profile",
      payload: form,
      headers: { authorization: `Bearer ${femi.token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const url: string = res.json().data.meta.profile_image;
    expect(url).toMatch(new RegExp(`^${cdn}/[0-9a-f]{32}\\.webp$`));
    expect(await exists(nameOf(url))).toBe(true);
    const post = await k.post({ by: femi.id, title: "Femi's post" });
    expect((await k.get(`/posts/${post.uuid}`)).json().data.user.meta.profile_image).toBe(url);
  });

  it("lets pages load images and audio from the public URL's origin (CSP)", async () => {
    const csp = String((await t.app.inject("/forum/api/v1/categories")).headers["content-security-policy"]);
    expect(csp).toMatch(/img-src [^;]*https:\/\/cdn\.example\.test[ ;]/);
    expect(csp).toMatch(/media-src [^;]*https:\/\/cdn\.example\.test[ ;]/);
    expect(csp).toMatch(/img-src [^;]*http:\/\/forum\.test[ ;]/);
  });

  it("checks the bucket at start, with the reason when it cannot be used", async () => {
    await expect(createS3Storage(s3.config).check()).resolves.toBeUndefined();
    await expect(createS3Storage({ ...s3.config, bucket: "no-such-bucket" }).check()).rejects.toThrow();
  });
});
