import { reviewed } from "../../db/sql-review/capture.ts";
import { createAcceptedNotificationsRepository } from "./accepted-notifications.repository.ts";

/** The samples `npm run sql:review` runs accepted-notifications.repository.ts's methods with. */
export const acceptedNotificationsSamples = reviewed(
  "modules/notifications/accepted-notifications.repository.ts",
  createAcceptedNotificationsRepository,
  {
    context: [2, 1],
    insert: [
      {
        userId: 2,
        actorId: 1,
        postId: 1,
        replyId: 2,
        data: {
          type: "accepted",
          post_title: "A question",
          post_uuid: "00000000-0000-4000-8000-000000000001",
          reply_uuid: "00000000-0000-4000-8000-000000000002",
          reply_content: "An answer",
          reply_owner: null,
          user_id: null,
        },
      },
    ],
    removeFor: [1],
  },
);
