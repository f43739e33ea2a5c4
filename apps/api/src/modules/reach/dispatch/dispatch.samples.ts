import { reviewed } from "../../../db/sql-review/capture.ts";
import { createDispatchRepository } from "./dispatch.repository.ts";

/** The samples `npm run sql:review` runs dispatch.repository.ts's methods with. */
export const dispatchSamples = reviewed("modules/reach/dispatch/dispatch.repository.ts", createDispatchRepository, {
  claim: [100],
});
