import { vi } from "vitest";

/**
 * Test double of a browser's push: Notification's permission and question, a service worker registration and its
 * PushManager (jsdom has none of them: without this double, a test runs in a browser that cannot push). `answer` is
 * what the permission question answers; `restore()` takes the worker away (Vitest unstubs the rest).
 */
export type FakePushOptions = {
  permission?: NotificationPermission;
  answer?: NotificationPermission;
  subscribed?: boolean;
};

export const serverKey = "BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U";
export const fakeEndpoint = "https://push.example.com/send/abc123";
const p256dh = `B${"a".repeat(86)}`;
const auth = "c".repeat(22);

export function fakePush({ permission = "default", answer = "granted", subscribed = false }: FakePushOptions = {}) {
  const state = { permission, subscription: null as FakeSubscription | null };
  const asked = vi.fn(async () => {
    state.permission = answer;
    return answer;
  });

  class FakeSubscription {
    endpoint = fakeEndpoint;
    options: { applicationServerKey: ArrayBuffer | null; userVisibleOnly: boolean };
    unsubscribe = vi.fn(async () => {
      state.subscription = null;
      return true;
    });
    constructor(key: BufferSource | null) {
      const bytes = key ? new Uint8Array(key as ArrayBuffer).slice() : null;
      this.options = { applicationServerKey: bytes ? bytes.buffer : null, userVisibleOnly: true };
    }
    toJSON() {
      return { endpoint: this.endpoint, expirationTime: null, keys: { p256dh, auth } };
    }
  }

  const pushManager = {
    getSubscription: vi.fn(async () => state.subscription),
    subscribe: vi.fn(async (options: PushSubscriptionOptionsInit) => {
      state.subscription = new FakeSubscription(options.applicationServerKey as BufferSource);
      return state.subscription;
    }),
  };
  const registration = { pushManager };
  if (subscribed) state.subscription = new FakeSubscription(keyOf(serverKey));

  vi.stubGlobal("Notification", {
    get permission() {
      return state.permission;
    },
    requestPermission: asked,
  });
  vi.stubGlobal("PushManager", class {});
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  });
  const restore = () => {
    Reflect.deleteProperty(navigator, "serviceWorker");
  };
  return { state, asked, pushManager, restore };
}

function keyOf(base64url: string) {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  return Uint8Array.from(atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4)), (c) => c.charCodeAt(0));
}
