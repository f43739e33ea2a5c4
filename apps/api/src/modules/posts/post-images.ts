import { limits, messages } from "@forum/contract";
import { AppError, invalidField } from "../../platform/errors.ts";
import { storeSizedImage } from "../../platform/image-variants.ts";
import { type PublicUrls, storedPathOf } from "../../platform/public-user.ts";
import { type Storage, UPLOADS_PREFIX } from "../../platform/storage.ts";
import type { Workers } from "../../platform/workers/workers.ts";

const dataUrl = /^data:([\w/+.-]+);base64,([A-Za-z0-9+/=\s]+)$/;
const LONG_SIDE = 1600;

/**
 * The post form's images: new ones arrive as data URLs and are checked, re-encoded with their width variants and
 * stored; ones the post already has come back as their URLs and are kept. Anything else is refused.
 */
export async function storePostImages(
  images: string[],
  kept: string[],
  { storage, workers, ...urls }: PublicUrls & { storage: Storage; workers: Workers },
): Promise<string[]> {
  if (images.length > limits.maxImagesPerPost) throw invalidField("images", messages.posts.tooManyImages);
  const stored: string[] = [];
  for (const image of images) {
    const path = storedPathOf(urls, image);
    if (path.startsWith(UPLOADS_PREFIX) && kept.includes(path)) {
      stored.push(path);
      continue;
    }
    const match = dataUrl.exec(image);
    if (!match?.[2]) throw invalidField("images", messages.posts.imageType);
    try {
      const image = await workers.images.reencode(Buffer.from(match[2], "base64"), {
        maxSide: LONG_SIDE,
        variants: true,
      });
      stored.push(await storeSizedImage(storage, image));
    } catch (err) {
      // A full pool (503) is not the picture's fault: it keeps its status and Retry-After.
      throw err instanceof AppError && err.status === 422 ? invalidField("images", err.message) : err;
    }
  }
  return stored;
}
