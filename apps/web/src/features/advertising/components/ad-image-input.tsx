import { adTexts } from "@forum/contract/texts";
import { useId, useRef } from "react";
import { Button } from "../../../components/button.tsx";

/** The optional picture (image/* only): a file input, and a way to take the choice back. */
export function AdImageInput({ file, onChange }: { file: File | null; onChange: (file: File | null) => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {adTexts.image}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/*"
          onChange={(e) => {
            const chosen = e.target.files?.[0] ?? null;
            // A file that is not a picture is refused (the form says why): the input lets it go too.
            if (chosen && !chosen.type.startsWith("image/")) e.target.value = "";
            onChange(chosen);
          }}
          className="block min-h-11 w-full max-w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-slate-100 file:px-4 file:font-medium file:text-slate-800 hover:file:bg-slate-200 sm:w-auto"
        />
        {file && (
          <Button
            variant="secondary"
            onClick={() => {
              if (input.current) input.current.value = "";
              onChange(null);
            }}
          >
            {adTexts.removeImage}
          </Button>
        )}
      </div>
    </div>
  );
}
