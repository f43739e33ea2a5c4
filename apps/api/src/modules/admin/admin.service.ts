import { adminMessages } from "@forum/contract";
import { isSuspended } from "../../db/suspension.ts";
import { invalidField, notFound, refused } from "../../platform/errors.ts";
import type { PublicUrls } from "../../platform/public-user.ts";
import type { Realtime } from "../../platform/realtime.ts";
import { toAdminUser } from "./admin.presenter.ts";
import type { AdminRepository } from "./admin.repository.ts";

export type AdminDeps = PublicUrls & {
  repo: AdminRepository;
  /** A suspension closes the student's sockets on every instance, as a logout does. */
  realtime: Pick<Realtime, "disconnectUser">;
  /** The clock; tests move it. */
  now?: () => Date;
};

type UsersQuery = { search?: string; page: number; per_page: number };

/** Accounts as the admin console sees them: the list, suspension, and the dashboard's figures. */
export function createAdminService(d: AdminDeps) {
  const now = d.now ?? (() => new Date());

  async function found(id: number) {
    const user = await d.repo.findUser(id);
    if (!user) throw notFound();
    return user;
  }

  return {
    async list(query: UsersQuery) {
      const search = query.search || undefined;
      const { rows, total } = await d.repo.users(search, query.page, query.per_page);
      return { data: rows.map((row) => toAdminUser(row, d)), total };
    },

    /** Every token of the account is revoked (its version bumped) and its sockets closed at once. */
    async suspend(id: number, body: { reason: string; until?: string | null }, actorId: number) {
      const until = body.until ? new Date(body.until) : null;
      if (until && until.getTime() <= now().getTime()) throw invalidField("until", adminMessages.untilInPast);
      const user = await found(id);
      // Admins (the caller included) are never suspended: revoke the role first.
      if (user.isAdmin || id === actorId) throw refused(adminMessages.cannotSuspendAdmin);
      const audit = { actorId, action: "user.suspend", targetType: "user", note: body.reason };
      const row = await d.repo.suspend(id, { reason: body.reason, until }, audit);
      if (!row) throw refused(adminMessages.cannotSuspendAdmin); // made an admin meanwhile
      d.realtime.disconnectUser(id);
      return { data: toAdminUser(row, d), message: adminMessages.suspended };
    },

    async unsuspend(id: number, actorId: number) {
      const user = await found(id);
      if (!isSuspended(user, now())) throw refused(adminMessages.notSuspended);
      const row = await d.repo.unsuspend(id, { actorId, action: "user.unsuspend", targetType: "user" });
      if (!row) throw refused(adminMessages.notSuspended);
      return { data: toAdminUser(row, d), message: adminMessages.unsuspended };
    },

    async overview() {
      const o = await d.repo.overview();
      return {
        data: {
          open_reports: o.openReports,
          hidden_posts: o.hiddenPosts,
          suspended_users: o.suspendedUsers,
          users: o.users,
          posts: o.posts,
          communities: o.communities,
        },
      };
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
