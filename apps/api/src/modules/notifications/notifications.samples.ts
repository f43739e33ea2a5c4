import { reviewed } from "../../db/sql-review/capture.ts";
import { likeData } from "../../db/sql-review/sample-data.ts";
import { createNotificationsRepository } from "./notifications.repository.ts";

/** The samples `npm run sql:review` runs notifications.repository.ts's methods with. */
export const notificationsSamples = reviewed(
  "modules/notifications/notifications.repository.ts",
  createNotificationsRepository,
  {
    replyContext: [2],
    likeContext: [1, 2],
    mentionContext: [2],
    insertMentions: [{ actorId: 2, postId: 1, replyId: 2, data: { ...likeData, type: "mention" } }, [3, 4]],
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
  },
);
