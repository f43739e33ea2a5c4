import type { ResolveAction } from "@forum/contract";
import {
  admin,
  adminAudit,
  adminCategories,
  adminCommunities,
  adminLeaderboard,
  adminModeration,
  adminPolls,
} from "@forum/contract/endpoints";
import { keepPreviousData, type QueryKey, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { postKeys } from "../posts/api.ts";
import { sidebarKeys } from "../sidebar/api.ts";

/**
 * `communityKeys.all`, written out: importing it would pull the communities pages' module into a chunk of its own and
 * lengthen the home route's table of lazy chunks.
 */
const communitiesPrefix = ["communities"] as const;

/** One key factory for the console; every write refreshes what it touched and the dashboard's figures. */
export const adminKeys = {
  all: ["admin"] as const,
  overview: () => [...adminKeys.all, "overview"] as const,
  categories: () => [...adminKeys.all, "categories"] as const,
  communities: () => [...adminKeys.all, "communities"] as const,
  polls: () => [...adminKeys.all, "polls"] as const,
  reasons: () => [...adminKeys.all, "reasons"] as const,
  reports: (status?: "open" | "resolved", page?: number) =>
    [...adminKeys.all, "reports", ...(status ? [status, page ?? 1] : [])] as const,
  users: (search?: string, page?: number) =>
    [...adminKeys.all, "users", ...(search === undefined ? [] : [search, page ?? 1])] as const,
  audit: (page?: number) => [...adminKeys.all, "audit", ...(page ? [page] : [])] as const,
};

export const useOverview = () =>
  useQuery({ queryKey: adminKeys.overview(), queryFn: ({ signal }) => call(admin.overview, { signal }) });

export const useAdminCategories = () =>
  useQuery({ queryKey: adminKeys.categories(), queryFn: ({ signal }) => call(adminCategories.categories, { signal }) });

export const useAdminCommunities = () =>
  useQuery({
    queryKey: adminKeys.communities(),
    queryFn: ({ signal }) => call(adminCommunities.communities, { signal }),
  });

export const useAdminPolls = () =>
  useQuery({ queryKey: adminKeys.polls(), queryFn: ({ signal }) => call(adminPolls.polls, { signal }) });

export const useAdminReasons = () =>
  useQuery({ queryKey: adminKeys.reasons(), queryFn: ({ signal }) => call(adminModeration.reasons, { signal }) });

/** Numbered pages (a console jumps back and forth), the previous page kept on screen while the next one loads. */
export const useReports = (status: "open" | "resolved", page: number) =>
  useQuery({
    queryKey: adminKeys.reports(status, page),
    queryFn: ({ signal }) => call(adminModeration.reports, { query: { status, page }, signal }),
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (search: string, page: number) =>
  useQuery({
    queryKey: adminKeys.users(search, page),
    queryFn: ({ signal }) => call(admin.users, { query: { search: search || undefined, page }, signal }),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (page: number) =>
  useQuery({
    queryKey: adminKeys.audit(page),
    queryFn: ({ signal }) => call(adminAudit.auditLog, { query: { page }, signal }),
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

export const useResolveReport = () =>
  useAdminWrite(
    ({ postId, action, note }: { postId: number; action: ResolveAction; note: string }) =>
      call(adminModeration.resolveReport, { params: { post_id: postId }, body: { action, note: note || undefined } }),
    [adminKeys.reports(), postKeys.all],
  );

export const useSuspend = () =>
  useAdminWrite(
    ({ id, reason, until }: { id: number; reason: string; until: string | null }) =>
      call(admin.suspend, { params: { id }, body: { reason, until } }),
    [adminKeys.users()],
  );

export const useUnsuspend = () =>
  useAdminWrite((id: number) => call(admin.unsuspend, { params: { id } }), [adminKeys.users()]);

/** What a console form saves: a new item (no id) or changes to one (its id). */
type Save<B> = { id?: number; body: B };

export const useSaveCategory = () =>
  useAdminWrite(
    ({ id, body }: Save<{ name: string }>) =>
      id
        ? call(adminCategories.updateCategory, { params: { id }, body })
        : call(adminCategories.createCategory, { body }),
    [adminKeys.categories(), ["categories"]],
  );
export const useDeleteCategory = () =>
  useAdminWrite(
    (id: number) => call(adminCategories.deleteCategory, { params: { id } }),
    [adminKeys.categories(), ["categories"]],
  );

export const useSaveReason = () =>
  useAdminWrite(
    ({ id, body }: Save<{ name: string; description: string }>) =>
      id ? call(adminModeration.updateReason, { params: { id }, body }) : call(adminModeration.createReason, { body }),
    [adminKeys.reasons(), postKeys.reportReasons()],
  );
export const useDeleteReason = () =>
  useAdminWrite(
    (id: number) => call(adminModeration.deleteReason, { params: { id } }),
    [adminKeys.reasons(), postKeys.reportReasons()],
  );

/** Communities are multipart: `image` is sent only when a new one was chosen (none keeps the old one). */
export const useSaveCommunity = () =>
  useAdminWrite(
    ({ id, body }: Save<FormData>) =>
      id
        ? call(adminCommunities.updateCommunity, { params: { id }, body })
        : call(adminCommunities.createCommunity, { body }),
    [adminKeys.communities(), communitiesPrefix],
  );
export const useDeleteCommunity = () =>
  useAdminWrite(
    (id: number) => call(adminCommunities.deleteCommunity, { params: { id } }),
    [adminKeys.communities(), communitiesPrefix],
  );

export const useSavePoll = () =>
  useAdminWrite(
    ({ id, body }: Save<{ title: string; options: string[]; active: boolean }>) =>
      id ? call(adminPolls.updatePoll, { params: { id }, body }) : call(adminPolls.createPoll, { body }),
    [adminKeys.polls(), sidebarKeys.poll()],
  );
export const useDeletePoll = () =>
  useAdminWrite(
    (id: number) => call(adminPolls.deletePoll, { params: { id } }),
    [adminKeys.polls(), sidebarKeys.poll()],
  );

export const useUploadAchievers = () =>
  useAdminWrite((body: FormData) => call(adminLeaderboard.achievers, { body }), [sidebarKeys.achiever()]);
