import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { originNow } from "../../../platform/public-user.ts";

/** Where a signed link plays a submission's recording: `/forum/recordings/<submission id>?exp=<unix s>&sig=<mac>`. */
export const RECORDINGS_PATH = "/forum/recordings/";

/** How long a link plays at least: a student or reviewer listens, seeks and listens again. */
const LIFETIME_S = 60 * 60;
/**
 * Expiries fall on a 15-minute grid, so every answer in the same quarter hour names the same URL: a refetch (focus,
 * polling) does not change an `<audio>` element's source under its listener, and the browser's copy is reused.
 */
const STEP_S = 15 * 60;

/**
 * Links to students' recordings, signed with a key drawn from the server's secret (JWT_SECRET): an `<audio>` element
 * cannot send the app's bearer token, so the answer that may show a recording (its owner's progress, an admin's
 * review queue) carries a link that proves it was given, and plays for an hour or so. The MAC binds the submission,
 * the stored key of its recording and the expiry: a link for one submission opens no other, and one made before the
 * student recorded again stops playing. Who may have a link is decided where it is made; the link itself names
 * nothing about the file (the key stays on the server).
 */
export function createRecordingLinks(o: { secret: string; publicUrl: string; now?: () => number }) {
  const key = Buffer.from(hkdfSync("sha256", o.secret, "", "forum recording links", 32));
  const now = o.now ?? Date.now;
  const mac = (id: number, storedKey: string, exp: number) =>
    createHmac("sha256", key).update(`${id}\n${exp}\n${storedKey}`).digest();

  return {
    /** The link to a submission's recording, or null when it has none. */
    url(submissionId: number, storedKey: string | null): string | null {
      if (!storedKey) return null;
      const exp = Math.ceil((Math.floor(now() / 1000) + LIFETIME_S) / STEP_S) * STEP_S;
      const sig = mac(submissionId, storedKey, exp).toString("base64url");
      return `${originNow(o.publicUrl)}${RECORDINGS_PATH}${submissionId}?exp=${exp}&sig=${sig}`;
    },
    /** Seconds a link expiring at `exp` still plays (0: expired). */
    secondsLeft: (exp: number) => Math.max(0, exp - Math.floor(now() / 1000)),
    /** Whether `sig` is this server's for the submission's current recording and that expiry. */
    verify(submissionId: number, storedKey: string, exp: number, sig: string) {
      // Compared as text: base64url decoding overlooks the last character's spare bits, the text does not.
      const given = Buffer.from(sig);
      const expected = Buffer.from(mac(submissionId, storedKey, exp).toString("base64url"));
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
export type RecordingLinks = ReturnType<typeof createRecordingLinks>;

/** The app's links: its secret, the request's origin (never S3_PUBLIC_URL: recordings are not there). */
export const recordingLinksOf = (ctx: { deps: { jwtSecret: string }; urls: { publicUrl: string } }) =>
  createRecordingLinks({ secret: ctx.deps.jwtSecret, publicUrl: ctx.urls.publicUrl });
