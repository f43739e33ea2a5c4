import { adminPolls } from "@forum/contract/endpoints";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";
import { adminKeys, type Save, useAdminWrite } from "../../admin/api.ts";
import { pollKeys } from "../api.ts";

/** The console's polls; a write also refreshes the home sidebar's active poll. */
export const adminPollKeys = [...adminKeys.all, "polls"] as const;

export const useAdminPolls = () =>
  useQuery({ queryKey: adminPollKeys, queryFn: ({ signal }) => call(adminPolls.polls, { signal }) });

export const useSavePoll = () =>
  useAdminWrite(
    ({ id, body }: Save<{ title: string; options: string[]; active: boolean }>) =>
      id ? call(adminPolls.updatePoll, { params: { id }, body }) : call(adminPolls.createPoll, { body }),
    [adminPollKeys, pollKeys.active()],
  );
export const useDeletePoll = () =>
  useAdminWrite((id: number) => call(adminPolls.deletePoll, { params: { id } }), [adminPollKeys, pollKeys.active()]);
