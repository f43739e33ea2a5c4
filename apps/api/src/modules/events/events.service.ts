import { type EventItem, type EventsQuery, eventMessages } from "@forum/contract";
import { invalidField, notFound } from "../../platform/errors.ts";
import type { Jobs } from "../../platform/jobs.ts";
import type { PageRows } from "../../platform/page.ts";
import type { PublicUrls } from "../../platform/public-user.ts";
import { toEvent } from "./events.presenter.ts";
import type { EventsRepository } from "./events.repository.ts";
import { eventCalendar } from "./ical.ts";
import type { RemindersService } from "./reminders.service.ts";

export type EventsDeps = PublicUrls & {
  repo: EventsRepository;
  reminders: RemindersService;
  jobs: Jobs;
  zone: string;
  host: string;
};

/** Events for students: the list, reminders (set, cancel), and an event as a calendar file. */
export function createEventsService(d: EventsDeps) {
  return {
    async list(userId: number | null, { search, page, per_page: perPage }: EventsQuery): Promise<PageRows<EventItem>> {
      const { rows, total } = await d.repo.page(search, userId, page, perPage);
      return { data: rows.map((r) => toEvent(r, d, d.zone)), total };
    },

    /** Set again: still one reminder (200). Unknown 404; an event already started 422. */
    async setReminder(eventId: number, userId: number) {
      // Before the transaction: pg-boss's first start creates its schema, which must not wait behind our own lock.
      await d.jobs.start();
      const outcome = await d.repo.setReminder(eventId, userId, d.reminders.schedule);
      if (outcome === "unknown") throw notFound(eventMessages.notFound);
      if (outcome === "past") throw invalidField("id", eventMessages.past);
      const row = await d.repo.byId(eventId, userId);
      if (!row) throw notFound(eventMessages.notFound);
      return { data: toEvent(row, d, d.zone), message: eventMessages.reminderSet };
    },

    /** No reminder to cancel is fine (200): either way no mail will go out. Unknown event 404. */
    async cancelReminder(eventId: number, userId: number) {
      await d.jobs.start();
      const removed = await d.repo.cancelReminder(eventId, userId, d.reminders.cancel);
      if (!removed && !(await d.repo.exists(eventId))) throw notFound(eventMessages.notFound);
      return { message: eventMessages.reminderCancelled };
    },

    async calendar(eventId: number) {
      const row = await d.repo.byId(eventId, null);
      if (!row) throw notFound(eventMessages.notFound);
      const file = eventCalendar(
        {
          id: row.id,
          title: row.title,
          description: row.shortDesc,
          link: row.link,
          startsAt: row.startsAt,
          updatedAt: row.updatedAt,
        },
        d.host,
      );
      return { file, name: `event-${row.id}.ics` };
    },
  };
}
export type EventsService = ReturnType<typeof createEventsService>;
