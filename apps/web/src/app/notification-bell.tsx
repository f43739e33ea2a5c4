import { notificationTexts } from "@forum/contract";
import { Bell, BellOff } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";

const action =
  "min-h-11 rounded-lg px-2 text-sm font-medium text-primary hover:bg-blue-50 disabled:cursor-not-allowed disabled:text-slate-500 disabled:hover:bg-transparent";

/**
 * The bell and its dropdown panel (core §2). The notifications API is a later issue, so the panel shows the empty
 * state and calls nothing; the buttons stay disabled because there is nothing to mark or delete.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
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

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-label="Notifications"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 aria-expanded:bg-slate-100"
      >
        <Bell size={22} aria-hidden="true" />
      </button>
      {open && (
        <section
          ref={panel}
          id={panelId}
          tabIndex={-1}
          aria-labelledby={`${panelId}-title`}
          className="fixed inset-x-2 top-16 z-50 rounded-xl border border-slate-200 bg-white p-4 shadow-lg outline-none sm:absolute sm:inset-x-auto sm:top-12 sm:right-0 sm:w-96"
        >
          <h2 id={`${panelId}-title`} className="text-lg font-semibold">
            Notifications
          </h2>
          <div className="mt-2 flex flex-wrap justify-between gap-2 border-b border-slate-200 pb-2">
            <button type="button" className={action} disabled>
              Mark all as Read
            </button>
            <button type="button" className={action} disabled>
              Delete all notifications
            </button>
          </div>
          <div className="flex flex-col items-center px-2 py-8 text-center">
            <BellOff size={36} className="text-slate-400" aria-hidden="true" />
            <p className="mt-3 font-semibold text-slate-900">{notificationTexts.empty}</p>
            <p className="mt-1 text-sm text-slate-600">{notificationTexts.emptyHint}</p>
          </div>
          <Link
            to="/notifications"
            onClick={() => setOpen(false)}
            className="flex min-h-11 items-center justify-center rounded-lg bg-slate-100 font-medium text-primary hover:bg-slate-200"
          >
            View All Notifications
          </Link>
        </section>
      )}
    </div>
  );
}
