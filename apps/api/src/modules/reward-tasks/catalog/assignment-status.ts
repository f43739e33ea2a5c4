import type { AssignmentStatus } from "@forum/contract";

/** How many of an assignment's items the student has a row for, by the row's status. */
export type ItemCounts = { total: number; inProgress: number; submitted: number; completed: number };

/**
 * A student's status on an assignment, derived from their item submissions (an item without a row is pending):
 * cancelled assignment → cancelled; no rows → pending; every item completed → completed; every item submitted or
 * completed, at least one submitted → submitted; otherwise in progress.
 */
export function assignmentStatusOf(c: ItemCounts, cancelled: boolean): AssignmentStatus {
  if (cancelled) return "cancelled";
  const rows = c.inProgress + c.submitted + c.completed;
  if (rows === 0) return "pending";
  if (c.total > 0 && c.completed === c.total) return "completed";
  if (c.total > 0 && c.submitted + c.completed === c.total) return "submitted";
  return "in_progress";
}
