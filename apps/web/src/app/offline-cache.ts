/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from "virtual:pwa-register";
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

export function startOfflineCache() {
  registerSW({
    immediate: true,
    // A new deploy's worker takes over without reloading the page under the reader; the next page opened is fresh.
    onNeedReload: () => {},
    // An installed app can stay open for days: look for a new deploy hourly, not only on navigations.
    onRegisteredSW: (_url, registration) => {
      if (registration) setInterval(() => void registration.update().catch(() => {}), hourMs);
    },
  });
  void forgetOtherReaders();
  sessionStore.subscribe(() => void forgetOtherReaders());
}
