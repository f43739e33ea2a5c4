import { eq, sql } from "drizzle-orm";
import { refreshHotScore } from "../../db/hot-score.ts";
import { categories, communities, communityMembers, postCategories, posts, postTags } from "../../db/schema/index.ts";
import type { TestApp } from "../../test/test-app.ts";
import { authKit } from "../auth/auth-test-kit.ts";
import { tagsText } from "./tags-order.ts";

type NewPost = {
  by: number;
  title?: string;
  content?: string;
  anonymous?: boolean;
  communityId?: number;
  parentId?: number;
  status?: "published" | "draft";
  tags?: string[];
  categoryNames?: string[];
  minutesAgo?: number;
  likes?: number;
};

/** Rows for the posts tests, written straight to the database so each test states only what it needs. */
export function postsKit(t: TestApp) {
  const k = authKit(t);
  const db = t.database.db;

  /** A verified student, signed up from 127.0.0.1 unless `from` names another address. */
  async function student(email: string, from?: string) {
    const token = await k.verifiedUser(email, undefined, from);
    const me = (await k.call("GET", "/api/user/profile", undefined, token)).json().data;
    return { token, id: me.user_id as number };
  }

  async function post(p: NewPost) {
    const createdAt = new Date(Date.now() - (p.minutesAgo ?? 0) * 60_000);
    const [row] = await db
      .insert(posts)
      .values({
        type: p.parentId ? "comment" : "post",
        status: p.status ?? "published",
        title: p.parentId ? null : (p.title ?? "A question"),
        content: `<p>${p.content ?? "Some content"}</p>`,
        contentText: p.content ?? "Some content",
        userId: p.by,
        anonymous: p.anonymous ?? false,
        communityId: p.communityId ?? null,
        parentId: p.parentId ?? null,
        tagsText: tagsText(p.tags ?? []),
        likesCount: p.likes ?? 0,
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    for (const tag of p.tags ?? [])
      await db.insert(postTags).values({ postId: row!.id, tag, tagKey: tag.toLowerCase() });
    for (const name of p.categoryNames ?? []) {
      const [c] = await db.select().from(categories).where(eq(categories.name, name));
      await db.insert(postCategories).values({ postId: row!.id, categoryId: c!.id });
    }
    if (p.parentId) {
      await db
        .update(posts)
        .set({ repliesCount: sql`${posts.repliesCount} + 1` })
        .where(eq(posts.id, p.parentId));
    }
    await refreshHotScore(db);
    return row!;
  }

  async function community(name: string, memberIds: number[]) {
    const [c] = await db
      .insert(communities)
      .values({ name, acronym: name.slice(0, 3).toUpperCase(), membersCount: memberIds.length })
      .returning();
    for (const userId of memberIds) await db.insert(communityMembers).values({ communityId: c!.id, userId });
    return c!;
  }

  const get = (url: string, token?: string) => k.call("GET", `/forum/api/v1${url}`, undefined, token);
  return { ...k, student, post, community, get };
}
