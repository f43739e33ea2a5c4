import { adminEvents } from "@forum/contract/endpoints";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";
import { adminKeys, useAdminWrite } from "../../admin/api.ts";

/** The console's events (the console's shared write: `features/admin/api.ts`). */
export const adminEventKeys = [...adminKeys.all, "events"] as const;
/** `eventKeys.all` of the events page, written out (see `communitiesPrefix` in communities/admin/api.ts). */
const studentEvents = ["events"] as const;

/** Numbered pages, as the other paged lists of the console; the previous page stays on screen while one loads. */
export const useAdminEvents = (page: number) =>
  useQuery({
    queryKey: [...adminEventKeys, page],
    queryFn: ({ signal }) => call(adminEvents.list, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });

/** Multipart: `thumbnail` is sent only when a new one was chosen (none keeps the old one). */
export const useSaveEvent = () =>
  useAdminWrite(
    ({ id, body }: { id?: number; body: FormData }) =>
      id ? call(adminEvents.update, { params: { id }, body }) : call(adminEvents.create, { body }),
    [adminEventKeys, studentEvents],
  );

export const useDeleteEvent = () =>
  useAdminWrite((id: number) => call(adminEvents.remove, { params: { id } }), [adminEventKeys, studentEvents]);
