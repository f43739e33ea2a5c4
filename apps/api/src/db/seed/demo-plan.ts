import { randomUUID } from "node:crypto";
import { COMMUNITIES, type DemoCommunity, type DemoPost, DRAFTS, POLLS } from "./demo-content.ts";
import { renderBody } from "./demo-markup.ts";
import { CAMPUS_POSTS } from "./demo-posts-campus.ts";
import { CAREER_POSTS } from "./demo-posts-careers.ts";
import { COMMUNITY_POSTS } from "./demo-posts-communities.ts";
import { STUDY_POSTS } from "./demo-posts-study.ts";
import { TECH_POSTS } from "./demo-posts-tech.ts";
import { ago, createRandom, type Random } from "./demo-random.ts";
import { STUDENTS } from "./demo-students.ts";
import type { Picture } from "./demo-svg.ts";

export type PlannedReaction = { by: string; value: 1 | -1; at: Date };

/** A post, draft or comment with everything decided except database ids: authors are usernames, links uuids. */
export type PlannedItem = {
  uuid: string;
  type: "post" | "comment";
  status: "published" | "draft";
  by: string;
  parentUuid: string | null;
  title: string | null;
  content: string;
  contentText: string;
  community: string | null;
  anonymous: boolean;
  pictures: Picture[];
  categories: string[];
  tags: string[];
  createdAt: Date;
  reactions: PlannedReaction[];
  repliesCount: number;
  viewsCount: number;
  /** A question's accepted answer: one of its comments. */
  acceptedReplyUuid: string | null;
};

const MINUTE = 60_000;
const DISLIKE_ODDS = 0.1;

/** Who may read (and so answer or react to) a post: a community's members, or everybody. */
export function audienceOf(post: DemoPost, everybody: string[], communities: DemoCommunity[]): string[] {
  if (!post.community) return everybody;
  const community = communities.find((c) => c.acronym === post.community);
  if (!community) throw new Error(`unknown community ${post.community}`);
  return community.members;
}

function react(rnd: Random, others: string[], count: number, from: Date, now: Date): PlannedReaction[] {
  return rnd.sample(others, count).map((by) => ({
    by,
    value: rnd.next() < DISLIKE_ODDS ? -1 : 1,
    // Reactions crowd in the first days after a post but keep trickling in, so "this week" always has some.
    at: rnd.between(from, now, 1.4),
  }));
}

function planComments(rnd: Random, post: PlannedItem, texts: string[], audience: string[], now: Date) {
  const repliers = audience.filter((u) => u !== post.by);
  const start = new Date(post.createdAt.getTime() + 2 * MINUTE);
  const times = texts.map(() => rnd.between(start, now, 2)).sort((a, b) => a.getTime() - b.getTime());
  let previous = "";
  return texts.map((text, i): PlannedItem => {
    const choices = repliers.filter((u) => u !== previous);
    const by = rnd.pick(choices.length > 0 ? choices : repliers);
    previous = by;
    const createdAt = times[i] ?? start;
    const reactions = react(
      rnd,
      audience.filter((u) => u !== by),
      rnd.int(0, 3),
      createdAt,
      now,
    );
    return {
      ...renderBody(text),
      uuid: randomUUID(),
      type: "comment",
      status: "published",
      by,
      parentUuid: post.uuid,
      title: null,
      community: post.community,
      anonymous: false,
      pictures: [],
      categories: [],
      tags: [],
      createdAt,
      reactions,
      repliesCount: 0,
      viewsCount: reactions.length + rnd.int(0, 12),
      acceptedReplyUuid: null,
    };
  });
}

