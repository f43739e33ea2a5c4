import { adminMessages } from "@forum/contract";
import { invalidField, notFound } from "../../platform/errors.ts";
import { toAdminPoll } from "./polls.presenter.ts";
import type { PollsAdminRepository, PollValues } from "./polls-admin.repository.ts";

/** Polls as the admin console edits them: one active at a time; options fixed once students have voted. */
export function createPollsAdminService({ repo }: { repo: PollsAdminRepository }) {
  async function saved(id: number, message: string) {
    const row = await repo.one(id);
    if (!row) throw notFound();
    return { data: toAdminPoll(row), message };
  }

  return {
    list: async () => ({ data: (await repo.list()).map(toAdminPoll) }),

    async create(values: PollValues, actorId: number) {
      const id = await repo.create(values, { actorId, action: "poll.create", targetType: "poll", note: values.title });
      return saved(id, adminMessages.created("Poll"));
    },

    async update(id: number, values: PollValues, actorId: number) {
      const done = await repo.update(id, values, {
        actorId,
        action: "poll.update",
        targetType: "poll",
        note: values.title,
      });
      if (done === "missing") throw notFound();
      if (done === "locked") throw invalidField("options", adminMessages.pollOptionsLocked);
      return saved(id, adminMessages.updated("Poll"));
    },

    async remove(id: number, actorId: number) {
      if (!(await repo.remove(id, { actorId, action: "poll.delete", targetType: "poll" }))) throw notFound();
      return { data: null, message: adminMessages.deleted("Poll") };
    },
  };
}
export type PollsAdminService = ReturnType<typeof createPollsAdminService>;
