import { adminAudit } from "@forum/contract/endpoints";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";
import { adminKeys } from "../../admin/api.ts";

/** Under the console's own audit key: every console write refreshes it (`useAdminWrite`). */
export const useAuditLog = (page: number) =>
  useQuery({
    queryKey: adminKeys.audit(page),
    queryFn: ({ signal }) => call(adminAudit.auditLog, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
