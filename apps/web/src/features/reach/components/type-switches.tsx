import type { NotificationPreferences } from "@forum/contract";
import { reachSettingsTexts, reachTypeLabels } from "@forum/contract/texts";
import type { PreferencesPatch } from "../api.ts";
import { Switch } from "./switch.tsx";

const texts = reachSettingsTexts.types;
const types = Object.keys(reachTypeLabels) as (keyof typeof reachTypeLabels)[];
const channels = [
  { key: "push", label: texts.push },
  { key: "email", label: texts.email },
] as const;

/** Per type, push and e-mail: a row each; the column names sit above on wide screens and beside each switch below. */
export function TypeSwitches({
  preferences,
  onChange,
}: {
  preferences: NotificationPreferences;
  onChange: (patch: PreferencesPatch) => void;
}) {
  return (
    <section aria-labelledby="reach-types" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="reach-types" className="text-lg font-semibold text-slate-900">
        {texts.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{texts.emailHint}</p>
      <div aria-hidden="true" className="mt-3 hidden justify-end gap-2 text-sm font-medium text-slate-600 sm:flex">
        {channels.map((c) => (
          <span key={c.key} className="w-16 text-center">
            {c.label}
          </span>
        ))}
      </div>
      <ul className="mt-2 divide-y divide-slate-100">
        {types.map((type) => {
          const { label, hint } = reachTypeLabels[type];
          return (
            <li key={type} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3 sm:flex-nowrap">
              <div className="min-w-0 flex-1 basis-full sm:basis-auto">
                <p className="font-medium text-slate-900">{label}</p>
                <p id={`reach-hint-${type}`} className="text-sm text-slate-600">
                  {hint}
                </p>
              </div>
              {channels.map((c) => (
                <div key={c.key} className="flex items-center gap-1 sm:w-16 sm:justify-center">
                  <span aria-hidden="true" className="text-sm text-slate-600 sm:hidden">
                    {c.label}
                  </span>
                  <Switch
                    checked={preferences.types[type][c.key]}
                    label={texts.switchLabel(c.label, label)}
                    describedBy={`reach-hint-${type}`}
                    onChange={(on) => onChange({ types: { [type]: { [c.key]: on } } })}
                  />
                </div>
              ))}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
