import { users } from "../../db/schema/index.ts";
import { createTokenService } from "../../platform/tokens.ts";
import { type TestApp, testJwtSecret } from "../../test/test-app.ts";
import { postsKit } from "../posts/posts-test-kit.ts";

/**
 * The posts kit plus students written straight to the database with a signed token: crowds for membership tests
 * without going through sign-up, whose per-IP limit (100 a minute) a crowd would exhaust.
 */
export function communitiesKit(t: TestApp) {
  const k = postsKit(t);
  const tokens = createTokenService(testJwtSecret);

  async function quickStudent(name: string, username: string | null = null) {
    const email = `${name}@example.com`;
    const [user] = await t.database.db
      .insert(users)
      .values({ email, username, firstName: name, lastName: "Test", emailVerifiedAt: new Date() })
      .returning();
    const { access_token } = await tokens.issue({ id: user!.id, email, tokenVersion: user!.tokenVersion });
    return { token: access_token, id: user!.id };
  }

  const crowd = (prefix: string, n: number) =>
    Promise.all(Array.from({ length: n }, (_, i) => quickStudent(`${prefix}${i}`)));
  const act = (url: string, token?: string) => k.call("POST", `/forum/api/v1${url}`, undefined, token);
  return { ...k, quickStudent, crowd, act };
}
