import type { ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

const google = "https://accounts.google.com";

/**
 * Security headers with a CSP that the web app (and Google's sign-in button, when enabled) works under. Stored images
 * are answered as absolute URLs on `publicUrl` (API.md), which may be another origin than the page's own (localhost
 * against 127.0.0.1, or a CDN in front), or on `filesUrl` (S3_PUBLIC_URL), so those origins may serve images too.
 */
export async function registerSecurityHeaders(app: FastifyInstance, publicUrl: string, filesUrl?: string) {
  const headers = headersOf(helmetOptions(publicUrl, filesUrl));
  // On the raw response, as helmet's own middleware sets them: the web app takes the document-only ones off its assets.
  app.addHook("onRequest", (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

/**
 * The headers helmet sets with these options, worked out once: they are the same for every answer, and
 * @fastify/helmet built helmet's middleware again for every request (parsing the CSP directives each time: 2% of a
 * feed request's CPU).
 */
export function headersOf(options: HelmetOptions): [string, string | number | readonly string[]][] {
  // By lower-cased name (a header set twice is set once), each sent under the name helmet gave it.
  const headers = new Map<string, [string, string | number | readonly string[]]>();
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) =>
      headers.set(name.toLowerCase(), [name, value]),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  } as unknown as ServerResponse;
  helmet(options)({} as never, res, (err?: unknown) => {
    if (err) throw err;
  });
  return [...headers.values()];
}

function helmetOptions(publicUrl: string, filesUrl?: string): HelmetOptions {
  // Stored files answered on S3_PUBLIC_URL (a bucket or its CDN) load from there.
  const imagesOrigins = [...new Set([publicUrl, filesUrl ?? publicUrl].map((url) => new URL(url).origin))];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", `${google}/gsi/client`],
        // Toast and dialog libraries inject <style> elements; no script can run from a style.
        styleSrc: ["'self'", "'unsafe-inline'", `${google}/gsi/style`],
        imgSrc: ["'self'", ...imagesOrigins, "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", "ws:", "wss:", `${google}/gsi/`],
        frameSrc: [`${google}/gsi/`],
        mediaSrc: ["'self'", ...imagesOrigins, "blob:"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // Google's sign-in popup talks back to the opener.
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
  };
}

/**
 * Headers that only mean something on a document (a page or a frame). A built script or stylesheet does without them:
 * on HTTP/1.1 they would cost about 0.9 KB a file, uncompressed, and a first visit fetches dozens of files over a slow
 * network. Kept on assets: nosniff (a script must be served as one), CORP, HSTS.
 */
export const documentOnlyHeaders = [
  "content-security-policy",
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "referrer-policy",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
];
