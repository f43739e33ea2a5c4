import { crc32, deflateSync } from "node:zlib";

type Rgb = readonly [number, number, number];

/**
 * A small, valid 8-bit RGB PNG with each pixel's colour from `colorAt`, built in code so journeys need no fixture
 * files for uploads.
 */
export function pngImage(width: number, height: number, colorAt: (x: number, y: number) => Rgb): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Array.from({ length: height }, (_, y) => {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0 (none), then the pixels
    for (let x = 0; x < width; x++) row.set(colorAt(x, y), 1 + x * 3);
    return row;
  });
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A PNG of one colour. */
export const solidPng = (width: number, height: number, color: Rgb): Buffer => pngImage(width, height, () => color);
