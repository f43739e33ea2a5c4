/**
 * zod compiles object schemas with `new Function` unless told not to; our CSP forbids eval, so a form's first check
 * would be refused (and reported as a CSP violation) before zod fell back. zod keeps its settings on this global so
 * that every copy of it shares them; setting it here keeps zod (about 3 KB for its `config` call alone) out of the
 * shell every visitor downloads. Imported first by main.tsx, for its effect: it must run before any module that
 * loads zod. lib/zod-jitless.test.ts fails if zod stops reading it.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
