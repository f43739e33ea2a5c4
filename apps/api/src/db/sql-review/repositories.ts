import { createAdminRepository } from "../../modules/admin/admin.repository.ts";
import { createAdminCatalogRepository } from "../../modules/admin/admin-catalog.repository.ts";
import { createAdminCommunitiesRepository } from "../../modules/admin/admin-communities.repository.ts";
import { createAdminPollsRepository } from "../../modules/admin/admin-polls.repository.ts";
import { createAdScheduleRepository } from "../../modules/advertising/ad-schedule.repository.ts";
import { createAdvertisingRepository } from "../../modules/advertising/advertising.repository.ts";
import { createAdvertisingAdminRepository } from "../../modules/advertising/advertising-admin.repository.ts";
import { createAnnouncementsRepository } from "../../modules/announcements/announcements.repository.ts";
import { createAuditRepository } from "../../modules/audit/audit.repository.ts";
import { createAuthRepository } from "../../modules/auth/auth.repository.ts";
import { guessTurn, mailTurn } from "../../modules/auth/auth.throttles.ts";
import { createThrottlesRepository } from "../../modules/auth/auth-throttles.repository.ts";
import { createCategoriesRepository } from "../../modules/categories/categories.repository.ts";
import { createCommunitiesRepository } from "../../modules/communities/communities.repository.ts";
import { createEventsRepository } from "../../modules/events/events.repository.ts";
import { createEventsAdminRepository } from "../../modules/events/events-admin.repository.ts";
import { createRemindersRepository } from "../../modules/events/reminders.repository.ts";
import { createLeaderboardRepository } from "../../modules/leaderboard/leaderboard.repository.ts";
import { createModerationRepository } from "../../modules/moderation/moderation.repository.ts";
import { createNotificationsRepository } from "../../modules/notifications/notifications.repository.ts";
import { createPaymentsRepository } from "../../modules/payments/payments.repository.ts";
import { createPollsRepository } from "../../modules/polls/polls.repository.ts";
import { createEngagementRepository } from "../../modules/posts/engagement.repository.ts";
import { createPostViewsRepository } from "../../modules/posts/post-views.repository.ts";
import type { PostFilter } from "../../modules/posts/posts.filters.ts";
import { createPostsRepository } from "../../modules/posts/posts.repository.ts";
import { createPostsWriteRepository, type PostValues } from "../../modules/posts/posts.write.repository.ts";
import { createProfileRepository } from "../../modules/profile/profile.repository.ts";
import { createStatsRepository } from "../../modules/profile/stats.repository.ts";
import { createAssignmentExportRepository } from "../../modules/reward-tasks/assignment-export.repository.ts";
import { createRecordingsRepository } from "../../modules/reward-tasks/recordings.repository.ts";
import { createRewardTasksRepository } from "../../modules/reward-tasks/reward-tasks.repository.ts";
import { createRewardTasksAdminRepository } from "../../modules/reward-tasks/reward-tasks-admin.repository.ts";
import { createSubmissionReviewRepository } from "../../modules/reward-tasks/submission-review.repository.ts";
import { createTaskSubmissionRepository } from "../../modules/reward-tasks/task-submission.repository.ts";
import { createTranslationItemsRepository } from "../../modules/reward-tasks/translation-items-upload.repository.ts";
import { createSystemRepository } from "../../modules/system/system.repository.ts";
import { createTagsRepository } from "../../modules/tags/tags.repository.ts";
import { type Reviewed, reviewed } from "./capture.ts";

const email = "ada.obi@students.example";
const hour = new Date(Date.UTC(2026, 0, 5, 12));
/** The audit entry an admin write records (the repository fills in the target's id). */
const audit = { actorId: 1, action: "sample.write", targetType: "sample" };
const likeData = {
  type: "like" as const,
  user_id: 1,
  post_title: "A post",
  post_uuid: "00000000-0000-4000-8000-000000000001",
  reply_uuid: null,
  reply_content: null,
  reply_owner: { user_id: 1, meta: { username: null, first_name: null, last_name: null, profile_image: null } },
};

const rewardTask = {
  thirdPartyRef: "sample-ref",
  name: "Yoruba voices",
  company: "Neoform",
  difficulty: "beginner" as const,
  rewardType: "cash" as const,
  category: "Translation",
  shortDescription: "Translate and read short sentences.",
};
const translationItem = {
  text: "Good morning.",
  sentence_type: "greeting",
  grammatical_features: "",
  domain: "daily life",
  style: "informal",
  complexity: "simple",
  points: 5,
};

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

