import { LoaderCircle } from "lucide-react";

/** A decorative spinner; pass `label` when nothing else on screen says that something is loading. */
export function Spinner({ size = 24, label, className = "" }: { size?: number; label?: string; className?: string }) {
  return (
    <span role={label ? "status" : undefined} className={`inline-flex items-center ${className}`}>
      <LoaderCircle size={size} className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}
