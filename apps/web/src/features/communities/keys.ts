import { postKeys } from "../posts/api.ts";

/** One key factory for communities; their post lists live under the posts prefix so likes patch them too. */
export const communityKeys = {
  all: ["communities"] as const,
  list: (search: string) => [...communityKeys.all, "list", search] as const,
  joined: (userId: number) => [...communityKeys.all, "joined", userId] as const,
  detail: (id: number) => [...communityKeys.all, "detail", id] as const,
  random: () => [...communityKeys.all, "random"] as const,
  posts: (id: number, search: string) => postKeys.list("community", id, search),
};