/** One published post with its comments and reactions, or a draft (nobody else sees a draft: no activity). */
export function planPost(rnd: Random, demo: DemoPost, audience: string[], now: Date, status: PlannedItem["status"]) {
  const createdAt = ago(now, demo.ago);
  const published = status === "published";
  const others = audience.filter((u) => u !== demo.by);
  const reactors = published ? Math.max(1, Math.round(others.length * (0.2 + 0.6 * rnd.next()))) : 0;
  const reactions = react(rnd, others, reactors, createdAt, now);
  const post: PlannedItem = {
    ...renderBody(demo.body),
    uuid: randomUUID(),
    type: "post",
    status,
    by: demo.by,
    parentUuid: null,
    title: demo.title,
    community: demo.community ?? null,
    anonymous: demo.anonymous ?? false,
    pictures: demo.pictures ?? [],
    categories: demo.categories,
    tags: demo.tags,
    createdAt,
    reactions,
    repliesCount: 0,
    viewsCount: 0,
    acceptedReplyUuid: null,
  };
  const comments = published ? planComments(rnd, post, demo.replies ?? [], audience, now) : [];
  post.repliesCount = comments.length;
  if (demo.accepted !== undefined) {
    const answer = comments[demo.accepted];
    if (!answer) throw new Error(`demo seed: "${demo.title}" has no reply ${demo.accepted} to accept`);
    post.acceptedReplyUuid = answer.uuid;
  }
  if (published) {
    const ageHours = (now.getTime() - createdAt.getTime()) / (60 * MINUTE);
    post.viewsCount = reactions.length + 2 * comments.length + rnd.int(12, 40) + Math.floor(ageHours * rnd.next());
  }
  return { post, comments };
}

export type PlannedVote = { by: string; option: number; at: Date };

/** Votes lean towards the first options, so the results show a favourite rather than a flat tie. */
export function planVotes(rnd: Random, voters: string[], options: number, from: Date, to: Date): PlannedVote[] {
  return voters.map((by) => ({ by, option: Math.floor(rnd.next() ** 1.5 * options), at: rnd.between(from, to) }));
}

export const DEMO_POSTS = [...STUDY_POSTS, ...TECH_POSTS, ...CAMPUS_POSTS, ...CAREER_POSTS, ...COMMUNITY_POSTS];

/** Who bookmarked how many posts; the first student has the most, so her bookmarks page is worth opening. */
const BOOKMARKERS: [string, number][] = [
  ["adaeze", 4],
  ["funmi_adeyemi", 2],
  ["aisha_bello", 2],
  ["seun_ogunleye", 1],
];

export type DemoPlan = ReturnType<typeof planDemo>;

/** The whole demo as data, relative to `now`; a fixed seed makes it the same on every install. */
export function planDemo(now: Date) {
  const rnd = createRandom(20_261_122);
  const everybody = STUDENTS.map((s) => s.username);
  const planned = DEMO_POSTS.map((p) => planPost(rnd, p, audienceOf(p, everybody, COMMUNITIES), now, "published"));
  const drafts = DRAFTS.map((d) => planPost(rnd, d, [d.by], now, "draft").post);
  const posts = planned.map((p) => p.post);
  const canRead = (user: string, post: PlannedItem) =>
    !post.community || COMMUNITIES.some((c) => c.acronym === post.community && c.members.includes(user));
  const bookmarks = BOOKMARKERS.flatMap(([by, count]) =>
    rnd
      .sample(
        posts.filter((p) => p.by !== by && canRead(by, p)),
        count,
      )
      .map((p) => ({ by, uuid: p.uuid, at: rnd.between(p.createdAt, now) })),
  );
  const polls = POLLS.map((poll) => {
    const createdAt = ago(now, poll.ago);
    // An old poll stopped taking votes when it was closed, about a week after it opened.
    const closedAt = poll.active ? now : new Date(Math.min(now.getTime(), createdAt.getTime() + 7 * 86_400_000));
    const voters = rnd.sample(everybody, poll.active ? 10 : 8);
    return { ...poll, createdAt, votes: planVotes(rnd, voters, poll.options.length, createdAt, closedAt) };
  });
  return {
    now,
    posts: [...posts, ...drafts],
    comments: planned.flatMap((p) => p.comments),
    bookmarks,
    polls,
  };
}
