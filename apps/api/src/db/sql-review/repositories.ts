import { createAdminRepository } from "../../modules/admin/admin.repository.ts";
import { createAuthRepository } from "../../modules/auth/auth.repository.ts";
import { guessTurn, mailTurn } from "../../modules/auth/auth.throttles.ts";
import { createThrottlesRepository } from "../../modules/auth/auth-throttles.repository.ts";
import { createCategoriesRepository } from "../../modules/categories/categories.repository.ts";
import { createCommunitiesRepository } from "../../modules/communities/communities.repository.ts";
import { createLeaderboardRepository } from "../../modules/leaderboard/leaderboard.repository.ts";
import { createNotificationsRepository } from "../../modules/notifications/notifications.repository.ts";
import { createPollsRepository } from "../../modules/polls/polls.repository.ts";
import { createProfileRepository } from "../../modules/profile/profile.repository.ts";
import { createStatsRepository } from "../../modules/profile/stats.repository.ts";
import { createSystemRepository } from "../../modules/system/system.repository.ts";
import { createTagsRepository } from "../../modules/tags/tags.repository.ts";
import { type Reviewed, reviewed } from "./capture.ts";

const email = "ada.obi@students.example";
const hour = new Date(Date.UTC(2026, 0, 5, 12));
const likeData = {
  type: "like" as const,
  user_id: 1,
  post_title: "A post",
  post_uuid: "00000000-0000-4000-8000-000000000001",
  reply_uuid: null,
  reply_content: null,
  reply_owner: { user_id: 1, meta: { username: null, first_name: null, last_name: null, profile_image: null } },
};

/** Every repository whose SQL is written out for review, with the arguments each method is recorded with. */
export const reviewedRepositories: Reviewed[] = [
  reviewed("modules/admin/admin.repository.ts", createAdminRepository, {
    setAdminFlag: ["student@example.com", true],
  }),
  reviewed("modules/auth/auth-throttles.repository.ts", createThrottlesRepository, {
    turn: ["verify_email_mail", email, (m) => mailTurn(m, hour.getTime(), false)],
    takeGuess: [
      "verify_email_guess",
      email,
      { email, purpose: "verify_email", maxAttempts: 5 },
      (m) => guessTurn(m, hour.getTime()),
    ],
    forgive: ["verify_email_guess", email, hour.getTime()],
    clear: ["verify_email_guess", email],
  }),
  reviewed("modules/auth/auth.repository.ts", createAuthRepository, {
    findAuthState: [1],
    findUserByEmail: [email],
    findUserById: [1],
    findUserByGoogleSub: ["google-sub"],
    createUser: [{ email: "new.student@students.example", passwordHash: "hash" }],
    linkGoogle: [1, "google-sub"],
    markVerified: [1],
    setPassword: [1, "hash"],
    revokeTokens: [1],
    replaceCode: [1, "verify_email", "code-hash", hour],
    consumeCode: [1],
    createResetToken: [1, "token-hash", hour],
    useResetToken: ["token-hash"],
    voidResetTokens: [1],
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
    deleteLike: [1, 2],
    page: [1, "post", 1, 20],
    counts: [1, "post"],
    markRead: [1, 1],
    markUnread: [1, 1],
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
  reviewed("modules/system/system.repository.ts", createSystemRepository, { ping: [] }),
  reviewed("modules/tags/tags.repository.ts", createTagsRepository, { featured: [] }),
];
