import type { Announcement } from "@forum/contract";

/** An announcement as the server answers it, with overrides. */
export function makeAnnouncement(id: number, overrides: Partial<Announcement> = {}): Announcement {
  return {
    id,
    title: `Announcement number ${id}`,
    content: `<p>Details of announcement ${id}.</p>`,
    image: `http://forum.test/forum/uploads/a${id}.webp`,
    created_at: "2026-11-20T09:00:00Z",
    is_featured: false,
    category: { id: 1, name: "Exams" },
    ...overrides,
  };
}

export const announcementCategories = [
  { id: 1, name: "Exams" },
  { id: 2, name: "Hostels" },
  { id: 3, name: "Sports" },
];

export const api = (path: string) => `/forum/api/v1${path}`;
