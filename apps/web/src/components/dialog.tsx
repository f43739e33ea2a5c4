import { type ComponentType, lazy, Suspense, useState } from "react";
import type { DialogProps } from "./dialog-panel.tsx";
import PlainDialogPanel from "./plain-dialog-panel.tsx";

// Radix's dialog (with its focus trap and scroll lock) is a fifth of a page's first download: it is fetched when a
// dialog first opens, not with every page that could open one. Offline, if it was never fetched, that opening gets the
// plain panel, and the next opening tries again.
let Panel = loadPanel();
function loadPanel(): ComponentType<DialogProps> {
  const attempt = lazy(() =>
    import("./dialog-panel.tsx").catch(() => {
      if (Panel === attempt) Panel = loadPanel();
      return { default: PlainDialogPanel };
    }),
  );
  return attempt;
}

/** A centred modal: focus trapped, Escape closes, titled for screen readers (dialog-panel.tsx). */
export function Dialog(props: DialogProps) {
  // Once opened it stays mounted, so closing returns focus to where it was, as Radix does; each opening takes the
  // panel as it is then (Radix's, or after a failed fetch a new try).
  const [shown, setShown] = useState<{ Panel: ComponentType<DialogProps> } | null>(null);
  const [wasOpen, setWasOpen] = useState(false);
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    if (props.open) setShown({ Panel });
  }
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <shown.Panel {...props} />
    </Suspense>
  );
}
