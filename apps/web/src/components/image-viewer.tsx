import * as RadixDialog from "@radix-ui/react-dialog";
import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { useState } from "react";

type Props = { images: string[]; start: number; title: string; onClose: () => void };

/** Core §2: a full-screen look at a post's images; Escape or the close button leave it. Loaded on first use. */
export default function ImageViewer({ images, start, title, onClose }: Props) {
  const [index, setIndex] = useState(start);
  const many = images.length > 1;
  const step = (by: number) => setIndex((i) => (i + by + images.length) % images.length);
  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/90" />
        <RadixDialog.Content
          aria-describedby={undefined}
          onKeyDown={(e) => {
            if (!many) return;
            if (e.key === "ArrowRight") step(1);
            if (e.key === "ArrowLeft") step(-1);
          }}
          className="fixed inset-0 z-50 flex items-center justify-center p-4 outline-none"
        >
          <RadixDialog.Title className="sr-only">
            {`Image ${index + 1} of ${images.length}: ${title}`}
          </RadixDialog.Title>
          <img
            src={images[index]}
            alt={`${title} (${index + 1} of ${images.length})`}
            className="max-h-full max-w-full rounded-lg object-contain"
          />
          {many && (
            <>
              <button
                type="button"
                aria-label="Previous image"
                onClick={() => step(-1)}
                className="absolute left-2 flex size-11 items-center justify-center rounded-full bg-white/90 text-slate-900"
              >
                <ChevronLeft aria-hidden="true" />
              </button>
              <button
                type="button"
                aria-label="Next image"
                onClick={() => step(1)}
                className="absolute right-2 flex size-11 items-center justify-center rounded-full bg-white/90 text-slate-900"
              >
                <ChevronRight aria-hidden="true" />
              </button>
            </>
          )}
          <RadixDialog.Close
            aria-label="Close image viewer"
            className="absolute top-3 right-3 flex size-11 items-center justify-center rounded-full bg-white/90 text-slate-900"
          >
            <X aria-hidden="true" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
