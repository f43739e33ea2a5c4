import type { DigestFrequency } from "@forum/contract";
import { reachSettingsTexts } from "@forum/contract/texts";

const texts = reachSettingsTexts.digest;
const choices: DigestFrequency[] = ["off", "daily", "weekly"];

/** The summary e-mail: native radios in a fieldset, so arrow keys move the choice as in any radio group. */
export function DigestChoice({
  value,
  onChange,
}: {
  value: DigestFrequency;
  onChange: (digest: DigestFrequency) => void;
}) {
  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6" aria-describedby="digest-hint">
      <legend className="sr-only">{texts.heading}</legend>
      <p aria-hidden="true" className="text-lg font-semibold text-slate-900">
        {texts.heading}
      </p>
      <p id="digest-hint" className="mt-1 text-sm text-slate-600">
        {texts.hint}
      </p>
      <div className="mt-3 flex flex-col gap-1 sm:flex-row sm:gap-3">
        {choices.map((choice) => (
          <label
            key={choice}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-200 px-3 has-checked:border-primary has-checked:bg-blue-50"
          >
            <input
              type="radio"
              name="digest"
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
              className="size-4 accent-primary"
            />
            {texts[choice]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
