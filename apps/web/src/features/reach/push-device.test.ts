import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client.ts";
import { mockApi } from "../../test/render-app.tsx";
import { fakeEndpoint, fakePush, serverKey } from "./fake-push.ts";
import { forgetDevice, keyBytes, PushNotAllowed, pushState, subscribe, unsubscribe } from "./push-device.ts";

const api = "/forum/api/v1";
let restore = () => {};
afterEach(() => restore());

function push(options: Parameters<typeof fakePush>[0] = {}) {
  const fake = fakePush(options);
  restore = fake.restore;
  return fake;
}

const serve = (subscribeStatus = 201, unsubscribeStatus = 200) =>
  mockApi({
    [`GET ${api}/push/key`]: { body: { data: { public_key: serverKey } } },
    [`POST ${api}/push/subscriptions`]: { status: subscribeStatus, body: { message: "ok" } },
    [`DELETE ${api}/push/subscriptions`]: { status: unsubscribeStatus, body: { message: "ok" } },
  });

describe("push on this device", () => {
  it("is unsupported where the browser has no service worker, PushManager or Notification", async () => {
    expect(await pushState()).toBe("unsupported");
  });

  it("reads the state from the permission and the subscription", async () => {
    push({ permission: "denied" });
    expect(await pushState()).toBe("denied");
    push({ permission: "default" });
    expect(await pushState()).toBe("prompt");
    push({ permission: "granted" });
    expect(await pushState()).toBe("unsubscribed");
    push({ permission: "granted", subscribed: true });
    expect(await pushState()).toBe("subscribed");
  });

  it("asks, subscribes with the server's key and hands the subscription to the server", async () => {
    const fake = push();
    const calls = serve();
    await subscribe();
    expect(fake.asked).toHaveBeenCalledTimes(1);
    const options = fake.pushManager.subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    expect(options.applicationServerKey).toEqual(keyBytes(serverKey));
    expect(keyBytes(serverKey)).toHaveLength(65);
    const posted = calls.find((c) => c.method === "POST");
    expect(posted?.url).toBe(`${api}/push/subscriptions`);
    expect(posted?.body).toEqual({
      endpoint: fakeEndpoint,
      expirationTime: null,
      keys: { p256dh: expect.stringMatching(/^[A-Za-z0-9_-]{87}$/), auth: expect.stringMatching(/^c{22}$/) },
    });
    expect(await pushState()).toBe("subscribed");
  });

  it("subscribes nothing when the student says no, and asks nothing when already allowed", async () => {
    push({ answer: "denied" });
    const calls = serve();
    await expect(subscribe()).rejects.toBeInstanceOf(PushNotAllowed);
    expect(calls).toEqual([]);
    expect(await pushState()).toBe("denied");

    const allowed = push({ permission: "granted" });
    serve();
    await subscribe();
    expect(allowed.asked).not.toHaveBeenCalled();
  });

  it("takes back a new subscription the server refused, so the device does not look on", async () => {
    const fake = push();
    serve(422);
    await expect(subscribe()).rejects.toBeInstanceOf(ApiError);
    expect(fake.state.subscription).toBeNull();
    expect(await pushState()).toBe("unsubscribed");
  });

  it("turns off: the server forgets the endpoint, then the browser's subscription goes", async () => {
    const fake = push({ permission: "granted", subscribed: true });
    const subscription = fake.state.subscription!;
    const calls = serve();
    await unsubscribe();
    expect(calls.find((c) => c.method === "DELETE")?.body).toEqual({ endpoint: fakeEndpoint });
    expect(subscription.unsubscribe).toHaveBeenCalled();
    expect(await pushState()).toBe("unsubscribed");
  });

  it("stays on when the server cannot be told (nothing lost: it can be tried again)", async () => {
    const fake = push({ permission: "granted", subscribed: true });
    serve(201, 500);
    await expect(unsubscribe()).rejects.toBeInstanceOf(ApiError);
    expect(fake.state.subscription?.unsubscribe).not.toHaveBeenCalled();
    expect(await pushState()).toBe("subscribed");
  });

  it("on logout forgets the device even when the server cannot be reached", async () => {
    const fake = push({ permission: "granted", subscribed: true });
    const subscription = fake.state.subscription!;
    const calls = serve(201, 500);
    await forgetDevice();
    expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(1);
    expect(subscription.unsubscribe).toHaveBeenCalled();
  });
});
