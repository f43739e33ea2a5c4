import { UPLOADS_PREFIX } from "../../platform/storage.ts";

/**
 * Placeholder of helper A's `audioUrl` (the merge keeps A's file): where the browser plays a stored recording, served
 * like other uploads (range requests included).
 */
export function audioUrl(key: string): string {
  return key.startsWith(UPLOADS_PREFIX) ? key : `${UPLOADS_PREFIX}${key}`;
}
