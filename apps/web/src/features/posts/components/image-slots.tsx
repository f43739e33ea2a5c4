import { limits, postFormTexts } from "@forum/contract";
import { ImagePlus, X } from "lucide-react";
import { imageTypes } from "../image-files.ts";

const slotKeys = Array.from({ length: limits.maxImagesPerPost }, (_, i) => `slot-${i + 1}`);

type Props = { images: string[]; onAdd: (files: File[]) => void; onRemove: (index: number) => void };

/** Core §2: up to 4 image slots; each file is sent inline as a data URL, previewed and removable. */
export function ImageSlots({ images, onAdd, onRemove }: Props) {
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-slate-700">
        Images ({images.length}/{limits.maxImagesPerPost})
      </legend>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {slotKeys.map((key, i) => {
          const src = images[i];
          return (
            <li
              key={key}
              className="relative aspect-square overflow-hidden rounded-xl border border-dashed border-slate-300 bg-white"
            >
              {src ? (
                <>
                  <img src={src} alt={`Attachment ${i + 1}`} className="size-full object-cover" />
                  <button
                    type="button"
                    onClick={() => onRemove(i)}
                    aria-label={`Remove image ${i + 1}`}
                    className="absolute top-1 right-1 flex size-9 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow"
                  >
                    <X size={18} aria-hidden="true" />
                  </button>
                </>
              ) : i === images.length ? (
                <label className="flex size-full cursor-pointer flex-col items-center justify-center gap-1 text-sm text-slate-600 focus-within:outline-2 focus-within:outline-primary">
                  <ImagePlus size={24} aria-hidden="true" />
                  {postFormTexts.addImage}
                  <input
                    type="file"
                    multiple
                    accept={imageTypes.join(",")}
                    className="sr-only"
                    onChange={(e) => {
                      onAdd([...(e.target.files ?? [])]);
                      e.target.value = "";
                    }}
                  />
                </label>
              ) : null}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
