import type { WatchLevel } from "@forum/contract";
import { watchTexts } from "@forum/contract/texts";
import { Bell, BellOff, BellRing } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useSession } from "../../../lib/session.ts";
import { useWatchLevel, type WatchTarget } from "../api.ts";

export const icons = { watching: BellRing, normal: Bell, muted: BellOff } as const;
export const bellClass =
  "flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 aria-expanded:bg-slate-100 data-[level=watching]:text-primary";

const loadMenu = () => import("./watch-menu.tsx");
const WatchMenu = lazy(loadMenu);

/**
 * The watch bell of a post, a community or a tag's feed; its name says the level. Signed-in students only: the pages
 * show guests no bell (and download none). The bell itself is a button: the menu's code (watch-menu.tsx) comes when a
 * pointer or the keyboard reaches it, and a click opens the menu as soon as it has come.
 */
export default function WatchBell({ target }: { target: WatchTarget }) {
  return useSession() ? <SignedInBell target={target} /> : null;
}

function SignedInBell({ target }: { target: WatchTarget }) {
  const current = useWatchLevel(target, true);
  // Opened yet, and how: a click from Enter or Space has no pointer position (detail 0).
  const [opened, setOpened] = useState<{ byKeyboard: boolean } | null>(null);
  // Until the level is read, the bell shows Normal's icon (every student starts there) but names no level.
  const level: WatchLevel | undefined = current.data;
  const Icon = icons[level ?? "normal"];
  const name = level ? watchTexts.label(watchTexts.levels[level]) : watchTexts.loadingLabel;
  const button = (
    <button
      type="button"
      className={bellClass}
      data-level={level}
      aria-label={name}
      title={name}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={(event) => setOpened({ byKeyboard: event.detail === 0 })}
    >
      <Icon size={20} aria-hidden="true" />
    </button>
  );
  if (!opened) return button;
  return (
    <Suspense fallback={button}>
      <WatchMenu target={target} byKeyboard={opened.byKeyboard} />
    </Suspense>
  );
}
