import { createAdminRepository } from "../../modules/admin/admin.repository.ts";
import { createCategoriesRepository } from "../../modules/categories/categories.repository.ts";
import { createPollsRepository } from "../../modules/polls/polls.repository.ts";
import { createEngagementRepository } from "../../modules/posts/engagement.repository.ts";
import { createPostViewsRepository } from "../../modules/posts/post-views.repository.ts";
import type { PostFilter } from "../../modules/posts/posts.filters.ts";
import { createPostsRepository } from "../../modules/posts/posts.repository.ts";
import { createPostsWriteRepository, type PostValues } from "../../modules/posts/posts.write.repository.ts";
import { createSystemRepository } from "../../modules/system/system.repository.ts";
import { createTagsRepository } from "../../modules/tags/tags.repository.ts";
import { type Reviewed, reviewed } from "./capture.ts";

/** The posts' samples: the home feed, and a search narrowed by category and tag, as a signed-in student. */
const student = { id: 1, isAdmin: false };
const homeFeed: PostFilter = { recent: false, categoryIds: [], repliesOnly: false, parentsOnly: true, drafts: false };
const narrowSearch: PostFilter = { ...homeFeed, categoryIds: [1], search: "exam", tag: "jamb" };
const reply: PostValues = {
  type: "comment",
  status: "published",
  title: null,
  content: "<p>Same here</p>",
  contentText: "Same here",
  anonymous: false,
  communityId: null,
  parentId: 1,
  images: [],
  tags: [],
  categoryIds: [],
};
const edited: PostValues = {
  ...reply,
  type: "post",
  title: "Exam tips",
  parentId: null,
  tags: ["jamb"],
  categoryIds: [1],
};

/** Every repository whose SQL is written out for review, with the arguments each method is recorded with. */
export const reviewedRepositories: Reviewed[] = [
  reviewed("modules/admin/admin.repository.ts", createAdminRepository, {
    setAdminFlag: ["student@example.com", true],
  }),
  reviewed("modules/categories/categories.repository.ts", createCategoriesRepository, {
    search: ["math", 10],
  }),
  reviewed("modules/polls/polls.repository.ts", createPollsRepository, {
    active: [],
    choiceOf: [1, 1],
    votable: [1, 1],
    vote: [1, 1, 1],
  }),
  reviewed("modules/posts/engagement.repository.ts", createEngagementRepository, {
    toggleReaction: [1, 1, 1],
    setBookmark: [1, 1, true],
    bookmarksPage: [student, 1, 20],
    reasons: [],
    report: [1, 1, [1]],
  }),
  reviewed("modules/posts/post-views.repository.ts", createPostViewsRepository, { count: [1, "u:1"] }),
  reviewed("modules/posts/posts.repository.ts", createPostsRepository, {
    pageIds: [homeFeed, student, 2, 20],
    count: [narrowSearch, student],
    rowsByIds: [[1, 2]],
    findOne: ["1"],
    findMany: [[1, 2], student],
    replies: [1, null],
    similar: [{ id: 1 }, null, 5],
    isMember: [1, 1],
    viewerState: [1, [1, 2]],
  }),
  // Writes last: a reply to post 1 (its parent's counter and hot score move), an edit publishing a draft, a removal.
  reviewed("modules/posts/posts.write.repository.ts", createPostsWriteRepository, {
    existingCategoryIds: [[1, 2]],
    create: [1, reply],
    update: [1, edited, true],
    remove: [{ id: 2, parentId: 1, status: "published" }],
    imagesInUse: [["/forum/uploads/a.webp", "/forum/uploads/b.webp"]],
  }),
  reviewed("modules/system/system.repository.ts", createSystemRepository, { ping: [] }),
  reviewed("modules/tags/tags.repository.ts", createTagsRepository, { featured: [] }),
];
