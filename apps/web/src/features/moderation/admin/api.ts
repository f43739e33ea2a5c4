import type { ResolveAction } from "@forum/contract";
import { adminModeration } from "@forum/contract/endpoints";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";
import { adminKeys, type Save, useAdminWrite } from "../../admin/api.ts";
import { postKeys } from "../../posts/api.ts";
import { moderationKeys } from "../api.ts";

/** The console's report queue and report reasons. */
export const adminModerationKeys = {
  reasons: () => [...adminKeys.all, "reasons"] as const,
  reports: (status?: "open" | "resolved", page?: number) =>
    [...adminKeys.all, "reports", ...(status ? [status, page ?? 1] : [])] as const,
};

export const useAdminReasons = () =>
  useQuery({
    queryKey: adminModerationKeys.reasons(),
    queryFn: ({ signal }) => call(adminModeration.reasons, { signal }),
  });

/** Numbered pages (a console jumps back and forth), the previous page kept on screen while the next one loads. */
export const useReports = (status: "open" | "resolved", page: number) =>
  useQuery({
    queryKey: adminModerationKeys.reports(status, page),
    queryFn: ({ signal }) => call(adminModeration.reports, { query: { status, page }, signal }),
    placeholderData: keepPreviousData,
  });

export const useResolveReport = () =>
  useAdminWrite(
    ({ postId, action, note }: { postId: number; action: ResolveAction; note: string }) =>
      call(adminModeration.resolveReport, { params: { post_id: postId }, body: { action, note: note || undefined } }),
    [adminModerationKeys.reports(), postKeys.all],
  );

export const useSaveReason = () =>
  useAdminWrite(
    ({ id, body }: Save<{ name: string; description: string }>) =>
      id ? call(adminModeration.updateReason, { params: { id }, body }) : call(adminModeration.createReason, { body }),
    [adminModerationKeys.reasons(), moderationKeys.reportReasons()],
  );
export const useDeleteReason = () =>
  useAdminWrite(
    (id: number) => call(adminModeration.deleteReason, { params: { id } }),
    [adminModerationKeys.reasons(), moderationKeys.reportReasons()],
  );
