import { forgetCommentDrafts } from "../features/posts/comment-drafts.ts";
import { sessionStore } from "../lib/session.ts";
import { offlineCaches } from "./offline-caches.ts";

/** Who the cached API answers were read by; kept across visits, so a sign-out in a closed tab is still seen. */
const readerKey = "forum.offline-reader";
const hourMs = 60 * 60 * 1000;

const currentReader = () => String(sessionStore.get()?.user.user_id ?? "guest");

/**
 * On a shared phone the next student must not read what the last one was answered: when the signed-in student
 * changes (sign-out, sign-in, a 401, another tab), the cached API answers and unsent comment drafts go. The worker
 * also keys each answer by its Authorization header, so even an answer cached in between is never served to another.
 */
async function forgetOtherReaders() {
  const reader = currentReader();
  if (localStorage.getItem(readerKey) === reader) return;
  forgetCommentDrafts();
  await caches.delete(offlineCaches.api);
  localStorage.setItem(readerKey, reader);
}

/** What a recording was named when it was served under /forum/uploads/ (before issue 23.7). */
const recordingPath = /^\/forum\/uploads\/[^/]+\.(wav|mp3|m4a|mp4|aac|webm|ogg|oga|opus|flac)$/;

/**
 * Recordings were once served under /forum/uploads/, whose files the worker keeps for offline reading. A student's
 * voice is not kept on a phone any more (it now plays through short-lived links the worker never caches), so any copy
 * kept before goes.
 */
export async function forgetRecordings(store: CacheStorage = caches) {
  if (!(await store.has(offlineCaches.uploads))) return;
  const cache = await store.open(offlineCaches.uploads);
  const kept = await cache.keys();
  await Promise.all(kept.filter((r) => recordingPath.test(new URL(r.url).pathname)).map((r) => cache.delete(r)));
}

export function startOfflineCache() {
  // The browser's own registration, not workbox-window's (2 KB more for every visitor): a new deploy's worker takes
  // over by itself (skipWaiting, clientsClaim in pwa-plugin.ts) without reloading the page under the reader.
  const base = import.meta.env.BASE_URL;
  navigator.serviceWorker
    .register(`${base}sw.js`, { scope: base })
    // An installed app can stay open for days: look for a new deploy hourly, not only on navigations.
    .then((registration) => setInterval(() => void registration.update().catch(() => {}), hourMs))
    .catch(() => {}); // no worker (a private window, storage refused): the forum works online as before
  void forgetOtherReaders();
  void forgetRecordings().catch(() => {});
  sessionStore.subscribe(() => void forgetOtherReaders());
}
