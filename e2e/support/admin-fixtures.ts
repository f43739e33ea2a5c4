import { e2eAdmin, e2eCommunities, e2ePoll } from "./fixtures.ts";
import { latestCode } from "./mail.ts";

type Answer = { status: number; json: { data?: { access_token?: string } } | null };

/** One JSON call to the server under test, outside any test (global-setup has no `inject`). */
async function call(baseUrl: string, method: string, path: string, body?: unknown, token?: string): Promise<Answer> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      "content-type": "application/json",
      "x-client-id": "Forum",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

function expectStatus(what: string, answer: Answer, status: number) {
  if (answer.status !== status) throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.json)}`);
}

/**
 * Makes what only an admin can make, the way an admin would: the admin account signs up (its address is in the
 * server's ADMIN_EMAILS, so verifying makes it an admin) and creates the communities and the active poll through the
 * admin API. Run by global-setup once the server answers.
 */
export async function createAdminFixtures(baseUrl: string, dataDir: string): Promise<void> {
  const { email, password } = e2eAdmin;
  const since = Date.now() - 1_000;
  expectStatus("register", await call(baseUrl, "POST", "/api/v2/auth/register", { email, password }), 201);
  const code = await latestCode(dataDir, email, "verification", { since });
  const verified = await call(baseUrl, "POST", "/api/v2/auth/verify-email-token", { email, token: code });
  expectStatus("verify", verified, 200);
  const token = verified.json?.data?.access_token;
  if (!token) throw new Error("verify answered no access token");
  for (const community of e2eCommunities) {
    expectStatus(
      `create community ${community.acronym}`,
      await call(baseUrl, "POST", "/forum/api/v1/admin/communities", community, token),
      201,
    );
  }
  const poll = { title: e2ePoll.title, options: [...e2ePoll.options], active: true };
  expectStatus("create poll", await call(baseUrl, "POST", "/forum/api/v1/admin/polls", poll, token), 201);
}
