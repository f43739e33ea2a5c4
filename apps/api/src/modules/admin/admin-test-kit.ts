import { desc } from "drizzle-orm";
import sharp from "sharp";
import { auditLog } from "../../db/schema/index.ts";
import type { TestApp } from "../../test/test-app.ts";
import { postsKit } from "../posts/posts-test-kit.ts";
import { setAdmin } from "./admin.grant.ts";

type Method = "GET" | "POST" | "PUT" | "DELETE";

/** The posts kit plus an admin, calls under /forum/api/v1/admin (JSON or multipart), and the audit log's rows. */
export function adminKit(t: TestApp) {
  const k = postsKit(t);

  async function admin(email: string) {
    const s = await k.student(email);
    await setAdmin(t.database.db, email, true);
    return s;
  }

  const api = (method: Method, path: string, payload?: object, token?: string) =>
    k.call(method, `/forum/api/v1/admin${path}`, payload, token);

  /** A multipart form as the web app sends it; `image` as a file. */
  function form(method: Method, path: string, fields: Record<string, string>, token?: string, image?: Buffer) {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.append(key, value);
    if (image) body.append("image", new Blob([new Uint8Array(image)], { type: "image/png" }), "image.png");
    return t.app.inject({
      method,
      url: `/forum/api/v1/admin${path}`,
      payload: body,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  }

  /** The newest audit entries, newest first. */
  const audits = (n = 1) => t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(n);

  return { ...k, admin, api, form, audits };
}

export const png = (width = 64, height = 32) =>
  sharp({ create: { width, height, channels: 3, background: "#2563eb" } })
    .png()
    .toBuffer();
