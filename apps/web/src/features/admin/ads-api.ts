import type { AdStatus } from "@forum/contract";
import { adminAds } from "@forum/contract/endpoints";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { adminKeys, useAdminWrite } from "./api.ts";

/** The console's campaign review, beside api.ts so each area of the console keeps its calls in its own file. */
export const adminAdKeys = [...adminKeys.all, "ads"] as const;

export const useAdminAds = (status: AdStatus, page: number) =>
  useQuery({
    queryKey: [...adminAdKeys, status, page],
    queryFn: ({ signal }) => call(adminAds.list, { query: { status, page }, signal }),
    placeholderData: keepPreviousData,
  });

export const useApproveAd = () =>
  useAdminWrite((id: number) => call(adminAds.approve, { params: { id } }), [adminAdKeys]);

export const useRejectAd = () =>
  useAdminWrite(
    ({ id, reason }: { id: number; reason: string }) => call(adminAds.reject, { params: { id }, body: { reason } }),
    [adminAdKeys],
  );
