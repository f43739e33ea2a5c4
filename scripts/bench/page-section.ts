import fs from "node:fs";

/**
 * Replaces one bench's section of docs/benchmarks.md between its markers `<!-- bench:<key>:start|end -->` (or appends
 * it), leaving the rest of the page alone: each bench (sockets, ads) owns its sections, per driver.
 */
export function writePageSection(file: string, key: string, text: string): string {
  const [start, end] = [`<!-- bench:${key}:start -->`, `<!-- bench:${key}:end -->`];
  const block = `${start}\n${text}\n${end}`;
  const old = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "# Benchmarks\n";
  const from = old.indexOf(start);
  const to = old.indexOf(end);
  const next =
    from >= 0 && to > from
      ? `${old.slice(0, from)}${block}${old.slice(to + end.length)}`
      : `${old.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(file, next);
  return text;
}
