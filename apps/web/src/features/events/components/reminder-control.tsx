import type { EventItem } from "@forum/contract";
import { eventTexts } from "@forum/contract/texts";
import { BellRing } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "../../../components/button.tsx";
import { useLocation, useNavigate } from "../../../lib/router/index.ts";
import { useSession } from "../../../lib/session.ts";
import { useCancelReminder, useSetReminder } from "../api.ts";
import { isPast } from "../event-time.ts";

/**
 * Secondary §4: Remind Me, Setting... while it is sent, then back; hidden once the event is past. A set reminder
 * shows as such with a way to cancel it. Guests go to the login first and come back to the events. The buttons are
 * described by the card's title (`describedBy`), so their names stay the spec's words.
 */
export function ReminderControl({ event, describedBy }: { event: EventItem; describedBy: string }) {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const set = useSetReminder();
  const cancel = useCancelReminder();
  // The pressed button is replaced by the other one; focus follows it rather than falling back to the page's start.
  const pressed = useRef(false);
  const control = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the reminder is set or cancelled
  useEffect(() => {
    if (!pressed.current) return;
    pressed.current = false;
    control.current?.focus();
  }, [event.reminder_set]);

  if (isPast(event)) return null;
  const remind = () => {
    if (set.isPending) return;
    if (!session) return navigate("/login", { state: { from: `${pathname}${search}` } });
    // The outcome's toast is the hook's (api.ts); focus follows the new button only while this card is shown.
    set.mutate(event.id, {
      onSuccess: () => {
        pressed.current = true;
      },
    });
  };
  const stop = () =>
    cancel.mutate(event.id, {
      onSuccess: () => {
        pressed.current = true;
      },
    });

  if (event.reminder_set) {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <p className="inline-flex items-center gap-1 text-sm font-semibold text-green-800">
          <BellRing size={18} aria-hidden="true" />
          {eventTexts.reminderOn}
        </p>
        <Button ref={control} variant="secondary" busy={cancel.isPending} onClick={stop} aria-describedby={describedBy}>
          {cancel.isPending ? eventTexts.cancelling : eventTexts.cancelReminder}
        </Button>
      </div>
    );
  }
  return (
    <Button ref={control} busy={set.isPending} onClick={remind} aria-describedby={describedBy}>
      {set.isPending ? eventTexts.setting : eventTexts.remindMe}
    </Button>
  );
}
