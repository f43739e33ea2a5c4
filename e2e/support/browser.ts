import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { clientAddress, fromAddress } from "./client-address.ts";

/** Debian's Chromium; playwright-core never downloads a browser of its own. */
export const chromiumPath = "/usr/bin/chromium";
/**
 * Debian's chromium-headless-shell: Chromium's own headless build, without the browser's windows and UI, which drives
 * the same pages for about two thirds of the full browser's CPU (measured on posts.e2e.ts). It has no push service,
 * so journeys that subscribe to push run in the full browser. Without it, every journey does.
 */
export const headlessShellPath = "/usr/bin/chromium-headless-shell";

export interface BrowserOptions {
  /** Needs the Push API (PushManager), which only the full browser has. */
  push?: boolean;
}

function executablePath({ push }: BrowserOptions) {
  return !push && existsSync(headlessShellPath) ? headlessShellPath : chromiumPath;
}

export const viewports = {
  mobile: { width: 360, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof viewports;
export const viewportNames = Object.keys(viewports) as ViewportName[];

export const artifactsDir = fileURLToPath(new URL("../artifacts/", import.meta.url));
const fullPage = process.env.E2E_FULL_PAGE === "1";

/**
 * Chromium's own omnibox popup is a web page of its own, made for every window even in headless mode: one more
 * renderer process per journey, about a sixth of the browser's CPU in a run. Off. A second --disable-features replaces
 * the first, so the list repeats the features Playwright turns off itself (playwright-core's chromiumSwitches.ts).
 */
const disabledFeatures = [
  "WebUIOmniboxPopup",
  "WebUIOmniboxAimPopup",
  ...["AvoidUnnecessaryBeforeUnloadCheckSync", "DestroyProfileOnBrowserClose", "HttpsUpgrades"],
  ...[
    "HttpsFirstBalancedModeAutoEnable",
    "LensOverlay",
    "MediaRouter",
    "PaintHolding",
    "ThirdPartyStoragePartitioning",
  ],
  ...["AvoidCorsURLLoaderRestartOnRedirect", "OptimizationHints", "NetworkTimeServiceQuerying", "AimEnabled"],
  "PreconnectToSearch",
];

export function launchChromium(options: BrowserOptions = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: executablePath(options),
    // The machine's network is closed: without these flags Chromium keeps trying to reach Google's services.
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      // A recording journey (reward tasks) gets Chromium's test tone as its microphone, without a permission prompt.
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--disable-features=${disabledFeatures.join(",")}`,
    ],
  });
}

/** One browser per test file, launched before its tests and closed after them. */
export function useBrowser(options: BrowserOptions = {}): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium(options);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("useBrowser(): the browser is not launched yet (call it at the top of a file)");
    return browser;
  };
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export interface Session {
  context: BrowserContext;
  page: Page;
  /**
   * Saves e2e/artifacts/<test>-<viewport>-<nn>-<step>.png: what the screen shows, or the whole page when
   * E2E_FULL_PAGE=1 (for a look at every screen; a full page costs the busy machine about 0.5 s of CPU a shot).
   */
  shot(step: string): Promise<void>;
  /** Uncaught errors the page threw so far. */
  pageErrors: string[];
  /** What the page reported: console errors and warnings, failed requests, HTTP errors, uncaught errors. */
  events: string[];
  close(): Promise<void>;
}

export interface SessionOptions {
  /**
   * Lets the app's service worker register (the offline and push journeys). Blocked otherwise: it sits in front of
   * every request a page makes and caches the answers it may read offline, about a fifth of a journey's CPU on this
   * 2-core machine (measured on posts.e2e.ts), for journeys that check none of it.
   */
  serviceWorker?: boolean;
}

/** A fresh context (empty storage) and page at the given viewport, with baseURL set to the server under test. */
export async function openSession(
  browser: Browser,
  test: string,
  viewport: ViewportName,
  options: SessionOptions = {},
): Promise<Session> {
  const context = await browser.newContext({
    viewport: viewports[viewport],
    baseURL: inject("baseUrl"),
    // Each session is a student on an address of their own (client-address.ts).
    extraHTTPHeaders: fromAddress(clientAddress()),
    serviceWorkers: options.serviceWorker ? "allow" : "block",
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  // A script the CSP refused (eval, an inline script) is reported to the page only as an event: make it an error.
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
    ),
  );
  const pageErrors: string[] = [];
  const events: string[] = [];
  const at = () => new Date().toISOString().slice(11, 23);
  page.on("pageerror", (error) => {
    pageErrors.push(String(error));
    events.push(`${at()} uncaught ${String(error)}`);
  });
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning")
      events.push(`${at()} console.${message.type()} ${message.text()}`);
  });
  page.on("requestfailed", (request) =>
    events.push(`${at()} failed ${request.method()} ${request.url()} ${request.failure()?.errorText}`),
  );
  page.on("response", (response) => {
    if (response.status() >= 400)
      events.push(`${at()} ${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) events.push(`${at()} at ${frame.url()}`);
  });
  mkdirSync(artifactsDir, { recursive: true });
  let n = 0;
  const name = (step: string) => `${slug(test)}-${viewport}-${String(n).padStart(2, "0")}-${slug(step)}`;
  return {
    context,
    page,
    pageErrors,
    events,
    async shot(step) {
      n += 1;
      await page.screenshot({ path: join(artifactsDir, `${name(step)}.png`), fullPage });
    },
    close: () => context.close(),
  };
}

/**
 * Runs a journey in a fresh session and closes it. When the journey fails, a screenshot of the page and what the page
 * reported are saved as e2e/artifacts/<test>-<viewport>-failed.{png,txt} and the report is printed.
 */
export async function journey(
  browser: Browser,
  test: string,
  viewport: ViewportName,
  steps: (session: Session) => Promise<void>,
  options: SessionOptions = {},
): Promise<void> {
  const session = await openSession(browser, test, viewport, options);
  try {
    await steps(session);
  } catch (error) {
    const base = join(artifactsDir, `${slug(test)}-${viewport}-failed`);
    await session.page.screenshot({ path: `${base}.png`, fullPage: true }).catch(() => {});
    const report = [`page at ${session.page.url()}`, ...session.events].join("\n");
    writeFileSync(`${base}.txt`, `${report}\n`);
    console.warn(`${test} at ${viewport} failed; what the page reported (also in ${base}.txt):\n${report}`);
    throw error;
  } finally {
    await session.close();
  }
}

/** A fresh address per run, so journeys never collide with each other or with an earlier run. */
export function randomEmail(prefix = "student"): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.edu`;
}
