import { readFileSync } from "node:fs";
import { join } from "node:path";
import { productName } from "@forum/contract";
import { VitePWA } from "vite-plugin-pwa";
import { offlineCaches } from "./src/app/offline-caches.ts";

/**
 * The installable app (issue 16): a web app manifest and a Workbox service worker. Students pay per MB, so the
 * worker precaches the app shell only (index.html, the entry script with its static imports, their CSS) and keeps
 * everything else as it is used: the chunks and pictures once fetched, the API answers read (feed pages, posts with
 * their comments, communities) and the pages opened, each cache bounded. Writes are never cached.
 *
 * The functions inside `runtimeCaching` are copied into the worker as source text: they may use nothing from here.
 */

type ViteManifest = Record<string, { file: string; css?: string[]; assets?: string[]; imports?: string[] }>;

/** dist-relative files of the first paint: the entry chunk, what it imports statically (recursively), their CSS. */
function appShell(distDir: string): Set<string> {
  const manifest = JSON.parse(readFileSync(join(distDir, ".vite/manifest.json"), "utf8")) as ViteManifest;
  const shell = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || shell.has(chunk.file)) return;
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) shell.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit("index.html");
  if (shell.size === 0) throw new Error("pwa: the Vite manifest names no entry for index.html");
  return shell;
}

const days = (n: number) => n * 24 * 60 * 60;

/**
 * Answers a student reads and may want again offline (GET only): the feed's pages, a post with its comments, the
 * communities, the sidebar. Matched against the whole address: a RegExp route of Workbox matches another origin only
 * from the address's first character, so this one answers for the forum's own origin only.
 */
export const readableApi =
  /^https?:\/\/[^/]+\/forum\/api\/v1\/(posts|posts\/[^/?]+|posts\/[^/?]+\/similar|communities|communities\/[^/?]+|config|tags\/latest|poll\/active|achiever\/active|engagements\/leaderboard|random\/community)(\?|$)/;

export function pwaPlugin(distDir: string) {
  return VitePWA({
    registerType: "autoUpdate",
    // Registered by src/app/service-worker.ts after the page has loaded, so the first download does not grow.
    injectRegister: false,
    // The browser fetches the icons when it offers to install; precaching them would charge every visitor.
    includeManifestIcons: false,
    manifest: {
      name: productName,
      short_name: "Forum",
      description: "Ask questions, find answers and learn from other students.",
      start_url: "/forum/",
      scope: "/forum/",
      display: "standalone",
      theme_color: "#1d4ed8",
      background_color: "#f5f7fb",
      icons: [
        { src: "pwa-192.png", sizes: "192x192", type: "image/png" },
        { src: "pwa-512.png", sizes: "512x512", type: "image/png" },
        { src: "pwa-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      ],
    },
    workbox: {
      // A new deploy's worker takes over at once (autoUpdate); the page it finds open is not reloaded under the reader.
      skipWaiting: true,
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      // Web Push (issue 28): a small hand-written script beside the generated worker (public/push-sw.js), loaded by it
      // with importScripts, so Workbox still writes the worker and its precache.
      importScripts: ["push-sw.js"],
      globPatterns: ["index.html", "assets/*.{js,css}"],
      manifestTransforms: [
        (entries) => {
          const shell = appShell(distDir);
          const manifest = entries.filter((e) => !e.url.startsWith("assets/") || shell.has(e.url));
          return { manifest, warnings: [] };
        },
      ],
      // Navigations go to the network first (fresh HTML, and its share tags); see `runtimeCaching` below.
      navigateFallback: null,
      runtimeCaching: [
        {
          urlPattern: ({ request, url, sameOrigin }) =>
            sameOrigin &&
            request.mode === "navigate" &&
            // A recording opened in a tab is a student's voice behind a short-lived link: never kept for offline.
            !/^\/forum\/(api|uploads|recordings)\//.test(url.pathname),
          handler: "NetworkFirst",
          options: {
            cacheName: offlineCaches.pages,
            networkTimeoutSeconds: 4,
            expiration: { maxEntries: 40, maxAgeSeconds: days(14), purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
            // A page never opened before gets the shell, which then reads the API answers cached below.
            precacheFallback: { fallbackURL: "/forum/index.html" },
            plugins: [
              {
                // A page kept from before a deploy names an entry script the new worker no longer holds: offline it
                // would stay blank, so the current shell opens instead.
                cachedResponseWillBeUsed: async ({ cachedResponse }) => {
                  if (!cachedResponse) return null;
                  const html = await cachedResponse.clone().text();
                  const entry = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(html)?.[1];
                  return entry && (await caches.match(entry)) ? cachedResponse : null;
                },
              },
            ],
          },
        },
        {
          // Hashed file names: a name never changes its content.
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/forum/assets/"),
          handler: "CacheFirst",
          options: {
            cacheName: offlineCaches.assets,
            expiration: { maxEntries: 120, maxAgeSeconds: days(60), purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          urlPattern: readableApi,
          handler: "NetworkFirst",
          options: {
            cacheName: offlineCaches.api,
            networkTimeoutSeconds: 4,
            expiration: { maxEntries: 150, maxAgeSeconds: days(7), purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
            plugins: [
              {
                // Answers carry the caller's own state (liked, bookmarked, members-only posts): each is kept under
                // who asked (a digest of the Authorization header), so nobody else on the phone is answered with it.
                cacheKeyWillBeUsed: async ({ request }) => {
                  const url = new URL(request.url);
                  const auth = request.headers.get("Authorization");
                  if (auth) {
                    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(auth));
                    const hex = Array.from(new Uint8Array(digest).slice(0, 12), (b) => b.toString(16).padStart(2, "0"));
                    url.searchParams.set("sw-reader", hex.join(""));
                  }
                  return url.href;
                },
              },
            ],
          },
        },
        {
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/forum/uploads/"),
          handler: "CacheFirst",
          options: {
            cacheName: offlineCaches.uploads,
            expiration: { maxEntries: 80, maxAgeSeconds: days(30), purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  });
}
