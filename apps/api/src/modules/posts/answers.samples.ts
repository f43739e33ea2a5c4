import { reviewed } from "../../db/sql-review/capture.ts";
import { createAnswersRepository } from "./answers.repository.ts";

/** The samples `npm run sql:review` runs answers.repository.ts's methods with. */
export const answersSamples = reviewed("modules/posts/answers.repository.ts", createAnswersRepository, {
  setAnswer: [1, null, null, async () => {}],
  reply: ["00000000-0000-4000-8000-000000000002"],
});
