import { notificationTexts } from "@forum/contract/texts";
import { Bell } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";

// The badge, the live connection (socket.io-client), the panel and its dialogs: none is needed for the first paint.
const BellLive = lazy(() => import("../features/notifications/components/bell-live.tsx"));

/** A click or key inside one of the panel's dialogs (rendered outside it, in a portal) must not close the panel. */
const inDialog = (target: EventTarget | null) =>
  target instanceof Element && !!target.closest("[role=dialog],[role=alertdialog]");

/**
 * The bell and its dropdown panel (core §2). Only the button ships in the first download; what is behind it loads
 * just after the first render, for signed-in users only (the nav bar shows the bell to them alone).
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const [live, setLive] = useState(false);
  const [badgeSlot, setBadgeSlot] = useState<HTMLElement | null>(null);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => setLive(true), []);
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node) && !inDialog(e.target)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape" || inDialog(e.target) || document.querySelector("[role=alertdialog],[role=dialog]"))
        return;
      setOpen(false);
      root.current?.querySelector("button")?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const loading = (
    <section
      id={panelId}
      aria-label="Notifications"
      className="fixed inset-x-2 top-16 z-50 rounded-xl border border-slate-200 bg-white p-4 shadow-lg sm:absolute sm:inset-x-auto sm:top-12 sm:right-0 sm:w-96"
    >
      <p role="status" className="py-8 text-center text-slate-600">
        {notificationTexts.loadingPanel}
      </p>
    </section>
  );
  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="relative flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 aria-expanded:bg-slate-100"
      >
        <Bell size={22} aria-hidden="true" />
        <span className="sr-only">Notifications</span>
        {/* The unread badge is drawn here by the lazy part; its count joins the button's name. */}
        <span ref={setBadgeSlot} />
      </button>
      {live && (
        <Suspense fallback={open ? loading : null}>
          <BellLive open={open} panelId={panelId} badgeSlot={badgeSlot} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
