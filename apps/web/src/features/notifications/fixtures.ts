import type { NotificationData, NotificationItem, NotificationsPage } from "@forum/contract";
import { taskReviewOutcome } from "@forum/contract";
import { vi } from "vitest";

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

/** A reply notification as the server answers it (API.md); `owner: null` is an anonymous reply. */
export function replyNote(
  id: number,
  o: { read?: boolean; owner?: string | null; title?: string } = {},
): NotificationItem {
  const owner = o.owner === undefined ? "bola" : o.owner;
  const data: NotificationData = {
    type: "reply",
    post_title: o.title ?? `Question ${id}`,
    post_uuid: uuid(id),
    reply_uuid: uuid(1000 + id),
    reply_content: `Reply text ${id}`,
    reply_owner: owner
      ? { user_id: 9, meta: { username: owner, first_name: null, last_name: null, profile_image: null } }
      : null,
    user_id: owner ? 9 : null,
  };
  return note(id, "reply", data, null, o.read);
}

export function likeNote(id: number, o: { read?: boolean } = {}): NotificationItem {
  const data: NotificationData = {
    type: "like",
    post_title: `Question ${id}`,
    post_uuid: uuid(id),
    reply_uuid: null,
    reply_content: null,
    reply_owner: null,
    user_id: 8,
  };
  const liker = { user_id: 8, meta: { username: "chidi", first_name: null, last_name: null, profile_image: null } };
  return note(id, "like", data, liker, o.read);
}

/** The outcome of a report the reader made (issue 12): no actor is named, `outcome` says what the moderator did. */
export function reportNote(
  id: number,
  outcome: NonNullable<NotificationData["outcome"]>,
  o: { read?: boolean } = {},
): NotificationItem {
  const data: NotificationData = {
    type: "report",
    outcome,
    post_title: `Question ${id}`,
    post_uuid: uuid(id),
    reply_uuid: null,
    reply_content: null,
    reply_owner: null,
    user_id: null,
  };
  return note(id, "report", data, null, o.read);
}

/** A reviewer's decision on the reader's reward-task translation (issue 15): approved, or sent back with notes. */
export function taskReviewNote(id: number, itemId: number, notes: string | null): NotificationItem {
  const data: NotificationData = {
    type: "task_review",
    review: notes === null ? "approved" : "rejected",
    item_id: itemId,
    post_title: `Sentence ${itemId}`,
    post_uuid: "",
    reply_uuid: null,
    reply_content: notes ?? taskReviewOutcome.approved,
    reply_owner: null,
    user_id: null,
  };
  return note(id, "task_review", data, null);
}

function note(
  id: number,
  type: NotificationItem["type"],
  data: NotificationData,
  liker: NotificationItem["liker"],
  read = false,
): NotificationItem {
  const at = new Date(Date.now() - 5 * 60_000).toISOString();
  return { id, type, data: JSON.stringify(data), liker, created_at: at, read_at: read ? at : null };
}

export function pageOf(items: NotificationItem[], page = 1, lastPage = 1): NotificationsPage {
  return {
    data: items,
    current_page: page,
    last_page: lastPage,
    per_page: 20,
    total: items.length,
    next_page_url: page < lastPage ? `/forum/api/v1/notifications?page=${page + 1}&per_page=20` : null,
    unread_count: items.filter((n) => !n.read_at).length,
  };
}

type Call = { method: string; path: string; page: number; body: unknown };

/**
 * Stubs fetch for the notification calls: GET answers `pages[page - 1]` (the current value, so a test can change what
 * a refetch sees), POSTs answer `action(path, body)`. Returns the calls made.
 */
export function stubNotifications(
  pages: { current: NotificationsPage[] },
  action: (path: string, body: unknown) => { status: number; body: unknown } = () => ({
    status: 200,
    body: { message: "Done." },
  }),
) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), "http://test");
      const method = init.method ?? "GET";
      const body = typeof init.body === "string" ? JSON.parse(init.body) : undefined;
      const page = Number(url.searchParams.get("page") ?? 1);
      calls.push({ method, path: url.pathname, page, body });
      const reply =
        method === "GET" && url.pathname === "/forum/api/v1/notifications"
          ? { status: 200, body: pages.current[page - 1] ?? pageOf([], page) }
          : method === "POST"
            ? action(url.pathname, body)
            : { status: 404, body: { message: "Not found." } };
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { "Content-Type": "application/json" },
      });
    }),
  );
  return calls;
}
