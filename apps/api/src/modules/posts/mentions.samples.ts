import { reviewed } from "../../db/sql-review/capture.ts";
import { createMentionsRepository } from "./mentions.repository.ts";

/** The samples `npm run sql:review` runs mentions.repository.ts's methods with. */
export const postsMentionsSamples = reviewed("modules/posts/mentions.repository.ts", createMentionsRepository, {
  named: [["ada", "obi"]],
});
