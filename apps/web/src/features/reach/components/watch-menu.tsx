import type { WatchLevel } from "@forum/contract";
import { watchTexts } from "@forum/contract/texts";
import * as Menu from "@radix-ui/react-dropdown-menu";
import { Check } from "lucide-react";
import { useEffect, useRef } from "react";
import { useSetWatchLevel, useWatchLevel, type WatchTarget } from "../api.ts";
import { bellClass, icons } from "./watch-bell.tsx";

const levels: WatchLevel[] = ["watching", "normal", "muted"];

/**
 * The watch bell's menu (Radix, about 13 KB): Watching, Normal and Muted with the current one checked. watch-bell.tsx
 * loads it only when a student reaches for the bell, so no page's first download carries it; it opens at once.
 */
export default function WatchMenu({ target, byKeyboard }: { target: WatchTarget; byKeyboard: boolean }) {
  const current = useWatchLevel(target, true);
  const content = useRef<HTMLDivElement>(null);
  // Opened from the keyboard, the first choice takes focus, as Radix does when its own trigger is keyed (the content's
  // own focus comes first: children's effects run before this one).
  useEffect(() => {
    if (byKeyboard) content.current?.querySelector<HTMLElement>('[role="menuitemradio"]')?.focus();
  }, [byKeyboard]);
  const set = useSetWatchLevel(target);
  const level = current.data;
  const Icon = icons[level ?? "normal"];
  const hints = target.kind === "post" ? watchTexts.hints.post : watchTexts.hints.place;
  const name = level ? watchTexts.label(watchTexts.levels[level]) : watchTexts.loadingLabel;
  return (
    <Menu.Root modal={false} defaultOpen>
      <Menu.Trigger
        className={bellClass}
        data-level={level}
        aria-label={name}
        title={name}
        aria-busy={set.isPending || undefined}
      >
        <Icon size={20} aria-hidden="true" />
      </Menu.Trigger>
      {/* Not portalled: the open menu stays inside the page's landmarks (axe "region"), next to its bell. */}
      <Menu.Content
        ref={content}
        align="end"
        sideOffset={4}
        aria-label={watchTexts.menuLabel}
        className="z-50 w-72 max-w-[calc(100vw-1rem)] rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
      >
        <Menu.RadioGroup
          value={level ?? ""}
          onValueChange={(next) => {
            if (next !== level && !set.isPending) set.mutate(next as WatchLevel);
          }}
        >
          {levels.map((option) => {
            const OptionIcon = icons[option];
            return (
              <Menu.RadioItem
                key={option}
                value={option}
                disabled={current.isPending}
                className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg px-3 py-2 outline-none data-[disabled]:opacity-60 data-[highlighted]:bg-slate-100"
              >
                <OptionIcon size={18} aria-hidden="true" className="mt-0.5 shrink-0 text-slate-600" />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium text-slate-900">{watchTexts.levels[option]}</span>
                  <span className="block text-sm text-slate-600">{hints[option]}</span>
                </span>
                <Menu.ItemIndicator>
                  <Check size={18} aria-hidden="true" className="mt-0.5 text-primary" />
                </Menu.ItemIndicator>
              </Menu.RadioItem>
            );
          })}
        </Menu.RadioGroup>
      </Menu.Content>
    </Menu.Root>
  );
}
