/**
 * An on/off switch (WAI-ARIA `switch`): a button, so Space and Enter toggle it and it sits in the tab order. 44 px
 * tall to tap; the thumb's side and colour both say where it stands.
 */
export function Switch({
  checked,
  onChange,
  label,
  describedBy,
  disabled = false,
}: {
  checked: boolean;
  onChange: (next: boolean) => void;
  label: string;
  describedBy?: string;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className="group inline-flex min-h-11 min-w-14 shrink-0 items-center justify-center rounded-full disabled:cursor-not-allowed disabled:opacity-60"
    >
      <span
        aria-hidden="true"
        className="flex h-7 w-12 items-center rounded-full bg-slate-300 p-0.5 transition-colors group-aria-checked:bg-primary"
      >
        <span className="size-6 rounded-full bg-white shadow transition-transform group-aria-checked:translate-x-5" />
      </span>
    </button>
  );
}
