import { profileMessages } from "@forum/contract";
import { AppError, invalidField } from "./errors.ts";
import { storeSizedImage } from "./image-variants.ts";
import type { Storage } from "./storage.ts";
import type { Workers } from "./workers/workers.ts";

export type ImageDeps = { storage: Storage; workers: Workers };

/** The form's `image`: a file (a Buffer once multipart is read); empty or left out means none. */
export function uploadedImage(image: unknown): Buffer | null {
  if (image === undefined || image === null || image === "") return null;
  if (Buffer.isBuffer(image)) return image.length > 0 ? image : null;
  throw invalidField("image", profileMessages.imageNotFile);
}

/**
 * Checked by its bytes and re-encoded in the worker pool like a profile picture (WebP, no metadata, the long side
 * capped), with its width variants (WebP and AVIF), then stored under its sized name; its refusals are 422s on `image`.
 */
export async function storeImage(d: ImageDeps, image: Buffer, maxSide: number): Promise<string> {
  try {
    return await storeSizedImage(d.storage, await d.workers.images.reencode(image, { maxSide, variants: true }));
  } catch (err) {
    throw err instanceof AppError && err.status === 422 ? invalidField("image", err.message) : err;
  }
}
