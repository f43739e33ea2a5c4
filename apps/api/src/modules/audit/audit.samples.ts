import { reviewed } from "../../db/sql-review/capture.ts";
import { createAuditRepository } from "./audit.repository.ts";

/** The samples `npm run sql:review` runs audit.repository.ts's methods with. */
export const auditSamples = reviewed("modules/audit/audit.repository.ts", createAuditRepository, { page: [1, 20] });
