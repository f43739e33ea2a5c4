/**
 * SVG drawings for the demo images. Only generic font families: the seed must render the same on a bare server
 * with whatever fonts fontconfig finds.
 */
export type Picture =
  | { kind: "scene"; caption: string; sky: [string, string] }
  | { kind: "chart"; caption: string; bars: [string, number][] }
  | { kind: "notice"; caption: string; lines: string[] }
  | { kind: "code"; caption: string; lines: string[] };

const FONT = `font-family="sans-serif"`;
const MONO = `font-family="monospace"`;

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const svg = (w: number, h: number, inner: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${inner}</svg>`;

const gradient = (id: string, [from, to]: [string, string], vertical = false) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="1">` +
  `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;

const text = (x: number, y: number, size: number, body: string, extra = "") =>
  `<text x="${x}" y="${y}" font-size="${size}" ${FONT} ${extra}>${escapeXml(body)}</text>`;

export function avatarSvg(initials: string, color: string): string {
  return svg(
    256,
    256,
    `<rect width="256" height="256" fill="${color}"/>` +
      text(128, 160, 104, initials, `fill="#ffffff" font-weight="bold" text-anchor="middle"`),
  );
}

export function bannerSvg(acronym: string, name: string, colors: [string, string]): string {
  const rings = [0, 1, 2]
    .map(
      (i) => `<circle cx="${1020 - i * 70}" cy="${80 + i * 110}" r="${160 - i * 40}" fill="#ffffff" opacity="0.08"/>`,
    )
    .join("");
  return svg(
    1200,
    400,
    gradient("g", colors) +
      `<rect width="1200" height="400" fill="url(#g)"/>${rings}` +
      text(80, 240, 180, acronym, `fill="#ffffff" font-weight="bold" letter-spacing="8"`) +
      text(86, 320, 44, name, `fill="#ffffff" opacity="0.9"`),
  );
}

/**
 * A card picture (announcements, events): 16:9, its label centred, so it still reads when a card crops the sides to
 * fit its own shape.
 */
export function coverSvg(label: string, colors: [string, string]): string {
  const rings = [0, 1, 2]
    .map((i) => `<circle cx="${680 - i * 60}" cy="${70 + i * 90}" r="${130 - i * 30}" fill="#ffffff" opacity="0.08"/>`)
    .join("");
  return svg(
    800,
    450,
    gradient("c", colors) +
      `<rect width="800" height="450" fill="url(#c)"/>${rings}` +
      text(400, 262, 96, label, `fill="#ffffff" font-weight="bold" letter-spacing="4" text-anchor="middle"`),
  );
}

/** The picture area of a post image: everything but the caption strip. */
function pictureBody(p: Picture): string {
  switch (p.kind) {
    case "scene":
      return (
        gradient("sky", p.sky, true) +
        `<rect width="800" height="520" fill="url(#sky)"/><circle cx="600" cy="170" r="70" fill="#fde68a"/>` +
        `<path d="M0 420 Q200 300 400 400 T800 380 V520 H0 Z" fill="#166534"/>` +
        `<rect x="120" y="330" width="140" height="140" fill="#e5e7eb"/><rect x="300" y="290" width="180" height="180" fill="#f3f4f6"/>` +
        [140, 180, 220, 320, 370, 420]
          .map((x) => `<rect x="${x}" y="360" width="24" height="30" fill="#60a5fa"/>`)
          .join("")
      );
    case "chart": {
      const max = Math.max(...p.bars.map(([, v]) => v));
      const width = 640 / p.bars.length;
      return (
        `<rect width="800" height="520" fill="#f8fafc"/><line x1="80" y1="440" x2="740" y2="440" stroke="#334155" stroke-width="3"/>` +
        p.bars
          .map(([label, v], i) => {
            const h = (v / max) * 320;
            const x = 80 + width * (i + 0.2);
            return (
              `<rect x="${x}" y="${440 - h}" width="${width * 0.6}" height="${h}" rx="6" fill="#0ea5e9"/>` +
              text(x + width * 0.3, 430 - h, 26, String(v), `fill="#0f172a" text-anchor="middle"`) +
              text(x + width * 0.3, 478, 22, label, `fill="#334155" text-anchor="middle"`)
            );
          })
          .join("")
      );
    }
    case "notice":
    case "code": {
      const code = p.kind === "code";
      const lines = p.lines
        .map(
          (line, i) =>
            `<text x="90" y="${110 + i * 44}" font-size="26" xml:space="preserve" ${code ? MONO : FONT} fill="${code ? "#a5f3fc" : "#1f2937"}">${escapeXml(line)}</text>`,
        )
        .join("");
      const board = code
        ? `<rect width="800" height="520" fill="#0f172a"/><rect x="50" y="40" width="700" height="440" rx="12" fill="#1e293b"/>`
        : `<rect width="800" height="520" fill="#92400e"/><rect x="50" y="40" width="700" height="440" fill="#fffbeb"/>` +
          `<circle cx="400" cy="58" r="10" fill="#dc2626"/>`;
      return board + lines;
    }
  }
}

export function pictureSvg(p: Picture): string {
  return svg(
    800,
    600,
    pictureBody(p) +
      `<rect y="520" width="800" height="80" fill="#111827"/>` +
      text(400, 572, 30, p.caption, `fill="#f9fafb" text-anchor="middle"`),
  );
}

export function achieversSvg(title: string, names: string[]): string {
  const rows = names
    .map(
      (n, i) =>
        `<circle cx="86" cy="${438 + i * 90}" r="10" fill="#fbbf24"/>${text(116, 450 + i * 90, 32, n, `fill="#ffffff"`)}`,
    )
    .join("");
  return svg(
    800,
    800,
    gradient("a", ["#1e1b4b", "#b45309"], true) +
      `<rect width="800" height="800" fill="url(#a)"/>` +
      `<rect x="30" y="30" width="740" height="740" rx="24" fill="none" stroke="#fbbf24" stroke-width="6"/>` +
      `<circle cx="400" cy="180" r="80" fill="#fbbf24"/>` +
      text(400, 214, 96, "1", `fill="#1e1b4b" font-weight="bold" text-anchor="middle"`) +
      text(400, 340, 52, title, `fill="#fde68a" font-weight="bold" text-anchor="middle"`) +
      rows +
      text(400, 720, 24, "Thank you for helping other students!", `fill="#fde68a" text-anchor="middle"`),
  );
}
