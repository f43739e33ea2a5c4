import { reach } from "@forum/contract/endpoints";
import { call } from "../../lib/api-client.ts";

/**
 * Web Push on this device (API.md "Reach"): whether the browser can, whether it was allowed, and the subscription the
 * server keeps. Loaded only by what uses it (the settings page, the offer, logout): none of it is in the first download.
 */
export type PushState = "unsupported" | "denied" | "prompt" | "subscribed" | "unsubscribed";

/** The student said no (or closed the browser's question): nothing was subscribed. */
export class PushNotAllowed extends Error {
  override name = "PushNotAllowed";
}

export function pushSupported(): boolean {
  return (
    typeof navigator !== "undefined" &&
    "serviceWorker" in navigator &&
    typeof window !== "undefined" &&
    "PushManager" in window &&
    "Notification" in window
  );
}

/** The worker registers itself after the page has loaded (app/service-worker.ts): a click just after may wait for it. */
const registrationWait = 10_000;

async function registration(wait: boolean): Promise<ServiceWorkerRegistration | undefined> {
  const found = await navigator.serviceWorker.getRegistration();
  if (found || !wait) return found;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("No service worker is registered.")), registrationWait);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, late]);
  } finally {
    clearTimeout(timer);
  }
}

async function currentSubscription(): Promise<PushSubscription | null> {
  return (await (await registration(false))?.pushManager.getSubscription()) ?? null;
}

export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return "unsupported";
  if (Notification.permission === "denied") return "denied";
  if (await currentSubscription()) return "subscribed";
  return Notification.permission === "default" ? "prompt" : "unsubscribed";
}

/** The VAPID key as PushManager wants it: base64url (padding tolerated) to bytes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/").replace(/=+$/, "");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

const sameBytes = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  !!a && a.byteLength === b.length && new Uint8Array(a).every((x, i) => x === b[i]);

/**
 * Turns push on for this device: asks the browser's permission first (this must run from the student's click), then
 * subscribes with the server's key and hands the subscription to the server. A subscription the server refused is
 * taken back, so the switch never says "on" for a device the server does not know.
 */
export async function subscribe(): Promise<void> {
  const permission = Notification.permission === "granted" ? "granted" : await Notification.requestPermission();
  if (permission !== "granted") throw new PushNotAllowed();
  const { data } = await call(reach.pushKey);
  const key = keyBytes(data.public_key);
  const pushManager = (await registration(true))!.pushManager;
  let subscription = await pushManager.getSubscription();
  // A subscription made under an older key (the server's keys changed) cannot be reused: make a new one.
  if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  const fresh = !subscription;
  subscription ??= await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const json = subscription.toJSON();
  try {
    await call(reach.subscribe, {
      body: {
        endpoint: json.endpoint ?? subscription.endpoint,
        expirationTime: json.expirationTime ?? null,
        keys: { p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" },
      },
    });
  } catch (err) {
    if (fresh) await subscription.unsubscribe().catch(() => {});
    throw err;
  }
}

/** Turns push off for this device: the server forgets it first, so a failure leaves both as they were (still on). */
export async function unsubscribe(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await call(reach.unsubscribePush, { body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}

/**
 * On logout: the next student on this phone must not get the last one's notifications. The browser's subscription
 * goes even when the server cannot be told (the push service then answers 410, and the server drops it by itself).
 */
export async function forgetDevice(): Promise<void> {
  if (!pushSupported()) return;
  const subscription = await currentSubscription().catch(() => null);
  if (!subscription) return;
  await call(reach.unsubscribePush, { body: { endpoint: subscription.endpoint } }).catch(() => {});
  await subscription.unsubscribe().catch(() => false);
}
