import { desc } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll } from "vitest";
import { auditLog } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
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

type AdminKit = ReturnType<typeof adminKit>;

/**
 * A test app for the whole file, with the admin kit: opened in beforeAll (with the admin "boss@uni.edu" signed in,
 * unless `boss: false`), closed in afterAll. `t`, `k` and `boss` stand for what beforeAll made, so use them in tests,
 * hooks and the helpers these call, not at a file's top level.
 */
export function adminTestApp({ boss = true } = {}) {
  let made: { t: TestApp; k: AdminKit; boss?: { token: string; id: number } } | undefined;
  beforeAll(async () => {
    const t = await createTestApp();
    const k = adminKit(t);
    made = { t, k, boss: boss ? await k.admin("boss@uni.edu") : undefined };
  });
  afterAll(() => made?.t.close());
  const later = <K extends keyof NonNullable<typeof made>>(key: K) =>
    new Proxy({} as NonNullable<NonNullable<typeof made>[K]>, {
      get(_, prop) {
        const value = made?.[key];
        if (!value) throw new Error(`adminTestApp: no ${key} (before beforeAll, or made without it)`);
        return Reflect.get(value, prop);
      },
    });
  return { t: later("t"), k: later("k"), boss: later("boss") };
}

export const png = (width = 64, height = 32) =>
  sharp({ create: { width, height, channels: 3, background: "#2563eb" } })
    .png()
    .toBuffer();
