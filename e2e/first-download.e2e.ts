import { sessionStorageKey } from "@forum/contract/texts";
import type { Browser } from "playwright-core";
import { beforeAll, describe, expect, inject, test } from "vitest";
import { randomEmail, useBrowser, viewports } from "./support/browser.ts";
import { clientAddress, fromAddress } from "./support/client-address.ts";
import { createVerifiedAccount, signIn } from "./support/forum.ts";
import { pngImage } from "./support/images.ts";

/**
 * Issue 16's budget, measured as a phone on a first visit meets it: every script the page loads before anyone touches
 * it (the shell, the page's chunks, what they fetch at once and at idle, the service worker's registration), counted in
 * bytes as the server sent them (compressed), with an empty cache, at 360 px.
 */
// Issue 16 asks 100 KB for a guest: 107-108 KB (home, post) when this test was written, 98-99 KB once React Router
// gave way to wouter (docs/benchmarks.md, "First download").
const budgets = { guest: 100 * 1024, student: 130 * 1024 };
const browser = useBrowser();
let student: { email: string; token: string; userId: number };
let postPath: string;

beforeAll(async () => {
  const email = randomEmail("budget");
  await createVerifiedAccount(email, "budget-pass-1");
  student = { email, ...(await signIn(email, "budget-pass-1")) };
  // A post with a picture: the post page at its heaviest for a reader (the image strip, the viewer's button).
  const png = pngImage(800, 400, (x, y) => [(x * 3) % 256, (y * 7) % 256, 90]);
  const res = await fetch(`${inject("baseUrl")}/forum/api/v1/posts`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${student.token}` },
    body: JSON.stringify({
      title: `Budget post ${Date.now()}`,
      content: "<p>Which hostel is closest to the library?</p>",
      images: [`data:image/png;base64,${png.toString("base64")}`],
    }),
  });
  expect(res.status).toBe(201);
  postPath = `/forum/post/${((await res.json()) as { uuid: string }).uuid}`;
});

type Role = keyof typeof budgets;

/** The scripts a first visit to `path` loads, with the bytes each took on the wire. */
async function scriptsOf(b: Browser, role: Role, path: string, ready: string) {
  const context = await b.newContext({
    viewport: viewports.mobile,
    baseURL: inject("baseUrl"),
    extraHTTPHeaders: fromAddress(clientAddress()),
  });
  if (role === "student") {
    const claims = JSON.parse(Buffer.from(student.token.split(".")[1]!, "base64url").toString());
    const session = JSON.stringify({ token: student.token, user: claims });
    await context.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [sessionStorageKey, session]);
  }
  const page = await context.newPage();
  const sizes: Promise<[string, number, string | undefined]>[] = [];
  page.on("requestfinished", (request) => {
    if (request.resourceType() !== "script") return;
    sizes.push(
      Promise.all([request.sizes(), request.response()]).then(([s, response]) => [
        new URL(request.url()).pathname,
        s.responseBodySize,
        response?.headers()["content-encoding"],
      ]),
    );
  });
  await page.goto(path);
  await page.locator(ready).first().waitFor();
  // Chunks asked for at mount, then what waits for the load event and idle time (the service worker's registration).
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(3000);
  await page.waitForLoadState("networkidle");
  const files = await Promise.all(sizes);
  await context.close();
  return files;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

describe("the first download stays within issue 16's budget", () => {
  const pages = [
    ["home", () => "/forum/", "main article"],
    ["post", () => postPath, "main h1"],
  ] as const;
  for (const role of ["guest", "student"] as const) {
    for (const [name, path, ready] of pages) {
      test(`${name} page, ${role}: at most ${kb(budgets[role])} of scripts, compressed as served`, async () => {
        const files = await scriptsOf(browser(), role, path(), ready);
        const total = files.reduce((sum, [, bytes]) => sum + bytes, 0);
        const list = files.map(([file, bytes, encoding]) => `${kb(bytes).padStart(9)} ${encoding ?? "plain"} ${file}`);
        console.info(`${name} page, ${role}: ${kb(total)} in ${files.length} scripts\n${list.join("\n")}`);
        // Served compressed: every script but the smallest (under 1 KB, not worth it) comes as brotli.
        for (const [file, bytes, encoding] of files) if (bytes > 1024) expect(encoding, file).toBe("br");
        expect(total, list.join("\n")).toBeLessThanOrEqual(budgets[role]);
      });
    }
  }
});
