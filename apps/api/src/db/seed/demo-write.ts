import { eq } from "drizzle-orm";
import { tagsText } from "../../modules/posts/tags-order.ts";
import type { Db } from "../client.ts";
import { refreshHotScore } from "../hot-score.ts";
import {
  achievers,
  bookmarks,
  categories,
  communities,
  communityMembers,
  pollOptions,
  polls,
  pollVotes,
  postCategories,
  postReactions,
  posts,
  postTags,
  users,
} from "../schema/index.ts";
import { insertAds } from "./demo-ads.ts";
import { insertAnnouncements } from "./demo-announcements.ts";
import { COMMUNITIES } from "./demo-content.ts";
import { insertEvents } from "./demo-events.ts";
import type { DemoImages } from "./demo-images.ts";
import type { DemoPlan, PlannedItem } from "./demo-plan.ts";
import { ago } from "./demo-random.ts";
import { insertRewardTasks } from "./demo-reward-tasks.ts";
import { DEMO_EMAIL_DOMAIN, STUDENTS } from "./demo-students.ts";

/** Map lookups that fail loudly: a typo in the demo content must roll the seed back, not insert a null. */
function lookup<K, V>(map: Map<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`demo seed: unknown ${what} "${String(key)}"`);
  return value;
}

async function insertStudents(tx: Db, now: Date, images: DemoImages, passwordHash: string) {
  const rows = await tx
    .insert(users)
    .values(
      STUDENTS.map((s, i) => {
        // Accounts are older than any activity, spread like a forum that grew over a few weeks.
        const createdAt = ago(now, `${70 - 2 * i}d`);
        return {
          email: `${s.first}.${s.last}@${DEMO_EMAIL_DOMAIN}`.toLowerCase(),
          username: s.username,
          firstName: s.first,
          lastName: s.last,
          statusText: s.about,
          profileImage: images.avatars.get(s.username) ?? null,
          passwordHash,
          isAdmin: s.admin === true,
          emailVerifiedAt: new Date(createdAt.getTime() + 10 * 60_000),
          createdAt,
          updatedAt: createdAt,
        };
      }),
    )
    .returning({ id: users.id, username: users.username });
  return new Map(rows.map((r) => [r.username ?? "", r.id]));
}

async function insertCommunities(tx: Db, now: Date, images: DemoImages, userIds: Map<string, number>) {
  const rows = await tx
    .insert(communities)
    .values(
      COMMUNITIES.map((c) => ({
        name: c.name,
        acronym: c.acronym,
        about: c.about,
        image: lookup(images.banners, c.acronym, "banner"),
        membersCount: c.members.length,
        createdAt: ago(now, "50d"),
      })),
    )
    .returning({ id: communities.id, acronym: communities.acronym });
  const ids = new Map(rows.map((r) => [r.acronym, r.id]));
  await tx.insert(communityMembers).values(
    COMMUNITIES.flatMap((c) =>
      c.members.map((username, i) => ({
        communityId: lookup(ids, c.acronym, "community"),
        userId: lookup(userIds, username, "student"),
        createdAt: ago(now, `${48 - i}d`),
      })),
    ),
  );
  return ids;
}

type Ids = { users: Map<string, number>; communities: Map<string, number>; posts: Map<string, number> };

async function insertItems(tx: Db, items: PlannedItem[], images: DemoImages, ids: Ids) {
  if (items.length === 0) return;
  const rows = await tx
    .insert(posts)
    .values(
      items.map((item) => ({
        uuid: item.uuid,
        type: item.type,
        status: item.status,
        title: item.title,
        content: item.content,
        contentText: item.contentText,
        parentId: item.parentUuid ? lookup(ids.posts, item.parentUuid, "post") : null,
        userId: lookup(ids.users, item.by, "student"),
        anonymous: item.anonymous,
        communityId: item.community ? lookup(ids.communities, item.community, "community") : null,
        tagsText: tagsText(item.tags),
        images: item.pictures.map((p) => lookup(images.pictures, p, "picture")),
        likesCount: item.reactions.filter((r) => r.value === 1).length,
        unlikesCount: item.reactions.filter((r) => r.value === -1).length,
        repliesCount: item.repliesCount,
        viewsCount: item.viewsCount,
        createdAt: item.createdAt,
        updatedAt: item.createdAt,
      })),
    )
    .returning({ id: posts.id, uuid: posts.uuid });
  for (const r of rows) ids.posts.set(r.uuid, r.id);
}

