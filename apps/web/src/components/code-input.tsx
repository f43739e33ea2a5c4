import { type ClipboardEvent, type KeyboardEvent, useRef } from "react";

type CodeInputProps = {
  length: number;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  invalid?: boolean;
  /** Names the group for screen readers, e.g. "Verification code". */
  label: string;
};

/**
 * One box per digit (secondary §2). Typing advances, Backspace on an empty box goes back, and a whole code pasted (or
 * autofilled) into any box fills them all; a paste that is not exactly `length` digits is ignored.
 */
export function CodeInput({ length, value, onChange, disabled, invalid, label }: CodeInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  // `value` keeps each digit at its box's position, with a space for an empty box in the middle.
  const digits = Array.from({ length }, (_, i) => (value[i] ?? "").trim());
  const focus = (i: number) => boxes.current[Math.max(0, Math.min(length - 1, i))]?.focus();
  const fillAll = (code: string) => {
    onChange(code);
    focus(length - 1);
  };

  const setDigit = (i: number, digit: string) => {
    const next = [...digits];
    next[i] = digit;
    onChange(
      next
        .map((d) => d || " ")
        .join("")
        .trimEnd(),
    );
  };

  const handleInput = (i: number, raw: string) => {
    const typed = raw.replace(/\D/g, "");
    if (typed.length === length) return fillAll(typed);
    if (!typed) return setDigit(i, "");
    // A box that already held a digit now holds two; keep the one just typed.
    setDigit(i, typed[typed.length - 1] ?? "");
    focus(i + 1);
  };

  const handleKeyDown = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Backspace" && !digits[i] && i > 0) {
      e.preventDefault();
      setDigit(i - 1, "");
      focus(i - 1);
    } else if (e.key === "ArrowLeft") focus(i - 1);
    else if (e.key === "ArrowRight") focus(i + 1);
  };

  const handlePaste = (e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    const text = e.clipboardData.getData("text").trim();
    if (new RegExp(`^\\d{${length}}$`).test(text)) fillAll(text);
  };

  return (
    <fieldset className="flex justify-center gap-2 sm:gap-3">
      <legend className="sr-only">{label}</legend>
      {digits.map((digit, i) => (
        <input
          // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, fixed in number and order
          key={i}
          ref={(el) => {
            boxes.current[i] = el;
          }}
          value={digit}
          onChange={(e) => handleInput(i, e.target.value)}
          onKeyDown={(e) => handleKeyDown(i, e)}
          onPaste={handlePaste}
          onFocus={(e) => e.target.select()}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={i === 0 ? "one-time-code" : "off"}
          aria-label={`Digit ${i + 1} of ${length}`}
          aria-invalid={invalid || undefined}
          disabled={disabled}
          className="h-12 w-0 max-w-14 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white text-center text-xl font-semibold text-slate-900 focus:border-primary aria-invalid:border-red-600 disabled:bg-slate-100 sm:h-14"
        />
      ))}
    </fieldset>
  );
}
