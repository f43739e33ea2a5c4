import type { WatchLevel } from "@forum/contract";
import { watchTexts } from "@forum/contract/texts";
import * as Menu from "@radix-ui/react-dropdown-menu";
import { Bell, BellOff, BellRing, Check } from "lucide-react";
import { useSession } from "../../../lib/session.ts";
import { useSetWatchLevel, useWatchLevel, type WatchTarget } from "../api.ts";

const levels: WatchLevel[] = ["watching", "normal", "muted"];
const icons = { watching: BellRing, normal: Bell, muted: BellOff } as const;
const bellClass =
  "flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 aria-expanded:bg-slate-100 data-[level=watching]:text-primary";

/**
 * The watch bell of a post, a community or a tag's feed: a menu of Watching, Normal and Muted with the current one
 * checked; its name says the level. Signed-in students only: the pages show guests no bell (and download none).
 */
export default function WatchBell({ target }: { target: WatchTarget }) {
  return useSession() ? <SignedInBell target={target} /> : null;
}

function SignedInBell({ target }: { target: WatchTarget }) {
  const current = useWatchLevel(target, true);
  const set = useSetWatchLevel(target);
  // Until the level is read, the bell shows Normal's icon (every student starts there) but names no level.
  const level = current.data;
  const Icon = icons[level ?? "normal"];
  const hints = target.kind === "post" ? watchTexts.hints.post : watchTexts.hints.place;
  const name = level ? watchTexts.label(watchTexts.levels[level]) : watchTexts.loadingLabel;
  return (
    <Menu.Root modal={false}>
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
