import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { isBarlessPath } from "@forum/contract/helpers";
import type { FastifyInstance, FastifyReply } from "fastify";
import { askerOf, type DataFor } from "./first-data.ts";
import { routeChunkLinks } from "./route-chunks.ts";
import { documentOnlyHeaders } from "./security.ts";

const notForTheApp = /^\/forum\/(api|uploads|recordings)(\/|$)/;

/**
 * Serves the built web app under /forum/ with an HTML fallback for client routes, and sends / to /forum/.
 * Hashed assets are cached for a year; index.html is always revalidated so a deploy shows at once. Text files are sent
 * from the .br/.gz the build wrote beside them when the client takes that encoding (apps/web/scripts/precompress.ts);
 * index.html as sendIndex fills it in is compressed as it is sent (platform/compression.ts).
 */
export type HeadFor = (url: string) => Promise<{ title: string; tags: string } | null>;

/** The head of the first page kind that describes the address (each checks its own path before any query). */
export const firstHead =
  (...heads: HeadFor[]): HeadFor =>
  async (url) => {
    for (const head of heads) {
      const found = await head(url);
      if (found) return found;
    }
    return null;
  };

/** The navigation bar index.html draws before the app runs; pages without a bar (login, sign-up) leave it out. */
const staticBar = /\s*<!-- static-bar -->[\s\S]*?<!-- \/static-bar -->/;

/** index.html's own description, which a page that describes itself replaces (one description, not two). */
const defaultDescription = /\s*<meta\s+name="description"[^>]*>/;

/** index.html for one address: its own title and preview tags, head tags (a preload) and first data when it has them. */
export function pageHtml(
  html: string,
  head: Awaited<ReturnType<HeadFor>>,
  first: Awaited<ReturnType<DataFor>>,
  chunks = "",
  url = "/forum/",
) {
  let page = html;
  if (isBarlessPath(url.replace(/^\/forum(?=\/|$)/, ""))) page = page.replace(staticBar, "");
  if (chunks) page = page.replace("</head>", () => `  ${chunks}\n  </head>`);
  if (head) {
    if (/<meta name="description"/.test(head.tags)) page = page.replace(defaultDescription, "");
    page = page.replace(/<title>[^<]*<\/title>/, () => `<title>${head.title}</title>\n    ${head.tags}`);
  }
  if (first) {
    if (first.head) page = page.replace("</title>", () => `</title>\n    ${first.head}`);
    page = page.replace("</body>", () => `  ${first.script}\n  </body>`);
  }
  return page;
}

export async function registerWebApp(app: FastifyInstance, webDist: string, headFor?: HeadFor, dataFor?: DataFor) {
  app.get("/", { schema: { hide: true } }, (_req, reply) => reply.redirect("/forum/"));
  app.get("/forum", { schema: { hide: true } }, (_req, reply) => reply.redirect("/forum/"));
  if (!fs.existsSync(path.join(webDist, "index.html"))) {
    app.log.warn({ webDist }, "web app not built (npm run build): serving the API only");
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: "/forum/",
    wildcard: true,
    index: ["index.html"],
    preCompressed: true,
    setHeaders: (res, filePath) => {
      // The build's hashed files: the assets folder of the build itself, wherever the build is deployed.
      const immutable = path.relative(webDist, filePath).split(path.sep)[0] === "assets";
      res.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      if (immutable) for (const name of documentOnlyHeaders) res.removeHeader(name);
    },
  });
  const html = fs.readFileSync(path.join(webDist, "index.html"), "utf8");
  const chunksFor = routeChunkLinks(webDist);
  /** index.html, with a page's own title and preview tags when it has them (shared post links). */
  // The page's data rides along with its HTML; if it cannot be had (a DB hiccup), the app fetches it as before.
  const noData = (error: unknown) => {
    app.log.warn({ err: error }, "first page data left out");
    return null;
  };
  const sendIndex = async (reply: FastifyReply, url: string) => {
    const [head, first] = await Promise.all([
      headFor ? headFor(url).catch(() => null) : null,
      dataFor
        ? dataFor(url, askerOf(reply.request.ip, reply.request.headers, reply.request.origin)).catch(noData)
        : null,
    ]);
    return reply
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(pageHtml(html, head, first, chunksFor(url), url));
  };
  // The home page carries its first data too, so it is not served as the static index.html.
  app.get("/forum/", { schema: { hide: true } }, (request, reply) => sendIndex(reply, request.url));
  // Client routes (no file of that name) reach the not-found handler, which sends index.html.
  return {
    isAppRoute: (method: string, url: string) =>
      method === "GET" && url.startsWith("/forum/") && !notForTheApp.test(url),
    sendIndex,
  };
}
