import { imageStripSizes } from "@forum/contract/helpers";
import { lazy, Suspense, useState } from "react";
import { DataSaverGate } from "../../../components/data-saver-gate.tsx";
import { ResponsiveImage } from "../../../components/responsive-image.tsx";

const ImageViewer = lazy(() => import("../../../components/image-viewer.tsx"));

/**
 * A post's images as a swipeable row (CSS scroll snap: no carousel library in the feed's first download). Each image
 * is lazy (the post page's first excepted: it is the page's main image), at the width the screen needs, and sized so the
 * page does not jump; with the data saver on, each waits for a tap; a click opens the viewer.
 */
export function ImageStrip({
  images,
  title,
  large = false,
  firstEager = false,
}: {
  images: string[];
  title: string;
  large?: boolean;
  /** The first image is the page's main one (a post's page preloads it): loaded at once and first. */
  firstEager?: boolean;
}) {
  const [open, setOpen] = useState<number | null>(null);
  if (images.length === 0) return null;
  const height = large ? 360 : 240;
  const one = images.length === 1;
  const sizes = imageStripSizes(images.length);
  return (
    <>
      <ul
        aria-label={`Images of ${title}`}
        className="relative z-10 mt-3 flex snap-x snap-mandatory gap-2 overflow-x-auto overscroll-x-contain pb-1"
      >
        {images.map((src, i) => (
          <li key={src} className={`shrink-0 snap-start ${one ? "w-full" : "w-4/5 sm:w-2/3"}`}>
            <DataSaverGate style={{ height }}>
              <button
                type="button"
                onClick={() => setOpen(i)}
                className="block w-full overflow-hidden rounded-xl bg-slate-100"
                aria-label={`Open image ${i + 1} of ${images.length}`}
              >
                <ResponsiveImage
                  src={src}
                  alt=""
                  sizes={sizes}
                  priority={firstEager && i === 0}
                  className={`w-full ${large || one ? "object-contain" : "object-cover"}`}
                  style={{ height }}
                />
              </button>
            </DataSaverGate>
          </li>
        ))}
      </ul>
      {open !== null && (
        <Suspense fallback={null}>
          <ImageViewer images={images} start={open} title={title} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
