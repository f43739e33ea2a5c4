import { Eye, EyeOff } from "lucide-react";
import { type ComponentProps, useId, useState } from "react";

type TextFieldProps = ComponentProps<"input"> & { label: string; invalid?: boolean };

export const inputClass =
  "block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-primary read-only:bg-slate-100 aria-invalid:border-red-600";

/** A labelled input; password fields get a show/hide toggle because typing blind on a phone is error-prone. */
export function TextField({ label, invalid, type = "text", id, className = "", ...rest }: TextFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === "password";
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          type={isPassword && revealed ? "text" : type}
          aria-invalid={invalid || undefined}
          className={`${inputClass} ${isPassword ? "pr-12" : ""}`}
          {...rest}
        />
        {isPassword && (
          <button
            type="button"
            onClick={() => setRevealed((r) => !r)}
            // Not named after the field, so "get the input labelled Password" stays unambiguous for tools and tests.
            aria-label="Show characters"
            aria-pressed={revealed}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-600 hover:text-slate-900"
          >
            {revealed ? <EyeOff size={20} aria-hidden="true" /> : <Eye size={20} aria-hidden="true" />}
          </button>
        )}
      </div>
    </div>
  );
}
