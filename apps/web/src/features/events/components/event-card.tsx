import type { EventItem } from "@forum/contract";
import { eventTexts as t } from "@forum/contract/texts";
import { CalendarDays, CalendarPlus, Clock, ExternalLink } from "lucide-react";
import type { Ref } from "react";
import { calendarUrl } from "../api.ts";
import { eventDate, eventTime, isPast } from "../event-time.ts";
import { ReminderControl } from "./reminder-control.tsx";

const actionLink =
  "inline-flex min-h-11 items-center gap-1 rounded-lg px-2 font-medium text-primary underline-offset-2 hover:bg-blue-50 hover:underline";

/**
 * Secondary §2 event card: thumbnail, title, short description, date and time, link, Remind Me; and Add to calendar
 * (the event's .ics). The list observes the last card (`ref`) for the next page.
 */
export function EventCard({ event, ref }: { event: EventItem; ref?: Ref<HTMLElement> }) {
  const titleId = `event-${event.id}-title`;
  const past = isPast(event);
  return (
    <article
      ref={ref}
      aria-labelledby={titleId}
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white sm:flex-row"
    >
      {event.thumbnail ? (
        <img
          src={event.thumbnail}
          alt=""
          loading="lazy"
          width={320}
          height={180}
          className="aspect-video w-full bg-slate-100 object-cover sm:w-56 sm:shrink-0"
        />
      ) : (
        <div
          aria-hidden="true"
          className="flex aspect-video w-full items-center justify-center bg-blue-50 text-primary sm:w-56 sm:shrink-0"
        >
          <CalendarDays size={40} />
        </div>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
        <h2 id={titleId} className="text-lg font-semibold break-words text-slate-900">
          {event.title}
        </h2>
        <p className="text-slate-700 break-words">{event.short_desc}</p>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
          <time dateTime={event.starts_at} className="contents">
            <span className="inline-flex items-center gap-1">
              <CalendarDays size={16} aria-hidden="true" />
              {eventDate(event.date)}
            </span>
            <span className="inline-flex items-center gap-1">
              <Clock size={16} aria-hidden="true" />
              {eventTime(event.time)}
            </span>
          </time>
          {past && <span className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-700">{t.past}</span>}
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
          <ReminderControl event={event} describedBy={titleId} />
          {event.link && (
            <a
              href={event.link}
              target="_blank"
              rel="noopener noreferrer"
              className={actionLink}
              aria-describedby={titleId}
            >
              <ExternalLink size={16} aria-hidden="true" />
              {t.openLink}
            </a>
          )}
          {!past && (
            <a href={calendarUrl(event.id)} download className={actionLink} aria-describedby={titleId}>
              <CalendarPlus size={16} aria-hidden="true" />
              {t.addToCalendar}
            </a>
          )}
        </div>
      </div>
    </article>
  );
}
