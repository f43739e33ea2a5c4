// The pool's worker module. Piscina loads it with Node's own loader, but the API is TypeScript run through tsx (and,
// in tests, through Vitest, whose transform does not reach worker threads), so it registers tsx before loading the
// tasks. A thread started by `node --import tsx` has tsx already; registering again is harmless.
import { register } from "tsx/esm/api";

register();

export const { sanitizeHtml, mentions, reencode, variant, duration, tableFile } = await import("./tasks.ts");
