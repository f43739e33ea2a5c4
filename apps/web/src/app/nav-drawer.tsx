import { Menu } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";

// The drawer (Radix dialog, logout) downloads on the first tap of the menu button, not with the home page.
const NavDrawerPanel = lazy(() => import("./nav-drawer-panel.tsx"));

/** The small-screen menu button and its side drawer. */
export function NavDrawer() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const { pathname } = useLocation();
  // Following a link inside the drawer should also put it away.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing on every route change is the point
  useEffect(() => setOpen(false), [pathname]);

  return (
    <>
      <button
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        // Fetch the drawer's code as soon as the finger lands, so it is there when the tap completes.
        onPointerDown={() => setWanted(true)}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden"
      >
        <Menu size={24} aria-hidden="true" />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <NavDrawerPanel open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
