import { ImageUp } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { adminTexts } from "../admin-ui-texts.ts";

/** What the server re-encodes (sharp); anything else would come back as a 415. */
const accepted = "image/jpeg,image/png,image/gif,image/webp";
const isImage = (file: File) => /^image\/(jpeg|png|gif|webp)$/.test(file.type);

/**
 * A file chooser for one image with a preview of the chosen file (or of the current image until one is chosen). A
 * file of another kind is refused here with a message, before anything is sent.
 */
export function ImageInput({
  label,
  hint,
  current,
  previewAlt,
  currentAlt,
  error,
  onChange,
}: {
  label: string;
  hint: string;
  current?: string | null;
  previewAlt: string;
  currentAlt: string;
  error?: string;
  onChange: (file: File | null) => void;
}) {
  const id = useId();
  const [picked, setPicked] = useState<string | null>(null);
  const [wrongType, setWrongType] = useState(false);
  // An object URL holds the file in memory until revoked.
  useEffect(() => () => void (picked && URL.revokeObjectURL(picked)), [picked]);
  const shown = picked ?? current;
  const message = wrongType ? adminTexts.invalidImage : error;
  return (
    <div>
      <span className="mb-1 block text-sm font-medium text-slate-700">{label}</span>
      <div className="flex flex-wrap items-center gap-3">
        {shown ? (
          <img
            src={shown}
            alt={picked ? previewAlt : currentAlt}
            className="size-24 rounded-xl border border-slate-200 bg-slate-100 object-cover"
          />
        ) : (
          <span className="flex size-24 items-center justify-center rounded-xl border border-dashed border-slate-300 text-slate-400">
            <ImageUp size={28} aria-hidden="true" />
          </span>
        )}
        <label
          htmlFor={id}
          className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 font-medium text-slate-800 hover:bg-slate-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary"
        >
          <ImageUp size={18} aria-hidden="true" />
          {label}
          <input
            id={id}
            type="file"
            accept={accepted}
            className="sr-only"
            aria-invalid={message ? true : undefined}
            aria-describedby={`${id}-hint${message ? ` ${id}-error` : ""}`}
            onChange={(e) => {
              const file = e.target.files?.[0] ?? null;
              e.target.value = ""; // choosing the same file again must fire again
              if (!file) return;
              const ok = isImage(file);
              setWrongType(!ok);
              setPicked(ok ? URL.createObjectURL(file) : null);
              onChange(ok ? file : null);
            }}
          />
        </label>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {hint}
      </p>
      {message && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}
