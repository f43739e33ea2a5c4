import { ImageIcon } from "lucide-react";
import { type CSSProperties, type ReactNode, useState } from "react";
import { useDataSaver } from "../lib/data-saver.ts";

export const dataSaverTexts = {
  show: "Tap to show image",
  setting: "Data saver",
  settingHint: "Show post images only when tapped",
};

/**
 * With the data saver on, an image is a button of its size saying "Tap to show image" until tapped (nothing is
 * fetched before); then, or with the saver off, the image itself.
 */
export function DataSaverGate({
  className,
  style,
  children,
}: {
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const saving = useDataSaver();
  const [shown, setShown] = useState(false);
  if (!saving || shown) return children;
  return (
    <button
      type="button"
      onClick={() => setShown(true)}
      style={style}
      className={`flex w-full flex-col items-center justify-center gap-1 rounded-xl border border-dashed border-slate-300 bg-slate-50 text-sm font-medium text-slate-600 hover:bg-slate-100 ${className ?? ""}`}
    >
      <ImageIcon size={20} aria-hidden="true" />
      {dataSaverTexts.show}
    </button>
  );
}
