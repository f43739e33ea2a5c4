// Refuses to run the forum on a Node.js older than the one it is built for: the `node` dev dependency's major.
// Plain JavaScript, so the old Node.js that it refuses can still run it. Used as `node --import ./scripts/require-node.mjs`
// in front of the npm scripts that run the app's code, or as `node scripts/require-node.mjs` as a first step.
import { readFileSync } from "node:fs";

const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const wanted = Number.parseInt(String(manifest.devDependencies.node).replace(/^\D*/, ""), 10);
const running = Number.parseInt(process.versions.node, 10);

if (running < wanted) {
  process.stderr.write(
    [
      `This project runs on Node.js ${wanted}; this is Node.js ${process.versions.node} (${process.execPath}).`,
      `Run \`npm install\`: it fetches Node.js ${wanted} into node_modules/.bin through the \`node\` dev dependency,`,
      "and every npm script runs on it. That needs the `node` package's install script, which package.json's",
      '"allowScripts" allows; if npm skipped it (--ignore-scripts, or a denial), allow it and run `npm rebuild node`.',
      "",
    ].join("\n"),
  );
  process.exit(1);
}
