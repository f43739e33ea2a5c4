import { type SQL, sql } from "drizzle-orm";
import { users } from "./schema/index.ts";

/**
 * The one rule of a suspension, for SQL and for JS alike: `suspended_at` is set and `suspended_until` is unset or still
 * ahead. A suspension whose end has passed is over by itself; no job has to lift it.
 */
export const suspendedNow: SQL<boolean> = sql<boolean>`(${users.suspendedAt} is not null and (${users.suspendedUntil} is null or ${users.suspendedUntil} > now()))`;

export type SuspensionFields = { suspendedAt: Date | null; suspendedUntil: Date | null };

/** `suspendedNow` for a row already read. */
export const isSuspended = (u: SuspensionFields, now: Date = new Date()): boolean =>
  u.suspendedAt !== null && (u.suspendedUntil === null || u.suspendedUntil.getTime() > now.getTime());
