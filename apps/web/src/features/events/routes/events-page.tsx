import { eventLimits, eventTexts } from "@forum/contract/texts";
import { useState } from "react";
import { SearchField } from "../../../components/search-field.tsx";
import { useDebouncedValue } from "../../../components/use-debounced-value.ts";
import { useDocumentTitle } from "../../../components/use-document-title.ts";
import { EventList } from "../components/event-list.tsx";

/** Secondary §9: the events search waits this long after the last key. */
const searchDebounceMs = 300;

/** Secondary §2 /events: header, search (300 ms after the last key, or at once on Enter), the cards. Public. */
export default function EventsPage() {
  useDocumentTitle(eventTexts.title);
  const [text, setText] = useState("");
  const [submitted, setSubmitted] = useState<string | null>(null);
  const settled = useDebouncedValue(text, searchDebounceMs);
  // The server refuses a longer search (422); what fits is searched instead.
  const search = (submitted === text ? text : settled).trim().slice(0, eventLimits.searchMax);
  return (
    <section aria-labelledby="events-title" className="mx-auto max-w-3xl px-3 py-4 sm:px-4 sm:py-6">
      <h1 id="events-title" className="text-2xl font-bold text-slate-900">
        {eventTexts.title}
      </h1>
      <SearchField
        label={eventTexts.searchLabel}
        placeholder={eventTexts.searchPlaceholder}
        value={text}
        onChange={setText}
        onSubmit={() => setSubmitted(text)}
        className="mt-4"
      />
      <div className="mt-4">
        <EventList search={search} />
      </div>
    </section>
  );
}
