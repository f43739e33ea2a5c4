import { CircleAlert, CircleCheck, Info, X } from "lucide-react";
import type { ReactNode } from "react";

type Tone = "error" | "success" | "info";

const tones: Record<Tone, { box: string; Icon: typeof Info }> = {
  error: { box: "border-red-200 bg-red-50 text-red-800", Icon: CircleAlert },
  success: { box: "border-green-200 bg-green-50 text-green-800", Icon: CircleCheck },
  info: { box: "border-blue-200 bg-blue-50 text-blue-900", Icon: Info },
};

/** An inline notice; errors use role=alert so screen readers announce them as they appear. */
export function Alert({
  tone = "error",
  title,
  children,
  onClose,
}: {
  tone?: Tone;
  /** A bold heading line, e.g. "Error" (secondary §8 profile failures). */
  title?: string;
  children: ReactNode;
  /** Makes the alert dismissible. */
  onClose?: () => void;
}) {
  const { box, Icon } = tones[tone];
  return (
    <div role={tone === "error" ? "alert" : "status"} className={`flex items-start gap-2 rounded-lg border p-3 ${box}`}>
      <Icon size={20} className="mt-0.5 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1 text-sm leading-6">
        {title && <p className="font-semibold">{title}</p>}
        {children}
      </div>
      {onClose && (
        <button
          type="button"
          onClick={onClose}
          aria-label="Dismiss"
          className="-m-2 flex size-10 shrink-0 items-center justify-center rounded-md hover:bg-black/5"
        >
          <X size={18} aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
