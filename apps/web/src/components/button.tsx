import type { ComponentProps } from "react";
import { Spinner } from "./spinner.tsx";

type Variant = "primary" | "secondary" | "ghost" | "link" | "danger";

const variants: Record<Variant, string> = {
  primary: "bg-primary text-white hover:bg-primary-dark disabled:bg-primary/60",
  secondary: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:text-slate-400",
  ghost: "text-slate-700 hover:bg-slate-100 disabled:text-slate-400",
  link: "font-semibold text-primary hover:bg-blue-50 disabled:text-slate-500",
  danger: "bg-red-700 text-white hover:bg-red-800 disabled:bg-red-700/60",
};

/** Shared look for buttons and button-like links; 44 px high so thumbs hit it. */
export function buttonClass(variant: Variant = "primary", extra = "") {
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-base font-medium transition-colors disabled:cursor-not-allowed ${variants[variant]} ${extra}`;
}

type ButtonProps = ComponentProps<"button"> & {
  variant?: Variant;
  /** While true the button is disabled and shows a spinner; pass the spec's busy text as children. */
  busy?: boolean;
};

export function Button({
  variant = "primary",
  busy = false,
  className = "",
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type="button"
      className={buttonClass(variant, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && <Spinner size={18} />}
      {children}
    </button>
  );
}
