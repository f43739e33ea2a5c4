import { inject } from "vitest";
import { randomEmail } from "./browser.ts";
import { exclusive } from "./exclusive.ts";
import { e2eCommunities } from "./fixtures.ts";
import { createVerifiedAccount, signIn, signInAsAdmin } from "./forum.ts";
import { solidPng } from "./images.ts";

/** One call to the server under test, JSON or multipart; throws unless it succeeds. */
async function call<T>(token: string, method: string, path: string, body?: object | FormData): Promise<T> {
  const form = body instanceof FormData;
  const res = await fetch(`${inject("baseUrl")}${path}`, {
    method,
    headers: {
      "x-client-id": "Forum",
      authorization: `Bearer ${token}`,
      ...(form || body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: form ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : {}).data as T;
}

const png = (rgb: [number, number, number]) =>
  new Blob([new Uint8Array(solidPng(320, 180, rgb))], { type: "image/png" });

/** The forum's local date and time (Africa/Lagos unless TIME_ZONE says otherwise) `days` from now. */
function forumLocal(days: number): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: process.env.TIME_ZONE || "Africa/Lagos",
    ...{ year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" },
  }).formatToParts(new Date(Date.now() + days * 86_400_000));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return { date: `${part("year")}-${part("month")}-${part("day")}`, time: `${part("hour")}:${part("minute")}` };
}

export type DemoLike = {
  student: { email: string; password: string; id: number };
  postUuid: string;
  communityId: number;
  announcementId: number;
  taskId: number;
  assignmentId: number;
  itemId: number;
};

/**
 * What a demo student has, made through the API (the e2e server starts empty): a full name and a long username, a
 * community joined and posted in, a post with tags, a reply, a draft, a bookmark, notifications from a classmate;
 * and what the admin publishes: an announcement, an event and a reward task with one assignment of two sentences.
 * Long words on purpose: they are what pushes a narrow page sideways.
 */
export async function createDemoLike(tag: string): Promise<DemoLike> {
  const password = "layout-pass-1";
  const email = randomEmail("layout");
  const peerEmail = randomEmail("classmate");
  await createVerifiedAccount(email, password);
  await createVerifiedAccount(peerEmail, password);
  const me = await signIn(email, password);
  const peer = await signIn(peerEmail, password);
  const admin = await signInAsAdmin();

  await call(me.token, "PUT", "/api/user/update-profile", {
    firstname: "Oluwadamilare",
    lastname: "Adeyemi-Okonkwo",
    username: `oluwadamilare_${tag}`.slice(0, 30),
    status_text: "Computer Engineering, 300L. Ask me about data structures, hostel life and scholarships.",
  });
  // A community with a long name and a wide banner (3:1, as the console stores them), and one of the fixtures.
  const created = new FormData();
  created.append("name", `Association of Computer Engineering Students ${tag}`);
  created.append("acronym", "ACES");
  created.append("about", "Past questions, lab partners and project ideas for computer engineering students.");
  created.append(
    "image",
    new Blob([new Uint8Array(solidPng(600, 200, [88, 28, 135]))], { type: "image/png" }),
    "b.png",
  );
  const community = await call<{ id: number }>(admin.token, "POST", "/forum/api/v1/admin/communities", created);
  const communities = await call<{ id: number; name: string }[]>(me.token, "GET", "/forum/api/v1/communities?all=1");
  const fixture = communities.find((c) => c.name === e2eCommunities[0].name);
  if (!fixture) throw new Error(`no community named ${e2eCommunities[0].name}`);
  for (const id of [community.id, fixture.id]) await call(me.token, "POST", `/forum/api/v1/communities/${id}/join`);
  await call(peer.token, "POST", `/forum/api/v1/communities/${community.id}/join`);

  const post = (token: string, body: object) =>
    call<{ uuid: string }>(token, "POST", "/forum/api/v1/posts", { images: [], anonymous: false, ...body });
  const mine = await post(me.token, {
    title: `Supercalifragilistic internationalisation questions for the departmental examinations ${tag}`,
    content: `<p>Where can I find https://example.edu/a/very/long/link/that/never/breaks/${"x".repeat(60)} notes?</p>`,
    tags: ["internationalisation", "examinations"],
  });
  await post(me.token, {
    content: "<p>Photo walk on Saturday at the lagoon front, who is coming?</p>",
    community_id: community.id,
  });
  await post(peer.token, { content: "<p>I am in, bring a tripod.</p>", community_id: community.id });
  await post(me.token, {
    title: `Half-written notes ${tag}`,
    content: "<p>To finish later.</p>",
    status: "draft",
    type: "draft",
  });
  const peers = await post(peer.token, { title: `Hostel water schedule ${tag}`, content: "<p>Any news?</p>" });
  await post(me.token, { content: "<p>Mornings from six.</p>", type: "comment", parent_uuid: peers.uuid });
  await post(peer.token, { content: "<p>Try the faculty library.</p>", type: "comment", parent_uuid: mine.uuid });
  await call(peer.token, "POST", `/forum/api/v1/posts/${mine.uuid}/toggle-like`);
  await call(me.token, "POST", "/forum/api/v1/bookmarks/toggle", { post_uuid: peers.uuid, status: 1 });

  const category = await call<{ id: number }>(admin.token, "POST", "/forum/api/v1/admin/announcement-categories", {
    name: `Exam Office ${tag}`,
  });
  const announcement = new FormData();
  announcement.append("title", `Second semester examination timetable ${tag}`);
  announcement.append("content", "<p>The timetable for the second semester examinations is out.</p>");
  announcement.append("category_id", String(category.id));
  announcement.append("is_featured", "1");
  announcement.append("image", png([37, 99, 235]), "poster.png");
  // A featured announcement becomes the Top Update: not while the announcements journeys check theirs.
  const published = await exclusive("featured-announcement", () =>
    call<{ id: number }>(admin.token, "POST", "/forum/api/v1/admin/announcements", announcement),
  );
  const event = new FormData();
  const when = forumLocal(3);
  const fields = { title: `Career fair ${tag}`, short_desc: "Meet employers.", link: "https://meet.example/fair" };
  for (const [key, value] of Object.entries({ ...fields, ...when })) event.append(key, value);
  event.append("thumbnail", png([30, 90, 200]), "event.png");
  await call(admin.token, "POST", "/forum/api/v1/admin/events", event);

  const task = await call<{ id: number }>(admin.token, "POST", "/forum/api/v1/admin/reward-tasks", {
    name: `Yoruba voices ${tag}`,
    company: "Neoform",
    difficulty: "beginner",
    reward_type: "cash",
    category: "Translation",
    short_description: "Translate short sentences into Yoruba and read them aloud.",
    reward_amount: 12.5,
    estimated_duration: "About 20 minutes",
    points: 40,
  });
  const assignment = await call<{ id: number }>(
    admin.token,
    "POST",
    `/forum/api/v1/admin/reward-tasks/${task.id}/assignments`,
    { title: `Greetings ${tag}`, language_name: "Yoruba", language_mode: "text+audio" },
  );
  await call(admin.token, "POST", `/forum/api/v1/admin/assignments/${assignment.id}/tasks`, {
    items: [
      { text: "Good morning, how did you sleep?", sentence_type: "question", points: 15 },
      { text: "Thank you for coming.", sentence_type: "statement", points: 10 },
    ],
  });
  const items = await call<{ tasks: { data: { id: number }[] } }>(
    me.token,
    "GET",
    `/api/v2/reward-tasks/neoform/assignment-tasks/${assignment.id}`,
  );
  const item = items.tasks.data[0];
  if (!item) throw new Error("the assignment lists no items");

  return {
    student: { email, password, id: me.userId },
    postUuid: mine.uuid,
    communityId: community.id,
    announcementId: published.id,
    taskId: task.id,
    assignmentId: assignment.id,
    itemId: item.id,
  };
}
