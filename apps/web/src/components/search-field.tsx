import { Search } from "lucide-react";
import { useId } from "react";
import { inputClass } from "./text-field.tsx";

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Enter in the box: search now rather than after the caller's debounce. */
  onSubmit?: () => void;
  placeholder?: string;
  className?: string;
};

/** A search box with a hidden label; the caller debounces what it does with the text. */
export function SearchField({ label, value, onChange, onSubmit, placeholder = label, className = "" }: Props) {
  const id = useId();
  return (
    <search className={className}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit?.();
        }}
      >
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <div className="relative">
          <Search
            size={20}
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-500"
          />
          <input
            id={id}
            type="search"
            value={value}
            onChange={(e) => onChange(e.target.value)}
            placeholder={placeholder}
            enterKeyHint="search"
            className={`${inputClass} pl-10`}
          />
        </div>
      </form>
    </search>
  );
}
