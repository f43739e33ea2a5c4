import fs from "node:fs";
import path from "node:path";

type ManifestChunk = { file: string; name?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[] };

/**
 * The pages whose code the HTML names, so the browser fetches it beside the app's shell instead of after it (each web
 * page is a lazy chunk, found only once the shell runs: a round trip lost on a slow network). Keyed by the page's
 * source module in Vite's build manifest, or, when Rollup gave the chunk another key, by the chunk's name.
 */
const pages: [RegExp, string][] = [
  [/^\/forum\/?(\?|$)/, "src/features/home/routes/home-page.tsx"],
  [/^\/forum\/post\/[0-9a-f-]{36}\/?(\?|$)/i, "src/features/posts/routes/post-page.tsx"],
];

/** `<link rel="modulepreload">` tags for an address's page chunk and its static imports ("" when none or no manifest). */
export function routeChunkLinks(webDist: string, base = "/forum/"): (url: string) => string {
  const manifestPath = path.join(webDist, ".vite", "manifest.json");
  if (!fs.existsSync(manifestPath)) return () => "";
  const manifest = JSON.parse(fs.readFileSync(manifestPath, "utf8")) as Record<string, ManifestChunk>;
  const filesOf = (key: string, seen = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return seen;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) filesOf(imported, seen);
    return seen;
  };
  // The shell's own files are already in index.html.
  const shell = new Set(
    Object.entries(manifest)
      .filter(([, chunk]) => chunk.isEntry)
      .flatMap(([key]) => [...filesOf(key)]),
  );
  const keyOf = (source: string) => {
    const name = path.basename(source).replace(/\.tsx?$/, "");
    return manifest[source]
      ? source
      : Object.keys(manifest).find((k) => manifest[k]!.isDynamicEntry && manifest[k]!.name === name);
  };
  const links = pages.map(([pattern, source]) => {
    const key = keyOf(source);
    const files = [...(key ? filesOf(key) : [])].filter((file) => !shell.has(file));
    return [
      pattern,
      files.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`).join("\n    "),
    ];
  }) as [RegExp, string][];
  return (url) => links.find(([pattern]) => pattern.test(url))?.[1] ?? "";
}
