import { responsiveSources } from "@forum/contract/helpers";
import type { CSSProperties } from "react";

type ResponsiveImageProps = {
  src: string;
  alt: string;
  /** How wide the image is shown, as the `sizes` attribute: the browser picks the variant from it. */
  sizes: string;
  /** The page's main image (the first on a post page): fetched at once with high priority, not lazily. */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
};

/**
 * A stored image at the width the screen needs: a <picture> with AVIF and WebP variants (their URLs and the image's
 * size read from its name, `@forum/contract/helpers` responsive-image.ts) and the original as the fallback, width and
 * height set so nothing jumps. An image without variants is the plain <img>.
 */
export function ResponsiveImage({ src, alt, sizes, priority = false, className, style }: ResponsiveImageProps) {
  const sources = responsiveSources(src);
  const img = (
    <img
      src={src}
      alt={alt}
      width={sources?.width}
      height={sources?.height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? undefined : "async"}
      fetchPriority={priority ? "high" : undefined}
      className={className}
      style={style}
    />
  );
  if (!sources) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      {img}
    </picture>
  );
}
