import { limits } from "@forum/contract/texts";
import { X } from "lucide-react";

// Slots, not pictures, are what the list holds (one picture picked twice is two equal data URLs).
const slotKeys = Array.from({ length: limits.maxImagesPerPost }, (_, i) => `attached-${i + 1}`);

/** Thumbnails of the pictures attached to a community post, each removable. */
export function AttachedImages({ images, onRemove }: { images: string[]; onRemove: (index: number) => void }) {
  if (images.length === 0) return null;
  return (
    <ul aria-label="Attached images" className="mt-3 flex flex-wrap gap-2">
      {images.map((src, i) => (
        <li key={slotKeys[i]} className="relative size-20 overflow-hidden rounded-lg border border-slate-200">
          <img src={src} alt={`Attachment ${i + 1}`} className="size-full object-cover" />
          <button
            type="button"
            aria-label={`Remove image ${i + 1}`}
            onClick={() => onRemove(i)}
            className="absolute top-0.5 right-0.5 flex size-8 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow"
          >
            <X size={16} aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
