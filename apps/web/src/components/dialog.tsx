import { lazy, Suspense, useState } from "react";
import type { DialogProps } from "./dialog-panel.tsx";

// Radix's dialog (with its focus trap and scroll lock) is a fifth of a page's first download: it is fetched when a
// dialog first opens, not with every page that could open one.
const DialogPanel = lazy(() => import("./dialog-panel.tsx"));

/** A centred modal: focus trapped, Escape closes, titled for screen readers (dialog-panel.tsx). */
export function Dialog(props: DialogProps) {
  // Once opened it stays mounted, so closing returns focus to where it was, as Radix does.
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  return opened ? (
    <Suspense fallback={null}>
      <DialogPanel {...props} />
    </Suspense>
  ) : null;
}
