import { setDataSaver, useDataSaver } from "../lib/data-saver.ts";
import { dataSaverTexts } from "./data-saver-gate.tsx";

/** The data-saver switch (in the menu drawer): kept in this browser, on from the start when it asks to save data. */
export function DataSaverToggle({ className = "" }: { className?: string }) {
  const saving = useDataSaver();
  return (
    <label className={`flex min-h-12 cursor-pointer items-center justify-between gap-3 rounded-lg px-3 ${className}`}>
      <span>
        <span className="block font-medium text-slate-800">{dataSaverTexts.setting}</span>
        <span className="block text-sm text-slate-500">{dataSaverTexts.settingHint}</span>
      </span>
      <input
        type="checkbox"
        role="switch"
        aria-checked={saving}
        checked={saving}
        onChange={(e) => setDataSaver(e.target.checked)}
        className="size-5 shrink-0 accent-primary"
      />
    </label>
  );
}
