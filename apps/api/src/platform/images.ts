import sharp from "sharp";
import { AppError } from "./errors.ts";

export type ImageKind = "jpeg" | "png" | "gif" | "webp";

/** Trust the bytes, not the name or the declared type. */
export function sniffImage(buf: Buffer): ImageKind | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return "jpeg";
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return "png";
  if (buf.length >= 6 && /^GIF8[79]a$/.test(buf.subarray(0, 6).toString("latin1"))) return "gif";
  if (
    buf.length >= 12 &&
    buf.subarray(0, 4).toString("latin1") === "RIFF" &&
    buf.subarray(8, 12).toString("latin1") === "WEBP"
  )
    return "webp";
  return null;
}

export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

/**
 * Re-encodes an upload as WebP: orientation applied, EXIF/GPS dropped (sharp keeps no metadata unless asked),
 * the long side capped. Refuses anything that is not a real image.
 */
export async function reencodeImage(buf: Buffer, opts: { maxSide: number; square?: boolean }) {
  if (buf.length > MAX_IMAGE_BYTES) throw new AppError("image_too_large", "The image may be at most 8 MB.", 422);
  if (!sniffImage(buf)) throw new AppError("invalid_image", "The file is not a JPG, PNG, GIF or WebP image.", 422);
  try {
    const pipeline = sharp(buf, { limitInputPixels: 40_000_000 }).rotate();
    const resized = opts.square
      ? pipeline.resize(opts.maxSide, opts.maxSide, { fit: "cover" })
      : pipeline.resize(opts.maxSide, opts.maxSide, { fit: "inside", withoutEnlargement: true });
    const { data, info } = await resized.webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw new AppError("invalid_image", "The image could not be read.", 422);
  }
}
