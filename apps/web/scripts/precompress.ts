import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";

/**
 * Writes `name.br` (brotli 11) and `name.gz` (gzip 9) beside every text file of the built app, once, at build time:
 * the API's @fastify/static sends them as they are (`preCompressed`), so no visitor waits on the slowest settings and
 * the server spends no CPU on them. Run after `vite build` (the web package's build script).
 */
const textFile = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/;
/** Below this the saving is a few hundred bytes at most; the server compresses such a file itself if asked. */
export const PRECOMPRESS_MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

async function precompressFile(file: string): Promise<boolean> {
  const body = await fs.readFile(file);
  if (body.length < PRECOMPRESS_MIN_BYTES) return false;
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
  return true;
}

/** Precompresses the text files under `dir`; returns the files done (relative paths). Compressions run in parallel on libuv's pool. */
export async function precompress(dir: string): Promise<string[]> {
  const files: string[] = [];
  for await (const file of filesUnder(dir)) if (textFile.test(file)) files.push(file);
  const done = await Promise.all(files.map(async (file) => ((await precompressFile(file)) ? file : null)));
  return done.filter((file) => file !== null).map((file) => path.relative(dir, file));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? "dist");
  const started = performance.now();
  const done = await precompress(dir);
  console.info(`precompressed ${done.length} files in ${dir} (${Math.round(performance.now() - started)} ms)`);
}
