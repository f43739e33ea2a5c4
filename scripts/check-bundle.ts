/**
 * Shell budget: the JavaScript every page loads before its own chunk (the entry and its static imports) must stay under
 * 90 KB as served (brotli at the build's quality, apps/web/scripts/precompress.ts). A quick check before the browser
 * journeys; the whole first download of a page, its lazy chunks included, is measured in a real browser by
 * e2e/first-download.e2e.ts.
 * Run after `npm run build` (apps/web/dist, Vite base /forum/): `npm run check:bundle` (or pass another dist folder).
 *
 * Initial JavaScript = the entry <script type="module" src> of dist/index.html, every <link rel="modulepreload">,
 * and the static imports of those chunks, followed recursively (from dist/.vite/manifest.json when the build
 * writes one, else from the chunks' own `import ... from "./x.js"` statements). Dynamic import() is lazy and
 * does not count.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const budgetBytes = 90 * 1024;
const base = "/forum/";
const dist = resolve(process.argv[2] ?? resolve(import.meta.dirname, "../apps/web/dist"));

function fail(message: string): never {
  console.error(`check-bundle: ${message}`);
  process.exit(1);
}

const indexPath = join(dist, "index.html");
if (!existsSync(indexPath)) fail(`${relative(process.cwd(), indexPath)} is missing: run \`npm run build\` first.`);
const html = readFileSync(indexPath, "utf8");

/** dist path of a URL in index.html ("/forum/assets/a.js" or "./assets/a.js"). */
const fromUrl = (url: string) => join(dist, url.startsWith(base) ? url.slice(base.length) : url.replace(/^\.?\//, ""));
const attr = (tag: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, "i").exec(tag)?.[1];

const roots: string[] = [];
for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
  const isModuleScript = /^<script/i.test(tag) && attr(tag, "type") === "module" && attr(tag, "src");
  const isPreload = /^<link/i.test(tag) && attr(tag, "rel") === "modulepreload" && attr(tag, "href");
  if (isModuleScript) roots.push(fromUrl(attr(tag, "src")!));
  else if (isPreload) roots.push(fromUrl(attr(tag, "href")!));
}
if (roots.length === 0) fail("found no <script type=module src> in dist/index.html.");

const manifestPath = join(dist, ".vite/manifest.json");
type ManifestChunk = { file: string; imports?: string[] };
const manifest = existsSync(manifestPath)
  ? (JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, ManifestChunk>)
  : undefined;

/** Static imports of a built chunk: its manifest `imports`, or its `import ... from "./x.js"` / `import "./x.js"` statements. */
function staticImports(file: string): string[] {
  if (manifest) {
    const key = Object.keys(manifest).find((k) => join(dist, manifest[k]!.file) === file);
    if (key) return (manifest[key]!.imports ?? []).map((k) => join(dist, manifest[k]!.file));
  }
  const code = readFileSync(file, "utf8");
  // `import(` (dynamic) never matches: a static import is followed by a quote, `{`, `*` or a name, then `from`.
  const statement = /(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{][^;"'()]*?\bfrom\s*)?["']([^"']+\.js)["']/g;
  return [...code.matchAll(statement)].map(([, spec]) =>
    spec!.startsWith(base) ? fromUrl(spec!) : resolve(dirname(file), spec!),
  );
}

const seen = new Set<string>();
const queue = [...roots];
while (queue.length > 0) {
  const file = queue.shift()!;
  if (seen.has(file)) continue;
  if (!existsSync(file)) fail(`${relative(dist, file)} is referenced by the home route but missing from dist.`);
  seen.add(file);
  queue.push(...staticImports(file));
}

const rows = [...seen].map((file) => {
  const bytes = readFileSync(file);
  const brotli = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  return { file: relative(dist, file), raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, brotli };
});
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const width = Math.max(4, ...rows.map((r) => r.file.length));
const line = (a: string, b: string, c: string, d: string) =>
  `${a.padEnd(width)}  ${b.padStart(10)}  ${c.padStart(10)}  ${d.padStart(10)}`;
const sum = (key: "raw" | "gzip" | "brotli") => rows.reduce((total, r) => total + r[key], 0);
const total = sum("brotli");

console.info(`JavaScript of the shell (${manifest ? "from .vite/manifest.json" : "from the chunks' imports"}):`);
console.info(line("file", "raw", "gzip", "brotli"));
for (const r of rows) console.info(line(r.file, kb(r.raw), kb(r.gzip), kb(r.brotli)));
console.info(line("total", kb(sum("raw")), kb(sum("gzip")), kb(total)));
if (total > budgetBytes) {
  fail(
    `the shell is ${kb(total)} of JavaScript (brotli), over the ${kb(budgetBytes)} budget by ${kb(total - budgetBytes)}.`,
  );
}
console.info(`Within budget: ${kb(total)} of ${kb(budgetBytes)} brotli.`);
