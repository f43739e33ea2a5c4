import { and, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { communityMembers, postCategories, posts, postTags } from "../../db/schema/index.ts";
import { containsPattern } from "../../platform/sql-patterns.ts";

export type Viewer = { id: number; isAdmin: boolean } | null;

export type PostFilter = {
  recent: boolean;
  categoryIds: number[];
  communityId?: number;
  userId?: number;
  repliesOnly: boolean;
  parentsOnly: boolean;
  search?: string;
  tag?: string;
  drafts: boolean;
};

/** Community posts (and their comments) are only for members; admins moderate everything. */
export function visibleTo(viewer: Viewer): SQL | undefined {
  if (viewer?.isAdmin) return undefined;
  const member = viewer
    ? sql`exists (select 1 from ${communityMembers} where ${communityMembers.communityId} = ${posts.communityId} and ${communityMembers.userId} = ${viewer.id})`
    : sql`false`;
  return or(isNull(posts.communityId), member);
}

/** The search text as a tsquery (words, "phrases", -not) and as a partial-word pattern. */
export function searchTerms(search: string) {
  return { query: sql`websearch_to_tsquery('english', ${search})`, pattern: containsPattern(search) };
}

export function filterConditions(f: PostFilter, viewer: Viewer): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    f.drafts && viewer ? and(eq(posts.status, "draft"), eq(posts.userId, viewer.id)) : eq(posts.status, "published"),
    f.parentsOnly ? eq(posts.type, "post") : undefined,
    f.repliesOnly ? eq(posts.type, "comment") : undefined,
    f.communityId ? eq(posts.communityId, f.communityId) : undefined,
    visibleTo(viewer),
  ];
  if (f.userId) {
    // A student's anonymous posts are listed only to that student (and moderators).
    const own = viewer && (viewer.id === f.userId || viewer.isAdmin);
    conditions.push(eq(posts.userId, f.userId), own ? undefined : eq(posts.anonymous, false));
  }
  if (f.categoryIds.length > 0) {
    conditions.push(
      sql`exists (select 1 from ${postCategories} where ${postCategories.postId} = ${posts.id} and ${inArray(postCategories.categoryId, f.categoryIds)})`,
    );
  }
  if (f.tag) {
    conditions.push(
      sql`exists (select 1 from ${postTags} where ${postTags.postId} = ${posts.id} and ${postTags.tagKey} = ${f.tag.trim().toLowerCase()})`,
    );
  }
  if (f.search) {
    const { query, pattern } = searchTerms(f.search);
    conditions.push(
      sql`(${posts.search} @@ ${query} or (coalesce(${posts.title}, '') || ' ' || ${posts.tagsText}) ilike ${pattern})`,
    );
  }
  return and(...conditions);
}
