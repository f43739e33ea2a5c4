import { reviewed } from "../../db/sql-review/capture.ts";
import { createPollsRepository } from "./polls.repository.ts";

/** The samples `npm run sql:review` runs polls.repository.ts's methods with. */
export const pollsSamples = reviewed("modules/polls/polls.repository.ts", createPollsRepository, {
  active: [],
  choiceOf: [1, 1],
  votable: [1, 1],
  vote: [1, 1, 1],
});
