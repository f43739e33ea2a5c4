import { adminCommunities } from "@forum/contract/endpoints";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";
import { adminKeys, type Save, useAdminWrite } from "../../admin/api.ts";

/**
 * `communityKeys.all`, written out: importing it would pull the communities pages' module into a chunk of its own and
 * lengthen the home route's table of lazy chunks.
 */
const communitiesPrefix = ["communities"] as const;

export const adminCommunityKeys = [...adminKeys.all, "communities"] as const;

export const useAdminCommunities = () =>
  useQuery({ queryKey: adminCommunityKeys, queryFn: ({ signal }) => call(adminCommunities.communities, { signal }) });

/** Communities are multipart: `image` is sent only when a new one was chosen (none keeps the old one). */
export const useSaveCommunity = () =>
  useAdminWrite(
    ({ id, body }: Save<FormData>) =>
      id
        ? call(adminCommunities.updateCommunity, { params: { id }, body })
        : call(adminCommunities.createCommunity, { body }),
    [adminCommunityKeys, communitiesPrefix],
  );
export const useDeleteCommunity = () =>
  useAdminWrite(
    (id: number) => call(adminCommunities.deleteCommunity, { params: { id } }),
    [adminCommunityKeys, communitiesPrefix],
  );
