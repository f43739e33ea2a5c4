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
/** On-demand variants being made at once, per instance: the worker pool also sanitises students' posts. */
const MAX_MAKING = 2;
/** A variant that could not be made is not tried again for this long (a guest asking again and again). */
const FAILED_FOR_MS = 10 * 60 * 1000;
const FAILED_KEPT = 1000;

export type VariantResult = "made" | "none" | "not-now";

export function createVariantMaker(storage: Storage, workers: Workers, now = () => Date.now()) {
  const making = new Map<string, Promise<VariantResult>>();
  const failedUntil = new Map<string, number>();

  async function make(name: string): Promise<boolean> {
    const wanted = parseVariantName(name);
    if (!wanted) return false;
    const original = await readWhole(storage, wanted.original);
    if (!original) return false;
    const data = await workers.images.variant(original, wanted.width, wanted.format);
    await storage.putAs(name, data);
    return true;
  }

  const attempt = (name: string): Promise<VariantResult> =>
    make(name)
      .then((made): VariantResult => (made ? "made" : "none"))
      .catch(() => {
        // The pool was full or the image would not encode: the original serves meanwhile (uploads.ts).
        if (failedUntil.size >= FAILED_KEPT) failedUntil.delete(failedUntil.keys().next().value!);
        failedUntil.set(name, now() + FAILED_FOR_MS);
        return "not-now" as const;
      })
      .finally(() => making.delete(name));

  /**
   * Makes the variant `name`: "made" (it now exists), "none" (not a variant we make, or its original is missing), or
   * "not-now" (too many being made, or it failed lately: the caller serves the original instead).
   */
  return function makeVariant(name: string): Promise<VariantResult> {
    const pending = making.get(name);
    if (pending) return pending;
    if ((failedUntil.get(name) ?? 0) > now()) return Promise.resolve("not-now");
    if (making.size >= MAX_MAKING) return Promise.resolve(parseVariantName(name) ? "not-now" : "none");
    const started = attempt(name);
    making.set(name, started);
    return started;
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
