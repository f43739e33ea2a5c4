import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { type Device, newDevice, startPushService } from "../apps/api/src/modules/reach/push/push-test-kit.ts";
import { journey, randomEmail, useBrowser, viewportNames } from "./support/browser.ts";
import { api, createVerifiedAccount, logIn, signIn } from "./support/forum.ts";

// The push journey needs the full browser (the headless shell has no push service).
const browser = useBrowser({ push: true });
const password = "reach-pass-1";
let pushService: Awaited<ReturnType<typeof startPushService>>;

beforeAll(async () => {
  // The one origin besides public hosts that the server under test may push to (global-setup.ts).
  pushService = await startPushService(Number(new URL(inject("pushOrigin")).port));
});
afterAll(() => pushService?.close());

/** A call of the forum's API as a signed-in student. */
async function as(token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${inject("baseUrl")}/forum/api/v1${path}`, {
    method,
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json().catch(() => null)) as { data?: unknown; uuid?: string } | null };
}

async function student(prefix: string) {
  const email = randomEmail(prefix);
  await createVerifiedAccount(email, password);
  return { email, ...(await signIn(email, password)) };
}

/**
 * Chromium here cannot reach a real push service (no network), so the browser's PushManager is given the journey's
 * own device: its endpoint is the local push service and its keys the test's, so the server encrypts for keys the test
 * holds. Everything else is the real app: its subscribe code, the server's push, the real service worker.
 */
async function useDevice(context: BrowserContext, device: Device) {
  await context.addInitScript((sub) => {
    let current: unknown = null;
    const fake = (key: BufferSource) => ({
      endpoint: sub.endpoint,
      expirationTime: null,
      options: { applicationServerKey: key, userVisibleOnly: true },
      toJSON: () => sub,
      unsubscribe: async () => {
        current = null;
        return true;
      },
    });
    PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      current = fake(options?.applicationServerKey as BufferSource);
      return current as PushSubscription;
    };
  }, device.subscription);
}

/** The registration id of the page's active service worker, for DevTools' push delivery. */
async function workerRegistration(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const registrationId = new Promise<string>((resolve) =>
    cdp.on("ServiceWorker.workerVersionUpdated", ({ versions }) => {
      const active = versions.find((v: { status: string }) => v.status === "activated");
      if (active) resolve(active.registrationId);
    }),
  );
  await cdp.send("ServiceWorker.enable");
  return { cdp, registrationId: await registrationId };
}

const shownNotifications = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      url: (n.data as { url?: string } | null)?.url,
    })),
  );

describe("push notifications", () => {
  test("a student turns push on; a reply is pushed encrypted, shown by the service worker, and its click opens the post", async () => {
    const author = await student("push-author");
    const replier = await student("push-replier");
    const posted = await as(author.token, "POST", "/posts", {
      title: `Push journey ${Date.now()}`,
      content: "<p>Where is the exam venue?</p>",
    });
    const uuid = posted.json?.uuid as string;
    const device = newDevice(inject("pushOrigin"), `e2e-${Date.now()}`);

    await journey(
      browser(),
      "reach-push",
      "desktop",
      async (s) => {
        const { page, context } = s;
        await context.grantPermissions(["notifications"], { origin: inject("baseUrl") });
        await useDevice(context, device);
        await logIn(page, author.email, password);
        await page.goto("/forum/settings/notifications");
        await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
        const pushSwitch = page.getByRole("switch", { name: "Push notifications on this device" });
        await expect.poll(() => pushSwitch.getAttribute("aria-checked")).toBe("false");
        await pushSwitch.click();
        await expect.poll(() => pushSwitch.getAttribute("aria-checked")).toBe("true");
        await s.shot("push on");

        const reply = await as(replier.token, "POST", "/posts", { parent_uuid: uuid, content: "<p>Hall B, 9am.</p>" });
        expect(reply.status).toBe(201);
        const received = await expect
          .poll(() => pushService.received.find((r) => r.path === device.path), { timeout: 20_000 })
          .toBeDefined()
          .then(() => pushService.received.find((r) => r.path === device.path)!);
        const message = JSON.parse(device.decrypt(received.body)) as { title: string; body: string; url: string };
        expect(message.body).toContain("replied to your post");
        expect(message.url).toContain(`/forum/post/${uuid}`);

        // The push service hands the browser what it received; the browser's worker decrypts nothing here, so the
        // journey hands it the plaintext the test decrypted, as the push service's browser channel would.
        const { cdp, registrationId } = await workerRegistration(page);
        await page.goto("/forum/");
        await cdp.send("ServiceWorker.deliverPushMessage", {
          origin: `${inject("baseUrl")}/`,
          registrationId,
          data: JSON.stringify(message),
        });
        await expect.poll(() => shownNotifications(page)).toEqual([expect.objectContaining({ body: message.body })]);
        const [shown] = await shownNotifications(page);
        expect(shown!.url).toBe(new URL(message.url, inject("baseUrl")).href);

        // A tap: the worker's click handler takes the open tab to the post.
        const [worker] = context.serviceWorkers();
        await worker!.evaluate(async () => {
          // The worker's own globals, which this file's DOM types do not name.
          const scope = self as unknown as {
            registration: ServiceWorkerRegistration;
            dispatchEvent: (event: Event) => boolean;
            NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
          };
          const [notification] = await scope.registration.getNotifications();
          scope.dispatchEvent(new scope.NotificationEvent("notificationclick", { notification: notification! }));
        });
        await page.waitForURL((url) => url.pathname === `/forum/post/${uuid}`);
        await s.shot("opened by the click");
      },
      { serviceWorker: true },
    );
  });
});

describe.each(viewportNames)("notification settings and watching at %s", (viewport) => {
  test("choices are kept; watching a post tells of each reply, muting it silences it", async () => {
    const reader = await student("watcher");
    const writer = await student("writer");
    const posted = await as(writer.token, "POST", "/posts", {
      title: `Watched at ${viewport} ${Date.now()}`,
      content: "<p>Who has the past questions?</p>",
    });
    const uuid = posted.json?.uuid as string;
    const unread = async () =>
      ((await as(reader.token, "GET", "/notifications")).json as { unread_count: number }).unread_count;

    await journey(
      browser(),
      "reach-settings",
      viewport,
      async (s) => {
        const { page } = s;
        await logIn(page, reader.email, password);
        await page.goto("/forum/settings/notifications");
        const mail = page.getByRole("switch", { name: "E-mail for Replies" });
        await expect.poll(() => mail.getAttribute("aria-checked")).toBe("false");
        await mail.click();
        // Clicked, then awaited: the choice shows once the page has taken it (Playwright's check() reads it at once).
        const weekly = page.getByRole("radio", { name: "Weekly (Monday 07:00)" });
        await weekly.click();
        await expect.poll(() => weekly.isChecked()).toBe(true);
        await expect
          .poll(async () => (await as(reader.token, "GET", "/notifications/preferences")).json?.data)
          .toMatchObject({ digest: "weekly", types: { reply: { push: true, email: true } } });
        await page.reload();
        await expect.poll(() => mail.getAttribute("aria-checked")).toBe("true");
        await s.shot("settings");

        await page.goto(`/forum/post/${uuid}`);
        const bell = page.getByRole("button", { name: /^Notifications: / });
        await bell.click();
        await page.getByRole("menuitemradio", { name: /Watching/ }).click();
        await expect.poll(() => bell.getAttribute("aria-label")).toBe("Notifications: Watching");
        await s.shot("watching");
        const before = await unread();
        expect((await as(writer.token, "POST", "/posts", { parent_uuid: uuid, content: "<p>I do.</p>" })).status).toBe(
          201,
        );
        expect(await unread()).toBe(before + 1);

        await bell.click();
        await page.getByRole("menuitemradio", { name: /Muted/ }).click();
        await expect.poll(() => bell.getAttribute("aria-label")).toBe("Notifications: Muted");
        expect(
          (await as(writer.token, "POST", "/posts", { parent_uuid: uuid, content: "<p>Still here.</p>" })).status,
        ).toBe(201);
        expect(await unread()).toBe(before + 1);
        expect((await api("GET", `/forum/api/v1/posts/${uuid}/watch`)).status).toBe(401);
      },
      { serviceWorker: true },
    );
  });
});
