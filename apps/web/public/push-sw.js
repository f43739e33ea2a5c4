/*
 * Web Push in the service worker (API.md "Reach"), imported by the generated Workbox worker (pwa-plugin.ts,
 * `importScripts`). Plain JavaScript run as is: no build step reaches this file.
 *
 * A push carries `{title, body, url}` (encrypted by the server, RFC 8291; the browser hands it over decrypted). Every
 * push shows a notification, even one whose payload cannot be read: the subscription promised `userVisibleOnly`, and a
 * browser revokes the permission of a worker that receives pushes silently.
 */
const scope = "/forum/";
const icon = "/forum/pwa-192.png";
const fallback = { title: "Forum", body: "You have a new notification.", url: scope };

/** Only a page of this forum opens: a payload naming another origin (or another app on this one) opens the home. */
function safeUrl(raw) {
  try {
    const url = new URL(typeof raw === "string" ? raw : scope, self.location.origin);
    return url.origin === self.location.origin && url.pathname.startsWith(scope)
      ? url.href
      : new URL(scope, self.location.origin).href;
  } catch {
    return new URL(scope, self.location.origin).href;
  }
}

function readPayload(event) {
  try {
    const data = event.data ? event.data.json() : null;
    if (!data || typeof data !== "object") return fallback;
    return {
      title: typeof data.title === "string" && data.title.trim() ? data.title.slice(0, 200) : fallback.title,
      body: typeof data.body === "string" ? data.body.slice(0, 500) : fallback.body,
      url: data.url,
    };
  } catch {
    return fallback;
  }
}

self.addEventListener("push", (event) => {
  const payload = readPayload(event);
  const url = safeUrl(payload.url);
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      icon,
      badge: icon,
      // One notification per page: a second reply to the same post replaces the first instead of stacking.
      tag: url,
      renotify: true,
      data: { url },
    }),
  );
});

/** A tap opens the notification's page: a window already on it comes forward, else an open one goes there. */
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = safeUrl(event.notification.data?.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const ours = windows.filter((client) => new URL(client.url).origin === self.location.origin);
      const same = ours.find((client) => client.url === url);
      if (same) return same.focus();
      const other = ours.find((client) => new URL(client.url).pathname.startsWith(scope)) || ours[0];
      if (other && "navigate" in other) {
        try {
          const moved = await other.navigate(url);
          return (moved || other).focus();
        } catch {
          // navigate() refuses a client this worker does not control: a new window does instead.
        }
      }
      return self.clients.openWindow(url);
    })(),
  );
});