/** An event far ahead (the demo data has none): created, then moved, then reminded of. */
const event = {
  title: "Career day",
  shortDesc: "Meet employers.",
  startsAt: new Date(Date.UTC(2031, 4, 6, 9)),
  link: "https://example.com/career",
};
const eventJobs = { schedule: async () => null, cancel: async () => {} };

/** A campaign as a student's form makes it (the demo's campaigns are there too). */
const campaign = {
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
const refundClaim = { paymentId: 1, adId: 1, transactionId: "4000000001", amountKobo: 100_000, duplicate: false };

/** Every repository whose SQL is written out for review, with the arguments each method is recorded with. */
export const reviewedRepositories: Reviewed[] = [
  reviewed("modules/admin/admin-catalog.repository.ts", createAdminCatalogRepository, {
    categories: [],
    saveCategory: [null, "Scholarships", audit],
    deleteCategory: [1, audit],
    reasons: [],
    saveReason: [1, { name: "Spam", description: "Adverts or repeated posts" }, audit],
    deleteReason: [999_999, audit],
    replaceAchievers: ["/forum/uploads/achievers.webp", audit],
  }),
  // Before the events' own: it writes the event they read.
  reviewed("modules/events/events-admin.repository.ts", createEventsAdminRepository, {
    page: ["career", 20, 0],
    create: [event, audit],
    update: [1, { ...event, startsAt: new Date(Date.UTC(2031, 4, 7, 9)) }, audit, eventJobs],
    remove: [999_999, audit, eventJobs],
  }),
  reviewed("modules/events/events.repository.ts", createEventsRepository, {
    page: ["career", 1, 20, 0],
    byId: [1, 1],
    setReminder: [1, 1, eventJobs.schedule],
    cancelReminder: [1, 2, eventJobs.cancel],
    exists: [1],
  }),
  reviewed("modules/payments/payments.repository.ts", createPaymentsRepository, {
    claimCheckout: [
      { adId: 1, provider: "paystack", reference: "ad-1-0123456789abcdef", amountKobo: 500_000 },
      { reuseSeconds: 3_600, openingSeconds: 20 },
    ],
    opened: ["ad-1-0123456789abcdef", "https://checkout.paystack.com/0123456789abcdef"],
    notOpened: ["ad-1-fedcba9876543210"],
    checkoutOf: ["ad-1-0123456789abcdef"],
    byReference: ["ad-1-0123456789abcdef"],
    markPaid: ["ad-1-0123456789abcdef", "4000000001", async () => ({ refundAfterCommit: false }), async () => null],
    claimRefund: [1, (paidKobo: number) => paidKobo, async () => null],
    openRefund: [1],
    inTransaction: [async () => {}],
    refunded: [refundClaim],
    refundFailed: [refundClaim],
  }),
  reviewed("modules/events/reminders.repository.ts", createRemindersRepository, {
    deliver: [1, async () => {}],
    due: [200],
  }),
  reviewed("modules/advertising/advertising.repository.ts", createAdvertisingRepository, {
    create: [campaign],
    list: [1, "prints"],
    byId: [1],
    live: [],
    addCounts: [
      [
        { id: 1, impressions: 12, clicks: 1 },
        { id: 2, impressions: 3, clicks: 0 },
      ],
    ],
  }),
  // The demo's third campaign waits for review: approved, then rejected.
  reviewed("modules/advertising/advertising-admin.repository.ts", createAdvertisingAdminRepository, {
    page: ["pending", 20, 0],
    approve: [3, audit, async () => {}],
    reject: [3, "Misleading claims", audit],
  }),
  // markPaid runs in the payment's transaction; here on the database itself.
  reviewed(
    "modules/advertising/ad-schedule.repository.ts",
    (db) => {
      const repo = createAdScheduleRepository(db);
      return { ...repo, markPaid: (id: number) => repo.markPaid(db, id) };
    },
    {
      markPaid: [1],
      goLive: [1, hour, async () => {}],
      complete: [1],
      readyToGoLive: ["2026-01-05", 200],
      dueToComplete: [200],
    },
  ),
  reviewed("modules/admin/admin-communities.repository.ts", createAdminCommunitiesRepository, {
    list: [],
    save: [1, { name: "Debate Club", acronym: "DC", about: "We argue." }, audit],
    remove: [1, audit],
  }),
  reviewed("modules/admin/admin-polls.repository.ts", createAdminPollsRepository, {
    list: [],
    one: [1],
    create: [{ title: "Best library?", options: ["Main", "Law"], active: false }, audit],
    update: [1, { title: "Best library?", options: ["Main", "Law", "Science"], active: true }, audit],
    remove: [999_999, audit],
  }),
  reviewed("modules/admin/admin.repository.ts", createAdminRepository, {
    setAdminFlag: ["student@example.com", true],
    users: ["ada", 1, 20],
    findUser: [1],
    suspend: [2, { reason: "Spam", until: hour }, audit],
    unsuspend: [2, audit],
    overview: [],
  }),
  // A category and an announcement first, so that the reads and the similar ones find rows.
  reviewed("modules/announcements/announcements.repository.ts", createAnnouncementsRepository, {
    createCategory: ["Exams", audit],
    save: [
      null,
      { title: "Exam timetable", content: "<p>Out now</p>", contentText: "Out now", categoryId: 1, isFeatured: true },
      audit,
    ],
    categories: [],
    featured: [],
    page: [1, 1, 20],
    one: [1],
    similar: [1, 1, 5],
    latest: [200],
    remove: [999_999, audit],
  }),
  reviewed("modules/audit/audit.repository.ts", createAuditRepository, { page: [1, 20] }),
  reviewed("modules/auth/auth-throttles.repository.ts", createThrottlesRepository, {
    takeMail: ["verify_email_mail", email, (any, own) => mailTurn(any, own, hour.getTime())],
    takeGuess: [
      "verify_email_guess",
      email,
      { email, purpose: "verify_email", maxAttempts: 5 },
      (m) => guessTurn(m, hour.getTime()),
    ],
    forgive: ["verify_email_guess", email, hour.getTime()],
    clear: ["code_mail", email],
  }),
  reviewed("modules/auth/auth.repository.ts", createAuthRepository, {
    findAuthState: [1],
    findUserByEmail: [email],
    findUserById: [1],
    findUserByGoogleSub: ["google-sub"],
    // From a known address: the account joins its sign-up burst (signup-burst.ts) in the same transaction.
    createUser: [{ email: "new.student@students.example", passwordHash: "hash", signupKey: "address-key" }],
    linkGoogle: [1, "google-sub"],
    makeAdmin: [1],
    markVerified: [1],
    setPassword: [1, "hash"],
    revokeTokens: [1],
    replaceCode: [1, "verify_email", "code-hash", hour],
    consumeCode: [1],
    createResetToken: [1, "token-hash", hour],
    useResetToken: ["token-hash"],
    voidResets: [1],
  }),
  reviewed("modules/categories/categories.repository.ts", createCategoriesRepository, {
    search: ["math", 10],
  }),
  reviewed("modules/communities/communities.repository.ts", createCommunitiesRepository, {
    find: [1, 1],
    list: [{ search: "study", memberId: 1 }, 1],
    members: [1, 5],
    setMembership: [1, 1, true],
    random: [1],
  }),
  reviewed("modules/leaderboard/leaderboard.repository.ts", createLeaderboardRepository, {
    top: [{ from: hour, to: new Date(hour.getTime() + 7 * 86_400_000) }, 10],
    activeAchiever: [],
  }),
  reviewed("modules/notifications/notifications.repository.ts", createNotificationsRepository, {
    replyContext: [2],
    likeContext: [1, 2],
    insertReply: [{ userId: 1, actorId: 2, postId: 1, replyId: 2, data: { ...likeData, type: "reply" } }],
    insertLike: [{ userId: 1, actorId: 2, postId: 1, data: likeData }],
    insertTaskReview: [
      {
        userId: 1,
        actorId: 2,
        data: { ...likeData, type: "task_review", post_uuid: "", item_id: 1, review: "approved" },
      },
    ],
    deleteLike: [1, 2],
    page: [1, "post", 1, 20],
    counts: [1, "post"],
    markRead: [1, 1],
    markUnread: [1, 1],
    reportedPost: [1],
    insertReports: [[{ userId: 2, actorId: 1, postId: 1, data: { ...likeData, type: "report", outcome: "hide" } }]],
    backfill: [],
    remove: [1, 1],
  }),
  reviewed("modules/polls/polls.repository.ts", createPollsRepository, {
    active: [],
    choiceOf: [1, 1],
    votable: [1, 1],
    vote: [1, 1, 1],
  }),
  reviewed("modules/profile/profile.repository.ts", createProfileRepository, {
    findById: [1],
    usernameOwner: ["ada"],
    takenUsernames: [["ada", "obi"]],
    update: [1, { statusText: "Final year" }],
  }),
  reviewed("modules/profile/stats.repository.ts", createStatsRepository, { forUser: [1, hour] }),
  reviewed("modules/posts/engagement.repository.ts", createEngagementRepository, {
    toggleReaction: [1, 1, 1],
    setBookmark: [1, 1, true],
    bookmarksPage: [student, 1, 20],
    reasons: [],
    // A threshold of 1 and no new accounts: the report hides the post (the auto-hide's statements run too).
    report: [3, 1, [1], { threshold: 1, newAccountHours: 0 }],
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
  // After the report of post 3 (engagement above): its row is open, and resolving it runs every statement.
  reviewed("modules/moderation/moderation.repository.ts", createModerationRepository, {
    page: ["open", 1, 20],
    one: [3, "resolved"],
    reasons: [[3, 2], "open"],
    latestResolutions: [[3, 2]],
    resolve: [{ id: 3, adminId: 1, action: "hide", note: "Spam" }, () => ({ status: "hidden", reason: "Spam" })],
  }),
  // The console's reward tasks: a task is made, edited, given an assignment and items, and deleted last.
  reviewed("modules/reward-tasks/reward-tasks-admin.repository.ts", createRewardTasksAdminRepository, {
    create: [rewardTask, audit],
    list: [],
    one: [1],
    update: [1, { name: "Yoruba voices, round two" }, audit],
    createAssignment: [
      1,
      { title: "Greetings", description: "", languageName: "Yoruba", languageMode: "text and audio" },
      audit,
    ],
    remove: [999, audit],
  }),
  reviewed("modules/reward-tasks/translation-items-upload.repository.ts", createTranslationItemsRepository, {
    add: [1, [translationItem, { ...translationItem, text: "See you tomorrow." }], audit],
  }),
  reviewed("modules/reward-tasks/submission-review.repository.ts", createSubmissionReviewRepository, {
    page: ["submitted", { reward_task_id: 1, assignment_id: 1, language: "Yoruba" }, 20, 0],
    one: [1],
    decide: [1, { outcome: "reject", notes: "Read it more slowly." }, audit],
  }),
  reviewed("modules/reward-tasks/assignment-export.repository.ts", createAssignmentExportRepository, {
    assignment: [1],
    approvedAfter: [1, 0],
  }),
  reviewed("modules/system/system.repository.ts", createSystemRepository, { ping: [] }),
  reviewed("modules/tags/tags.repository.ts", createTagsRepository, { featured: [] }),
  // The demo's first task (its Yoruba assignment is 1, with a draft of item 1 by student 1).
  reviewed("modules/reward-tasks/reward-tasks.repository.ts", createRewardTasksRepository, {
    list: [1, { search: "voices", company: "neo", rewardType: "cash", difficulty: "intermediate" }],
    task: [1, { id: 1 }],
    assignmentsPage: [1, 1, 20, 0],
    assignment: [1, 1],
    itemsPage: [1, 1, 20, 0],
    item: [1, 1],
  }),
  // Student 2's first save on the demo's first task: enrolment under the task's lock, then the draft.
  reviewed("modules/reward-tasks/task-submission.repository.ts", createTaskSubmissionRepository, {
    find: [1, 1],
    save: [{ taskId: 1, itemId: 2, userId: 2, text: "Ibo ni", submit: false, uploadId: "sample-upload-1" }, () => {}],
  }),
  // A signed link's lookup, and the move of recordings stored in the public area before issue 23.7.
  reviewed("modules/reward-tasks/recordings.repository.ts", createRecordingsRepository, {
    keyOf: [1],
    publicKeys: ["", 100],
    rekey: ["/forum/uploads/0123456789abcdef0123456789abcdef.wav", "recordings/fedcba9876543210fedcba9876543210.wav"],
  }),
];
