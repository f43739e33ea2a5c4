/**
 * Draws the installed app's icons from the favicon, once: `node --import tsx apps/web/scripts/make-icons.ts`.
 * The PNGs are committed in apps/web/public (the manifest names them); run this again only when favicon.svg changes.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";

const publicDir = join(import.meta.dirname, "../public");
const favicon = readFileSync(join(publicDir, "favicon.svg"), "utf8");
// A maskable icon is cropped to any shape by the launcher: the tile fills the square (no rounded corners to show as
// white slivers), and the speech bubble already sits inside the 80% safe circle.
const fullBleed = favicon.replace(/rx="\d+"/, 'rx="0"');
if (fullBleed === favicon) throw new Error("favicon.svg lost its rounded tile (rx): draw the maskable icon anew");

const icons = [
  { svg: favicon, size: 192, file: "pwa-192.png" },
  { svg: favicon, size: 512, file: "pwa-512.png" },
  { svg: fullBleed, size: 512, file: "pwa-maskable-512.png" },
];
for (const { svg, size, file } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(join(publicDir, file));
  console.info(`wrote public/${file}`);
}
