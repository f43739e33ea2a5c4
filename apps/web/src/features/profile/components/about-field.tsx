import { profileLimits, profileDialogTexts as t } from "@forum/contract/texts";
import { type ComponentProps, useId } from "react";
import { inputClass } from "../../../components/text-field.tsx";

type Props = ComponentProps<"textarea"> & { error?: string; length: number };

/** The About textarea with its n/max counter (core §5) and its error. */
export function AboutField({ error, length, ...rest }: Props) {
  const id = useId();
  return (
    <div>
      <div className="mb-1 flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {t.about}
        </label>
        <span className={`text-xs ${length > profileLimits.aboutMax ? "text-red-700" : "text-slate-600"}`}>
          {length}/{profileLimits.aboutMax}
        </span>
      </div>
      <textarea
        id={id}
        rows={4}
        aria-invalid={!!error || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${inputClass} resize-y`}
        {...rest}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
