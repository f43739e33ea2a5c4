import type { PostFilter } from "../../modules/posts/posts.filters.ts";
import type { PostValues } from "../../modules/posts/posts.write.repository.ts";

/** Values the repositories' samples share (npm run sql:review runs each method with them). */
export const email = "ada.obi@students.example";
export const hour = new Date(Date.UTC(2026, 0, 5, 12));
/** The audit entry an admin write records (the repository fills in the target's id). */
export const audit = { actorId: 1, action: "sample.write", targetType: "sample" };
export const likeData = {
  type: "like" as const,
  user_id: 1,
  post_title: "A post",
  post_uuid: "00000000-0000-4000-8000-000000000001",
  reply_uuid: null,
  reply_content: null,
  reply_owner: { user_id: 1, meta: { username: null, first_name: null, last_name: null, profile_image: null } },
};

export const rewardTask = {
  thirdPartyRef: "sample-ref",
  name: "Yoruba voices",
  company: "Neoform",
  difficulty: "beginner" as const,
  rewardType: "cash" as const,
  category: "Translation",
  shortDescription: "Translate and read short sentences.",
};
export const translationItem = {
  text: "Good morning.",
  sentence_type: "greeting",
  grammatical_features: "",
  domain: "daily life",
  style: "informal",
  complexity: "simple",
  points: 5,
};

/** The posts' samples: the home feed, and a search narrowed by category and tag, as a signed-in student. */
export const student = { id: 1, isAdmin: false };
export const homeFeed: PostFilter = {
  recent: false,
  categoryIds: [],
  repliesOnly: false,
  parentsOnly: true,
  drafts: false,
};
export const narrowSearch: PostFilter = { ...homeFeed, categoryIds: [1], search: "exam", tag: "jamb" };
export const reply: PostValues = {
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
export const edited: PostValues = {
  ...reply,
  type: "post",
  title: "Exam tips",
  parentId: null,
  tags: ["jamb"],
  categoryIds: [1],
};

/** An event far ahead (the demo data has none): created, then moved, then reminded of. */
export const event = {
  title: "Career day",
  shortDesc: "Meet employers.",
  startsAt: new Date(Date.UTC(2031, 4, 6, 9)),
  link: "https://example.com/career",
};
export const eventJobs = { schedule: async () => null, cancel: async () => {} };

/** A campaign as a student's form makes it (the demo's campaigns are there too). */
export const campaign = {
  userId: 1,
  businessName: "Campus Prints",
  caption: "Binding and printing, open late.",
  adUrl: "https://prints.example.com",
  budget: 10_000,
  startDate: "2026-01-05",
  duration: 10,
  image: null,
  paymentStatus: "not_required" as const,
};

/** A payment's refund, as claimed (the samples find no paid payment in the demo data; the statements still show). */
export const refundClaim = {
  paymentId: 1,
  adId: 1,
  transactionId: "4000000001",
  amountKobo: 100_000,
  duplicate: false,
};

/** Every repository whose SQL is written out for review, with the arguments each method is recorded with. */
