import type { EventItem, Page } from "@forum/contract";

/** An upcoming event as the server answers it (three days ahead), with overrides. */
export function makeEvent(id: number, overrides: Partial<EventItem> = {}): EventItem {
  return {
    id,
    title: `Career fair ${id}`,
    short_desc: `Meet employers and alumni, part ${id}.`,
    date: "2030-01-15",
    time: "14:00",
    starts_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    thumbnail: `/forum/uploads/event-${id}.webp`,
    link: `https://meet.example/fair-${id}`,
    reminder_set: false,
    ...overrides,
  };
}

export const pastEvent = (id: number) =>
  makeEvent(id, { title: `Orientation ${id}`, date: "2020-09-01", starts_at: "2020-09-01T08:00:00.000Z" });

export function eventsPageOf(data: EventItem[], current = 1, last = 1): Page<EventItem> {
  return {
    data,
    current_page: current,
    last_page: last,
    per_page: 20,
    total: data.length,
    next_page_url: current < last ? `/forum/api/v1/events?page=${current + 1}` : null,
  };
}
