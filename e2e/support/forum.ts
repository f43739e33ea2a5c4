import type { Locator, Page } from "playwright-core";
import { expect, inject } from "vitest";
import { journeyAdminEmail, journeyAdminPassword } from "./fixtures.ts";
import { latestCode } from "./mail.ts";

/** Waits until the page is at `path` (under /forum), optionally with the given query parameters. */
export async function waitForPath(page: Page, path: string, query: Record<string, string> = {}): Promise<void> {
  try {
    await page.waitForURL(
      (url) =>
        url.pathname.replace(/\/$/, "") === path.replace(/\/$/, "") &&
        Object.entries(query).every(([key, value]) => url.searchParams.get(key) === value),
    );
  } catch (error) {
    throw new Error(`expected to reach ${path} ${JSON.stringify(query)}, but the page is at ${page.url()}`, {
      cause: error,
    });
  }
}

/** The top navigation bar (the layout's <header>). */
export const navBar = (page: Page): Locator => page.getByRole("banner");

/**
 * Waits until the page's live connection is up (the bell says data-live="connected"): a push sent before it would
 * reach no one, as for any student whose page is still connecting.
 */
export async function liveConnected(page: Page): Promise<void> {
  await page.locator('[data-live="connected"]').first().waitFor({ state: "attached" });
}

/** The single-digit code boxes of the verification pages ("Digit 1 of 6", ...). */
export const codeBoxes = (page: Page): Locator => page.getByRole("textbox", { name: /^Digit \d+ of \d+$/ });

/** Enters a code into the single-digit boxes, one key per box, or as one paste into the first box. */
export async function enterCode(page: Page, code: string, how: "type" | "paste"): Promise<void> {
  const boxes = codeBoxes(page);
  await boxes.first().waitFor();
  const count = await boxes.count();
  if (count !== code.length) throw new Error(`expected ${code.length} code boxes, found ${count}`);
  if (how === "type") {
    for (let i = 0; i < code.length; i++) await boxes.nth(i).pressSequentially(code[i]!);
  } else {
    await boxes.first().focus();
    await boxes.first().evaluate((input, text) => {
      const data = new DataTransfer();
      data.setData("text/plain", text);
      input.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    }, code);
  }
  const values = await boxes.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  if (values.join("") !== code) throw new Error(`after ${how} of ${code} the boxes hold ${JSON.stringify(values)}`);
}

/** Calls the server under test directly (JSON in, JSON out). */
export async function api(method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  const res = await fetch(`${inject("baseUrl")}${path}`, {
    method,
    headers: { "content-type": "application/json", "x-client-id": "Forum" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

/** Registers and verifies an account through the API (for journeys that are not about sign-up). */
export async function createVerifiedAccount(email: string, password: string): Promise<void> {
  const since = Date.now() - 1_000;
  let registered = await api("POST", "/api/v2/auth/register", { email, password });
  // The forum takes 20 sign-ups a minute from one address, and every journey signs up from this one: past that, wait
  // for the window to pass, as a person would.
  for (let waited = 0; registered.status === 429 && waited < 65_000; waited += 5_000) {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    registered = await api("POST", "/api/v2/auth/register", { email, password });
  }
  if (registered.status !== 201)
    throw new Error(`register answered ${registered.status}: ${JSON.stringify(registered.json)}`);
  const token = await latestCode(inject("dataDir"), email, "verification", { since });
  const verified = await api("POST", "/api/v2/auth/verify-email-token", { email, token });
  if (verified.status !== 200) throw new Error(`verify answered ${verified.status}: ${JSON.stringify(verified.json)}`);
}

let admin: Promise<{ email: string; password: string }> | undefined;

/** This journey file's own admin (fixtures.ts), signed up and verified on first use. */
export function journeyAdmin(): Promise<{ email: string; password: string }> {
  admin ??= (async () => {
    const file = expect.getState().testPath;
    if (!file) throw new Error("journeyAdmin() is called from a test or a hook");
    const email = journeyAdminEmail(file);
    await createVerifiedAccount(email, journeyAdminPassword);
    return { email, password: journeyAdminPassword };
  })();
  return admin;
}

/** Logs in on the login page as this journey file's admin. */
export async function logInAsAdmin(page: Page): Promise<void> {
  const { email, password } = await journeyAdmin();
  await logIn(page, email, password);
}

/** A bearer token of this journey file's admin. */
export async function signInAsAdmin(): Promise<{ token: string; userId: number }> {
  const { email, password } = await journeyAdmin();
  return signIn(email, password);
}

/** Logs in on the login page and waits for the home page (for journeys that are not about logging in). */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/forum/login");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: /^log ?in$/i }).click();
  await page.waitForURL(/\/forum\/?$/);
}

/** A bearer token of a verified account and its user id (read from the token's claims), for calls a test makes. */
export async function signIn(email: string, password: string): Promise<{ token: string; userId: number }> {
  const { status, json } = await api("POST", "/api/v2/auth/login", { username: email, password });
  const token = (json as { data?: { access_token?: string } } | null)?.data?.access_token;
  if (!token) throw new Error(`login of ${email} answered ${status} and no token`);
  const claims = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as { user_id: number };
  return { token, userId: claims.user_id };
}