async function insertPostLinks(tx: Db, items: PlannedItem[], ids: Ids) {
  const categoryIds = new Map((await tx.select().from(categories)).map((c) => [c.name, c.id]));
  const idOf = (item: PlannedItem) => lookup(ids.posts, item.uuid, "post");
  const categoryRows = items.flatMap((item) =>
    item.categories.map((name) => ({ postId: idOf(item), categoryId: lookup(categoryIds, name, "category") })),
  );
  const tagRows = items.flatMap((item) =>
    item.tags.map((tag) => ({ postId: idOf(item), tagKey: tag.toLowerCase(), tag })),
  );
  const reactionRows = items.flatMap((item) =>
    item.reactions.map((r) => ({
      postId: idOf(item),
      userId: lookup(ids.users, r.by, "student"),
      value: r.value,
      createdAt: r.at,
    })),
  );
  await tx.insert(postCategories).values(categoryRows);
  await tx.insert(postTags).values(tagRows);
  await tx.insert(postReactions).values(reactionRows);
  return { categories: categoryRows.length, tags: tagRows.length, reactions: reactionRows.length };
}

/** Questions whose author accepted a reply, an hour after it came (or now, if it came within the hour). */
async function acceptAnswers(tx: Db, plan: DemoPlan, ids: Ids) {
  const replies = new Map(plan.comments.map((c) => [c.uuid, c]));
  for (const post of plan.posts) {
    if (!post.acceptedReplyUuid) continue;
    const reply = lookup(replies, post.acceptedReplyUuid, "reply");
    const acceptedAt = new Date(Math.min(reply.createdAt.getTime() + 60 * 60_000, plan.now.getTime()));
    await tx
      .update(posts)
      .set({ acceptedReplyId: lookup(ids.posts, reply.uuid, "reply"), acceptedAt })
      .where(eq(posts.id, lookup(ids.posts, post.uuid, "post")));
  }
}

async function insertPolls(tx: Db, plan: DemoPlan, userIds: Map<string, number>) {
  for (const poll of plan.polls) {
    const [created] = await tx
      .insert(polls)
      .values({ title: poll.title, active: poll.active, createdAt: poll.createdAt })
      .returning({ id: polls.id });
    if (!created) throw new Error("demo seed: poll not created");
    const options = await tx
      .insert(pollOptions)
      .values(
        poll.options.map((option, position) => ({
          pollId: created.id,
          option,
          position,
          votesCount: poll.votes.filter((v) => v.option === position).length,
        })),
      )
      .returning({ id: pollOptions.id, position: pollOptions.position });
    const optionIds = new Map(options.map((o) => [o.position, o.id]));
    await tx.insert(pollVotes).values(
      poll.votes.map((v) => ({
        pollId: created.id,
        userId: lookup(userIds, v.by, "student"),
        optionId: lookup(optionIds, v.option, "poll option"),
        createdAt: v.at,
      })),
    );
  }
}

/** Writes the plan; meant to run inside one transaction so a failure leaves the database empty. */
export async function writeDemo(tx: Db, plan: DemoPlan, images: DemoImages, passwordHash: string) {
  const userIds = await insertStudents(tx, plan.now, images, passwordHash);
  const ids: Ids = {
    users: userIds,
    communities: await insertCommunities(tx, plan.now, images, userIds),
    posts: new Map(),
  };
  // Posts first: comments need their parents' ids.
  await insertItems(tx, plan.posts, images, ids);
  await insertItems(tx, plan.comments, images, ids);
  const links = await insertPostLinks(tx, [...plan.posts, ...plan.comments], ids);
  await acceptAnswers(tx, plan, ids);
  // A column the posts service keeps on every write: the feed's hot score (it needs the counters written above).
  await refreshHotScore(tx);
  await tx.insert(bookmarks).values(
    plan.bookmarks.map((b) => ({
      userId: lookup(userIds, b.by, "student"),
      postId: lookup(ids.posts, b.uuid, "post"),
      createdAt: b.at,
    })),
  );
  await insertPolls(tx, plan, userIds);
  await tx.insert(achievers).values({ imagePath: images.achievers, active: true, createdAt: ago(plan.now, "2d") });
  const announcementCount = await insertAnnouncements(tx, plan.now, images.announcements);
  const eventCount = await insertEvents(tx, plan.now, images.events);
  const adCount = await insertAds(tx, plan.now, userIds, images.ads);
  const rewardTaskCount = await insertRewardTasks(tx, plan.now, userIds);
  return {
    students: userIds.size,
    communities: ids.communities.size,
    posts: plan.posts.filter((p) => p.status === "published").length,
    drafts: plan.posts.filter((p) => p.status === "draft").length,
    comments: plan.comments.length,
    reactions: links.reactions,
    tags: links.tags,
    bookmarks: plan.bookmarks.length,
    polls: plan.polls.length,
    announcements: announcementCount,
    events: eventCount,
    ads: adCount,
    rewardTasks: rewardTaskCount,
  };
}
