import { reviewed } from "../../db/sql-review/capture.ts";
import { createSystemRepository } from "./system.repository.ts";

/** The samples `npm run sql:review` runs system.repository.ts's methods with. */
export const systemSamples = reviewed("modules/system/system.repository.ts", createSystemRepository, { ping: [] });
