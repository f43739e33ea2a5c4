import { adminMessages } from "@forum/contract";
import { invalidField, notFound } from "../../platform/errors.ts";
import type { ReportReasonsRepository } from "./report-reasons.repository.ts";

const nameTaken = () => invalidField("name", adminMessages.nameTaken);

/** The reasons a post may be reported for, as the admin console edits them (names unique ignoring case). */
export function createReportReasonsService(d: { repo: ReportReasonsRepository }) {
  async function saveReason(id: number | null, body: { name: string; description: string }, actorId: number) {
    const action = id ? "reason.update" : "reason.create";
    const row = await d.repo.saveReason(id, body, { actorId, action, targetType: "report_reason", note: body.name });
    if (row === "taken") throw nameTaken();
    if (!row) throw notFound();
    return { data: row, message: id ? adminMessages.updated("Report reason") : adminMessages.created("Report reason") };
  }

  return {
    reasons: async () => ({ data: await d.repo.reasons() }),
    createReason: (body: { name: string; description: string }, actorId: number) => saveReason(null, body, actorId),
    updateReason: (id: number, body: { name: string; description: string }, actorId: number) =>
      saveReason(id, body, actorId),
    async deleteReason(id: number, actorId: number) {
      const audit = { actorId, action: "reason.delete", targetType: "report_reason" };
      if (!(await d.repo.deleteReason(id, audit))) throw notFound();
      return { data: null, message: adminMessages.deleted("Report reason") };
    },
  };
}
export type ReportReasonsService = ReturnType<typeof createReportReasonsService>;
