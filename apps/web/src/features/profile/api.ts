import type { Profile } from "@forum/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";

export const profileKeys = {
  all: ["profile"] as const,
  byId: (userId: number) => [...profileKeys.all, userId] as const,
};

export function useProfile(userId: number) {
  return useQuery({
    queryKey: profileKeys.byId(userId),
    queryFn: () =>
      api.get<{ data: Profile }>("main", "/v2/profile/me", { query: { user_id: userId } }).then((r) => r.data),
    enabled: Number.isInteger(userId) && userId > 0,
  });
}
