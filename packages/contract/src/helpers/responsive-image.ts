/**
 * Width variants of stored images (issue 16), the one naming convention the API stores by and the web (and the server's
 * preload tags) read: an image stored as `<hash>-<width>x<height>.webp` also has `<hash>-<width>x<height>-w<w>.avif` and
 * `.webp` for each variant width narrower than the original. Images stored before carry no size in their name
 * (`<hash>.webp`); served through the app, their variants are made on first request, never wider than the original.
 * Pure and zod-free: the server imports it too.
 */
export const VARIANT_WIDTHS = [360, 720, 1200] as const;
export const VARIANT_FORMATS = ["avif", "webp"] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** An original's name with its size; `<hash>.webp` (stored before sizes were named) has none. */
const ORIGINAL = /^([A-Za-z0-9_]{1,40})(?:-(\d{1,5})x(\d{1,5}))?\.webp$/;
const VARIANT = /^([A-Za-z0-9_]{1,40}(?:-\d{1,5}x\d{1,5})?)-w(\d{1,5})\.(avif|webp)$/;
/** Where the app serves stored files: the on-first-request variants of unsized originals exist only there. */
const APP_UPLOADS = "/forum/uploads/";

/** The name an original is stored under, its size in it. */
export const sizedImageName = (hash: string, width: number, height: number) => `${hash}-${width}x${height}.webp`;

/** The name of an original's variant: `<base>-w<width>.<format>`. */
export const variantName = (original: string, width: number, format: VariantFormat) =>
  `${original.slice(0, -".webp".length)}-w${width}.${format}`;

/** The widths an original of `width` has variants at (all of them when its width is not known). */
export const variantWidths = (width: number | undefined) =>
  VARIANT_WIDTHS.filter((w) => width === undefined || w < width);

/** What a requested variant name asks for: the original's name, a width of VARIANT_WIDTHS, a format; null otherwise. */
export function parseVariantName(name: string): { original: string; width: number; format: VariantFormat } | null {
  const m = VARIANT.exec(name);
  if (!m?.[1] || !m[2] || !m[3]) return null;
  const width = Number(m[2]);
  const original = `${m[1]}.webp`;
  const size = originalSize(original);
  if (!(VARIANT_WIDTHS as readonly number[]).includes(width) || (size && width >= size.width)) return null;
  return { original, width, format: m[3] as VariantFormat };
}

/** The size an original's name carries, or null (an unsized or foreign name). */
export function originalSize(name: string): { width: number; height: number } | null {
  const m = ORIGINAL.exec(name);
  if (!m?.[2] || !m[3]) return null;
  const width = Number(m[2]);
  const height = Number(m[3]);
  return width > 0 && height > 0 ? { width, height } : null;
}

export type ResponsiveSources = {
  /** `srcset` of the AVIF and WebP `<source>`s: the variants, then the original at its width when known. */
  avif: string;
  webp: string;
  width?: number;
  height?: number;
};

/**
 * The `srcset`s of a stored image's URL, or null when it has no variants (not one of ours, too narrow, or an unsized
 * image served from a bucket, where nothing makes its variants). The original ends both lists: every browser that
 * reads AVIF reads WebP.
 */
export function responsiveSources(url: string): ResponsiveSources | null {
  const cut = url.lastIndexOf("/") + 1;
  const base = url.slice(0, cut);
  const name = url.slice(cut);
  if (!ORIGINAL.test(name)) return null;
  const size = originalSize(name);
  if (!size && !base.endsWith(APP_UPLOADS)) return null;
  const widths = variantWidths(size?.width);
  if (widths.length === 0) return null;
  const list = (format: VariantFormat) =>
    [
      ...widths.map((w) => `${base}${variantName(name, w, format)} ${w}w`),
      ...(size ? [`${url} ${size.width}w`] : []),
    ].join(", ");
  return { avif: list("avif"), webp: list("webp"), ...size };
}

/**
 * The `sizes` of a post's image row (apps/web image-strip.tsx), shared with the server's preload of a post's first
 * image so both pick the same variant: the feed and post columns are at most about 760 px wide beside the sidebar (lg),
 * the whole screen below; with several images each shows at 4/5 of the row (2/3 from sm).
 */
export const imageStripSizes = (count: number) =>
  count === 1 ? "(min-width: 1024px) 760px, 100vw" : "(min-width: 1024px) 510px, (min-width: 640px) 66vw, 80vw";
