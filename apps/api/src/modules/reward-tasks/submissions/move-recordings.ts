import { buffer } from "node:stream/consumers";
import type { FastifyBaseLogger } from "fastify";
import { type Storage, UPLOADS_PREFIX } from "../../../platform/storage.ts";
import { publicRecordingName } from "./recording-files.ts";
import type { RecordingsRepository } from "./recordings.repository.ts";

const BATCH = 100;

/**
 * Recordings stored before issue 23.7 lie in the public area under the names their URLs gave away. Each start moves
 * them into the private one (`storage.recordings`): copied under their private name, every submission naming the file
 * pointed at the copy, then the public file removed. Run in the background once the server listens; until a file is
 * moved its link plays it from where it was (never /forum/uploads/, which refuses every recording name).
 *
 * Safe to run again and on several instances at once: the private name comes from the bytes, so two copies are one
 * file; a key already pointed elsewhere updates nothing; removing a removed file is no error. A file missing from
 * storage is left named as it was, and logged. Stops between files when `stopped()` says the server is closing.
 */
export async function moveRecordings(d: {
  repo: RecordingsRepository;
  storage: Storage;
  log: FastifyBaseLogger;
  stopped?: () => boolean;
}) {
  let moved = 0;
  const missing: string[] = [];
  for (let after = ""; ; ) {
    const keys = await d.repo.publicKeys(after, BATCH);
    for (const key of keys) {
      if (d.stopped?.()) return { moved, missing };
      const name = publicRecordingName(key);
      const file = name ? await d.storage.read(name) : null;
      if (!name || !file || "unsatisfiable" in file) {
        missing.push(key);
        continue;
      }
      const to = await d.storage.recordings.put(await buffer(file.body), name.slice(name.lastIndexOf(".") + 1));
      await d.repo.rekey(key, to);
      await d.storage.remove(`${UPLOADS_PREFIX}${name}`);
      moved += 1;
    }
    if (keys.length < BATCH) break;
    after = keys[keys.length - 1]!;
  }
  if (moved) d.log.info({ moved }, "recordings moved out of the public uploads");
  if (missing.length) d.log.warn({ keys: missing.slice(0, 20), count: missing.length }, "recordings not found to move");
  return { moved, missing };
}
