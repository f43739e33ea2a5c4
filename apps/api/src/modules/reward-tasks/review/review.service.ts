import { type AdminSubmissionFilters, errorCodes, rewardTaskMessages as M } from "@forum/contract";
import { AppError, notFound } from "../../../platform/errors.ts";
import type { Events } from "../../../platform/events.ts";
import type { PublicUrls } from "../../../platform/public-user.ts";
import type { RecordingLinks } from "../submissions/recording-links.ts";
import { presentSubmission } from "./review.presenter.ts";
import type { Review, ReviewRepository, ReviewStatus } from "./review.repository.ts";

const conflict = (message: string) => new AppError(errorCodes.conflict, message, 409);
type PageQuery = AdminSubmissionFilters & { status: ReviewStatus; page: number; per_page: number };
type Deps = PublicUrls & { repo: ReviewRepository; events: Events; links: RecordingLinks };

/**
 * Review of students' submissions: approving awards the item's points (A's stats add them up), rejecting sends the
 * item back to the student with the reviewer's notes. Either way the student is notified (an event the
 * notifications module acts on) and the decision is audited.
 */
export function createReviewService(d: Deps) {
  async function decide(id: number, review: Review, actorId: number) {
    const action = review.outcome === "approve" ? "item_submission.approve" : "item_submission.reject";
    const events = d.events.transactional();
    const audit = { actorId, action, targetType: "item_submission" };
    const done = await d.repo.decide(id, review, audit, (tx, { userId, item }) =>
      events.raise(tx, "submission-reviewed", {
        submissionId: id,
        userId,
        adminId: actorId,
        itemId: item.id,
        itemText: item.text,
        approved: review.outcome === "approve",
        notes: review.outcome === "reject" ? review.notes : null,
      }),
    );
    if (done === "unknown") throw notFound(M.taskNotFound);
    if (done === "wrong-state") throw conflict(M.notReviewable);
    await events.committed();
    const row = await d.repo.one(id);
    if (!row) throw notFound(M.taskNotFound); // its item deleted in the meantime
    return {
      data: presentSubmission(row, d, d.links),
      message: review.outcome === "approve" ? M.approved : M.rejected,
    };
  }

  return {
    async page({ status, page, per_page: perPage, ...filters }: PageQuery) {
      const { rows, total } = await d.repo.page(status, filters, page, perPage);
      return { data: rows.map((r) => presentSubmission(r, d, d.links)), total };
    },
    approve: (id: number, actorId: number) => decide(id, { outcome: "approve" }, actorId),
    reject: (id: number, notes: string, actorId: number) => decide(id, { outcome: "reject", notes }, actorId),
  };
}
export type ReviewService = ReturnType<typeof createReviewService>;
