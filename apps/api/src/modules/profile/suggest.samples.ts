import { reviewed } from "../../db/sql-review/capture.ts";
import { createSuggestRepository } from "./suggest.repository.ts";

/** The samples `npm run sql:review` runs suggest.repository.ts's methods with. */
export const profileSuggestSamples = reviewed("modules/profile/suggest.repository.ts", createSuggestRepository, {
  startingWith: ["ad"],
});
