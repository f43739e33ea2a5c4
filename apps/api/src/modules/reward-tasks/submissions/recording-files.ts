import type { ByteRange } from "../../../platform/byte-range.ts";
import {
  isRecordingName,
  isStoredName,
  privateKeyName,
  type Storage,
  type StoredBytes,
  storedName,
} from "../../../platform/storage.ts";

/** A key stored before issue 23.7: `/forum/uploads/<name>` (or the bare name) of a recording in the public area. */
export function publicRecordingName(key: string): string | null {
  const name = storedName(key) ?? (isStoredName(key) ? key : null);
  return name && isRecordingName(name) ? name : null;
}

/** Whether a stored key names a recording this server can read: in the private area, or left in the public one. */
export const isRecordingKey = (key: string) => !!privateKeyName(key) || !!publicRecordingName(key);

/**
 * A submission's recording by its stored key: from the private area, or, for one stored before and not yet moved
 * (move-recordings.ts), from where it was. Null for a key of neither kind or a missing file.
 */
export async function readRecording(storage: Storage, key: string, range?: ByteRange): Promise<StoredBytes | null> {
  if (privateKeyName(key)) return storage.recordings.read(key, range);
  const name = publicRecordingName(key);
  return name ? storage.read(name, range) : null;
}
