import { limits } from "@forum/contract";
import { hashCode } from "../../platform/codes.ts";

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * Wrong code guesses, counted per address and purpose across every code mailed to it (a new code does not reset
 * them), for unknown addresses exactly as for known ones. A 4-digit code gives each guess a 1 in 10,000 chance, so
 * what bounds a takeover is how many guesses a month allows: `auth.odds.test.ts` computes it from these numbers.
 */
export const codeGuessLimits = {
  /** Wrong guesses answered at once: a student who mistypes once or twice never waits. */
  freeFailures: 3,
  /** After those, the next guess waits this long after the last wrong one, doubled with each further wrong one. */
  firstDelaySeconds: 60,
  /** Hard caps over any 24 hours and any 30 days; a right code or a sign-in lifts the waiting, never these. */
  perDay: 5,
  perMonth: 10,
  monthDays: 30,
  /** Once this many wrong guesses fall within the month, the owner is told by mail, at most once a day. */
  alertAfter: 5,
  alertIntervalHours: 24,
} as const;

/**
 * Code mails (verification, password reset, and any later code), whatever sends them (sign-up, login, resend, reset):
 * at most one a minute per address across kinds, and `perHour` per address and kind.
 */
export const codeMailLimits = { perHour: 3, intervalSeconds: limits.resendIntervalSeconds } as const;

/** One address's memory of one kind (times in epoch milliseconds). */
export type ThrottleMemory = { hits: number[]; clearedAt: number | null; alertedAt: number | null };
/** A turn reads the memory and says what to write back (only the fields it changes) and what it decided. */
export type Turn<T> = { memory: Partial<Pick<ThrottleMemory, "hits" | "alertedAt">>; result: T };

const monthMs = codeGuessLimits.monthDays * day;
const recent = (hits: number[], since: number) => hits.filter((h) => h > since).sort((a, b) => a - b);

/** The earliest moment (epoch ms) the next guess may be checked; at or before `now` means at once. */
export function nextGuessAt(m: ThrottleMemory, now: number): number {
  const g = codeGuessLimits;
  const month = recent(m.hits, now - monthMs);
  const today = recent(month, now - day);
  const waiting = recent(month, m.clearedAt ?? Number.NEGATIVE_INFINITY);
  let at = Number.NEGATIVE_INFINITY;
  if (waiting.length >= g.freeFailures) {
    const last = waiting[waiting.length - 1]!;
    at = Math.max(at, last + g.firstDelaySeconds * 1000 * 2 ** (waiting.length - g.freeFailures));
  }
  // A cap frees a place when the oldest guess that fills it leaves the window.
  if (today.length >= g.perDay) at = Math.max(at, today[today.length - g.perDay]! + day);
  if (month.length >= g.perMonth) at = Math.max(at, month[month.length - g.perMonth]! + monthMs);
  return at;
}

/**
 * A code check's turn: refused until `retryAt`, or counted now, before the code is compared (so that concurrent
 * guesses can never slip past the count); a right guess is forgiven afterwards. `alert`: this guess is the one that
 * should tell the owner.
 */
export function guessTurn(m: ThrottleMemory, now: number): Turn<{ retryAt: number | null; alert: boolean }> {
  const at = nextGuessAt(m, now);
  if (at > now) return { memory: {}, result: { retryAt: at, alert: false } };
  const hits = [...recent(m.hits, now - monthMs), now];
  const quiet = m.alertedAt === null || m.alertedAt <= now - codeGuessLimits.alertIntervalHours * hour;
  const alert = hits.length >= codeGuessLimits.alertAfter && quiet;
  return { memory: alert ? { hits, alertedAt: now } : { hits }, result: { retryAt: null, alert } };
}

/** What a code mail's turn writes back to the address's two memories, and whether the mail may go. */
export type MailTurn = { any: Turn<boolean>["memory"]; own: Turn<boolean>["memory"]; result: boolean };

/**
 * A code mail's turn over two memories of the address: `any`, every code mail to it (the minute across kinds; a right
 * code clears it, since whoever typed it reads the mails), and `own`, this kind's mails (the hour). True when the mail
 * may go, and it is counted; a mail held back counts nowhere, so the minute runs from the last mail that went.
 */
export function mailTurn(any: ThrottleMemory, own: ThrottleMemory, now: number): MailTurn {
  const minuteAgo = now - codeMailLimits.intervalSeconds * 1000;
  const lastMinute = recent(any.hits, minuteAgo);
  const lastHour = recent(own.hits, now - hour);
  const tooSoon = recent(lastMinute, any.clearedAt ?? Number.NEGATIVE_INFINITY).length > 0;
  if (tooSoon || lastHour.length >= codeMailLimits.perHour) {
    return { any: { hits: lastMinute }, own: { hits: lastHour }, result: false };
  }
  return { any: { hits: [...lastMinute, now] }, own: { hits: [...lastHour, now] }, result: true };
}

/** The row key of an address: an HMAC under the server secret, so addresses (known or not) are not kept in clear. */
export const addressKey = (secret: string, email: string) => hashCode(secret, "throttle", email);
