import { admin } from "@forum/contract/endpoints";
import { keepPreviousData, type QueryKey, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";

/**
 * The console's own keys. Each feature's console calls live in `features/<feature>/admin/api.ts` under
 * `[...adminKeys.all, ...]`; every write refreshes what it touched, the audit log and the dashboard's figures.
 */
export const adminKeys = {
  all: ["admin"] as const,
  overview: () => [...adminKeys.all, "overview"] as const,
  users: (search?: string, page?: number) =>
    [...adminKeys.all, "users", ...(search === undefined ? [] : [search, page ?? 1])] as const,
  audit: (page?: number) => [...adminKeys.all, "audit", ...(page ? [page] : [])] as const,
};

/** What a console form saves: a new item (no id) or changes to one (its id). */
export type Save<B> = { id?: number; body: B };

export const useOverview = () =>
  useQuery({ queryKey: adminKeys.overview(), queryFn: ({ signal }) => call(admin.overview, { signal }) });

export const useAdminUsers = (search: string, page: number) =>
  useQuery({
    queryKey: adminKeys.users(search, page),
    queryFn: ({ signal }) => call(admin.users, { query: { search: search || undefined, page }, signal }),
    placeholderData: keepPreviousData,
  });

/**
 * A console write: on success the lists it names, the audit log and the dashboard are fetched again. Other caches of
 * the app (the feed, the sidebar's poll) refresh on their own next visit, as they would after any other admin's write.
 * `tell` gives the outcome's notices: told here, they come even when the pressed row has left the page meanwhile.
 */
export function useAdminWrite<I, R>(
  write: (input: I) => Promise<R>,
  touches: QueryKey[],
  tell: { success?: (res: R) => void; failure?: (err: Error) => void } = {},
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (res) => {
      tell.success?.(res);
      return Promise.all(
        [...touches, adminKeys.audit(), adminKeys.overview()].map((queryKey) => qc.invalidateQueries({ queryKey })),
      );
    },
    onError: tell.failure,
  });
}

type Tell<R> = Parameters<typeof useAdminWrite<never, R>>[2];
type Message = { message: string };

export const useSuspend = (tell?: Tell<Message>) =>
  useAdminWrite(
    ({ id, reason, until }: { id: number; reason: string; until: string | null }) =>
      call(admin.suspend, { params: { id }, body: { reason, until } }),
    [adminKeys.users()],
    tell,
  );

export const useUnsuspend = (tell?: Tell<Message>) =>
  useAdminWrite((id: number) => call(admin.unsuspend, { params: { id } }), [adminKeys.users()], tell);
