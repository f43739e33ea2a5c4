import type { AdStatus } from "@forum/contract";
import { adminAdvertising } from "@forum/contract/endpoints";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";
import { errorMessage } from "../../../lib/error-message.ts";
import { notify } from "../../../lib/notify.ts";
import { adminKeys, useAdminWrite } from "../../admin/api.ts";

/** The console's campaign review (the console's shared write: `features/admin/api.ts`). */
export const adminAdKeys = [...adminKeys.all, "ads"] as const;

export const useAdminAds = (status: AdStatus, page: number) =>
  useQuery({
    queryKey: [...adminAdKeys, status, page],
    queryFn: ({ signal }) => call(adminAdvertising.list, { query: { status, page }, signal }),
    placeholderData: keepPreviousData,
  });

/**
 * One per campaign row: rows sharing one mutation lost the first approval's outcome when a second row was approved
 * before its answer (a mutation tells only its latest call's callbacks). The row shows its own failure from its state.
 */
export const useApproveAd = () =>
  useAdminWrite((id: number) => call(adminAdvertising.approve, { params: { id } }), [adminAdKeys], {
    success: (res) => notify.success(res.message),
    failure: (err) => notify.error(errorMessage(err)),
  });

export const useRejectAd = () =>
  useAdminWrite(
    ({ id, reason }: { id: number; reason: string }) =>
      call(adminAdvertising.reject, { params: { id }, body: { reason } }),
    [adminAdKeys],
  );
