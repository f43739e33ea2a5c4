import { offlineTexts } from "@forum/contract/texts";
import { Menu } from "lucide-react";
import { Suspense, useEffect, useRef, useState } from "react";
import { plainToast } from "../lib/plain-toast.ts";
import { ChunkBoundary, retryingLazy } from "../lib/retrying-lazy.tsx";
import { useLocation } from "../lib/router/index.ts";

// The drawer (Radix dialog, logout) downloads on the first tap of the menu button, not with the home page. Offline,
// if it never did, the tap says so and the next one tries again.
const NavDrawerPanel = retryingLazy(() => import("./nav-drawer-panel.tsx"));

/** The small-screen menu button and its side drawer. */
export function NavDrawer() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [taps, setTaps] = useState(0);
  const { pathname } = useLocation();
  // Set when the drawer closes because a link was followed: focus then belongs to the new page, not the menu button.
  const navigated = useRef(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // Following a link inside the drawer should also put it away.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing on every route change is the point
  useEffect(() => {
    setOpen((wasOpen) => {
      navigated.current = wasOpen;
      return false;
    });
  }, [pathname]);

  return (
    <>
      <button
        ref={menuButton}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        // Fetch the drawer's code as soon as the finger lands, so it is there when the tap completes.
        onPointerDown={() => setWanted(true)}
        onClick={() => {
          setWanted(true);
          setOpen(true);
          setTaps((n) => n + 1);
        }}
        className="flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden"
      >
        <Menu size={24} aria-hidden="true" />
      </button>
      {wanted && (
        <ChunkBoundary
          resetKey={taps}
          onFailed={() => {
            setOpen(false);
            plainToast(offlineTexts.partNotSaved, "info");
          }}
        >
          <Suspense fallback={null}>
            <NavDrawerPanel
              open={open}
              onOpenChange={(next) => {
                navigated.current = false;
                setOpen(next);
              }}
              onCloseAutoFocus={(event) => {
                // Radix would return focus to a Dialog.Trigger; this button is not one (the dialog loads lazily).
                event.preventDefault();
                // After following a link the new page gets focus, as the layout gives it on any navigation; the layout's
                // own attempt can land while this drawer's focus trap is still in place.
                if (navigated.current) document.getElementById("main")?.focus({ preventScroll: true });
                else menuButton.current?.focus();
              }}
            />
          </Suspense>
        </ChunkBoundary>
      )}
    </>
  );
}
