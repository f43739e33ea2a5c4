import { reviewed } from "../../db/sql-review/capture.ts";
import { likeData } from "../../db/sql-review/sample-data.ts";
import { createWatchedNotificationsRepository } from "./watched-notifications.repository.ts";

const data = { ...likeData, type: "watched" as const };

/** The samples `npm run sql:review` runs watched-notifications.repository.ts's methods with. */
export const watchedNotificationsSamples = reviewed(
  "modules/notifications/watched-notifications.repository.ts",
  createWatchedNotificationsRepository,
  {
    replyContext: [2],
    postContext: [1],
    forReply: [{ actorId: 2, postId: 1, replyId: 2, answeredId: 1, data }],
    forPost: [{ actorId: 1, postId: 1, data }],
  },
);
