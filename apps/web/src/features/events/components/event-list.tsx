import { eventTexts } from "@forum/contract/texts";
import { CalendarX } from "lucide-react";
import { useRef } from "react";
import { Alert } from "../../../components/alert.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { useInView } from "../../../components/use-in-view.ts";
import { useEvents } from "../api.ts";
import { eventsUiTexts as t } from "../events-ui-texts.ts";
import { EventCard } from "./event-card.tsx";

/** Secondary §4/§9: page 1 first, the next page once the last card is 10 % visible. */
export function EventList({ search }: { search: string }) {
  const list = useEvents(search);
  const last = useRef<HTMLElement>(null);
  // Not after a failed page: the last card is still in view and would ask again at once, forever; Retry asks.
  const more = list.hasNextPage && !list.isFetchingNextPage && !list.isFetchNextPageError;
  useInView(last, () => void list.fetchNextPage(), more, { threshold: 0.1 });

  if (list.isPending) {
    return (
      <div className="flex justify-center p-10 text-primary">
        <Spinner size={32} label={t.loading} />
      </div>
    );
  }
  // The spec says nothing of a failed list; saying so with a retry beats an empty page that reads "No events found".
  if (!list.data) return <LoadFailed onRetry={() => void list.refetch()} />;
  const events = list.items;
  if (events.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-2xl bg-white px-4 py-10 text-center">
        <CalendarX size={36} aria-hidden="true" className="text-slate-400" />
        <p className="mt-3 font-semibold text-slate-900">
          {search ? `${eventTexts.noEvents} ${eventTexts.forTerm(search)}` : eventTexts.noEvents}
        </p>
      </div>
    );
  }
  return (
    <>
      <ul aria-label={t.list} className="space-y-4">
        {events.map((event, i) => (
          <li key={event.id}>
            <EventCard event={event} ref={i === events.length - 1 ? last : undefined} />
          </li>
        ))}
      </ul>
      {list.isFetchingNextPage && (
        <p role="status" className="flex items-center justify-center gap-2 py-6 text-slate-700">
          <Spinner size={20} />
          {eventTexts.loadingMore}
        </p>
      )}
      {list.isFetchNextPageError && <LoadFailed onRetry={() => void list.fetchNextPage()} />}
    </>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert>
      {t.loadFailed}{" "}
      <button type="button" onClick={onRetry} className="font-semibold underline">
        {t.retry}
      </button>
    </Alert>
  );
}
