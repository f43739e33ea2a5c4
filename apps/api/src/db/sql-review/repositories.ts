import { adminSamples } from "../../modules/admin/admin.samples.ts";
import { advertisingCampaignsSamples } from "../../modules/advertising/campaigns/campaigns.samples.ts";
import { advertisingPaymentsSamples } from "../../modules/advertising/payments/payments.samples.ts";
import { advertisingReviewSamples } from "../../modules/advertising/review/review.samples.ts";
import { advertisingScheduleSamples } from "../../modules/advertising/schedule/schedule.samples.ts";
import { announcementsSamples } from "../../modules/announcements/announcements.samples.ts";
import { announcementsAdminSamples } from "../../modules/announcements/announcements-admin.samples.ts";
import { auditSamples } from "../../modules/audit/audit.samples.ts";
import { authSamples } from "../../modules/auth/auth.samples.ts";
import { authThrottlesSamples } from "../../modules/auth/auth-throttles.samples.ts";
import { categoriesSamples } from "../../modules/categories/categories.samples.ts";
import { categoriesAdminSamples } from "../../modules/categories/categories-admin.samples.ts";
import { communitiesSamples } from "../../modules/communities/communities.samples.ts";
import { communitiesAdminSamples } from "../../modules/communities/communities-admin.samples.ts";
import { eventsSamples } from "../../modules/events/events.samples.ts";
import { eventsAdminSamples } from "../../modules/events/events-admin.samples.ts";
import { remindersSamples } from "../../modules/events/reminders.samples.ts";
import { leaderboardSamples } from "../../modules/leaderboard/leaderboard.samples.ts";
import { leaderboardAdminSamples } from "../../modules/leaderboard/leaderboard-admin.samples.ts";
import { moderationSamples } from "../../modules/moderation/moderation.samples.ts";
import { reportReasonsSamples } from "../../modules/moderation/report-reasons.samples.ts";
import { reportsSamples } from "../../modules/moderation/reports.samples.ts";
import { acceptedNotificationsSamples } from "../../modules/notifications/accepted-notifications.samples.ts";
import { notificationsSamples } from "../../modules/notifications/notifications.samples.ts";
import { watchedNotificationsSamples } from "../../modules/notifications/watched-notifications.samples.ts";
import { pollsSamples } from "../../modules/polls/polls.samples.ts";
import { pollsAdminSamples } from "../../modules/polls/polls-admin.samples.ts";
import { answersSamples } from "../../modules/posts/answers.samples.ts";
import { postsAskOnceSamples } from "../../modules/posts/ask-once.samples.ts";
import { engagementSamples } from "../../modules/posts/engagement.samples.ts";
import { postsMentionsSamples } from "../../modules/posts/mentions.samples.ts";
import { postPageSamples } from "../../modules/posts/post-page.samples.ts";
import { postViewsSamples } from "../../modules/posts/post-views.samples.ts";
import { postsSamples } from "../../modules/posts/posts.samples.ts";
import { postsWriteSamples } from "../../modules/posts/posts.write.samples.ts";
import { postRevisionsSamples } from "../../modules/posts/revisions.samples.ts";
import { postsSearchSamples } from "../../modules/posts/search.samples.ts";
import { similarSamples } from "../../modules/posts/similar.samples.ts";
import { profileSamples } from "../../modules/profile/profile.samples.ts";
import { statsSamples } from "../../modules/profile/stats.samples.ts";
import { profileSuggestSamples } from "../../modules/profile/suggest.samples.ts";
import { dispatchSamples } from "../../modules/reach/dispatch/dispatch.samples.ts";
import { digestSamples } from "../../modules/reach/mail/digest.samples.ts";
import { mailSamples } from "../../modules/reach/mail/mail.samples.ts";
import { preferencesSamples } from "../../modules/reach/preferences/preferences.samples.ts";
import { pushSamples } from "../../modules/reach/push/push.samples.ts";
import { watchingSamples } from "../../modules/reach/watching/watching.samples.ts";
import { rewardTasksCatalogSamples } from "../../modules/reward-tasks/catalog/catalog.samples.ts";
import { rewardTasksCatalogAdminSamples } from "../../modules/reward-tasks/catalog/catalog-admin.samples.ts";
import { rewardTasksExportSamples } from "../../modules/reward-tasks/export/export.samples.ts";
import { rewardTasksItemsSamples } from "../../modules/reward-tasks/items/items.samples.ts";
import { rewardTasksReviewSamples } from "../../modules/reward-tasks/review/review.samples.ts";
import { rewardTasksRecordingsSamples } from "../../modules/reward-tasks/submissions/recordings.samples.ts";
import { rewardTasksSubmissionsSamples } from "../../modules/reward-tasks/submissions/submissions.samples.ts";
import { systemSamples } from "../../modules/system/system.samples.ts";
import { tagsSamples } from "../../modules/tags/tags.samples.ts";
import type { Reviewed } from "./capture.ts";

/**
 * Every repository's samples, each kept beside its repository (`<name>.samples.ts`). The order matters: they run in
 * turn on one database holding the demo data, and some write what later ones read (the comments beside each say so).
 */
export const reviewedRepositories: Reviewed[] = [
  categoriesAdminSamples,
  reportReasonsSamples,
  leaderboardAdminSamples,
  eventsAdminSamples,
  eventsSamples,
  advertisingPaymentsSamples,
  remindersSamples,
  advertisingCampaignsSamples,
  advertisingReviewSamples,
  advertisingScheduleSamples,
  communitiesAdminSamples,
  pollsAdminSamples,
  adminSamples,
  announcementsAdminSamples,
  announcementsSamples,
  auditSamples,
  authThrottlesSamples,
  authSamples,
  categoriesSamples,
  communitiesSamples,
  leaderboardSamples,
  notificationsSamples,
  dispatchSamples,
  mailSamples,
  digestSamples,
  preferencesSamples,
  watchingSamples,
  watchedNotificationsSamples,
  pushSamples,
  acceptedNotificationsSamples,
  pollsSamples,
  profileSamples,
  statsSamples,
  profileSuggestSamples,
  engagementSamples,
  // Where engagement filed its report before the move: the report hides post 3 for the samples after it.
  reportsSamples,
  postViewsSamples,
  postsSamples,
  postPageSamples,
  answersSamples,
  postsWriteSamples,
  postsAskOnceSamples,
  postRevisionsSamples,
  postsSearchSamples,
  similarSamples,
  postsMentionsSamples,
  moderationSamples,
  rewardTasksCatalogAdminSamples,
  rewardTasksItemsSamples,
  rewardTasksReviewSamples,
  rewardTasksExportSamples,
  systemSamples,
  tagsSamples,
  rewardTasksCatalogSamples,
  rewardTasksSubmissionsSamples,
  rewardTasksRecordingsSamples,
];
