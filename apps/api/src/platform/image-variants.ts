import { parseVariantName, sizedImageName, variantName } from "@forum/contract/helpers";
import type { EncodedVariant } from "./images.ts";
import { MAX_IMAGE_BYTES } from "./images.ts";
import { contentHash, type Storage } from "./storage.ts";
import type { Workers } from "./workers/workers.ts";

/**
 * An image re-encoded with its variants (platform/images.ts) stored the way the web reads it (contract's
 * responsive-image.ts): the variants first, so no answer names the original before they exist, then the original under
 * its sized name. Returns the original's stored path.
 */
export async function storeSizedImage(
  storage: Storage,
  image: { data: Buffer; width: number; height: number; variants?: EncodedVariant[] },
): Promise<string> {
  const name = sizedImageName(contentHash(image.data), image.width, image.height);
  await Promise.all((image.variants ?? []).map((v) => storage.putAs(variantName(name, v.width, v.format), v.data)));
  return storage.putAs(name, image.data);
}

/**
 * The backfill of images stored before their variants were (or without them, like the demo images): a variant asked
 * for under /forum/uploads/ and missing is made once, in the worker pool, and stored. Bounded: only the contract's
 * widths and two formats of an original that exists, never wider than a sized original; requests for the same variant
 * while it is being made wait for that one (per instance; several instances may each make it once, to the same name).
 */
export function createVariantMaker(storage: Storage, workers: Workers) {
  const making = new Map<string, Promise<boolean>>();

  async function make(name: string): Promise<boolean> {
    const wanted = parseVariantName(name);
    if (!wanted) return false;
    const original = await readWhole(storage, wanted.original);
    if (!original) return false;
    const data = await workers.images.variant(original, wanted.width, wanted.format);
    await storage.putAs(name, data);
    return true;
  }

  /** Whether the variant `name` now exists (false: not a variant we make, or its original is missing). */
  return function makeVariant(name: string): Promise<boolean> {
    let pending = making.get(name);
    if (!pending) {
      pending = make(name).finally(() => making.delete(name));
      making.set(name, pending);
    }
    return pending;
  };
}
export type VariantMaker = ReturnType<typeof createVariantMaker>;

/** A stored original's bytes, or null when missing or larger than any image we store. */
async function readWhole(storage: Storage, name: string): Promise<Buffer | null> {
  const file = await storage.read(name);
  if (!file || "unsatisfiable" in file) return null;
  if (file.size > MAX_IMAGE_BYTES) {
    file.body.destroy();
    return null;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
