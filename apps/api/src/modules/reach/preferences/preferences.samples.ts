import { reviewed } from "../../../db/sql-review/capture.ts";
import { createPreferencesRepository } from "./preferences.repository.ts";

/** The samples `npm run sql:review` runs preferences.repository.ts's methods with. */
export const preferencesSamples = reviewed(
  "modules/reach/preferences/preferences.repository.ts",
  createPreferencesRepository,
  {
    of: [[1, 2]],
    save: [1, { digest: "daily", types: { reply: { email: true } } }],
  },
);
