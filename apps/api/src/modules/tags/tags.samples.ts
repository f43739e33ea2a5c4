import { reviewed } from "../../db/sql-review/capture.ts";
import { createTagsRepository } from "./tags.repository.ts";

/** The samples `npm run sql:review` runs tags.repository.ts's methods with. */
export const tagsSamples = reviewed("modules/tags/tags.repository.ts", createTagsRepository, { featured: [] });
