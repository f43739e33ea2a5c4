import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

const google = "https://accounts.google.com";

/**
 * Security headers with a CSP that the web app (and Google's sign-in button, when enabled) works under. Stored images
 * are answered as absolute URLs on `publicUrl` (API.md), which may be another origin than the page's own (localhost
 * against 127.0.0.1, or a CDN in front), or on `filesUrl` (S3_PUBLIC_URL), so those origins may serve images too.
 */
export async function registerSecurityHeaders(app: FastifyInstance, publicUrl: string, filesUrl?: string) {
  // Stored files answered on S3_PUBLIC_URL (a bucket or its CDN) load from there.
  const imagesOrigins = [...new Set([publicUrl, filesUrl ?? publicUrl].map((url) => new URL(url).origin))];
  await app.register(helmet, {
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
  });
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
