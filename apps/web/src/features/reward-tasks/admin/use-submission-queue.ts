import { type AdminSubmissionFilters, parseIdDigits } from "@forum/contract";
import { rewardTaskLimits } from "@forum/contract/texts";
import { useMemo } from "react";
import { useSearchParams } from "../../../lib/router/index.ts";
import type { SubmissionTab } from "./api.ts";

const tabs = ["submitted", "completed", "in_progress"] as const satisfies SubmissionTab[];
const filterKeys = ["reward_task_id", "assignment_id", "language"] as const;
export type SubmissionFilterKey = (typeof filterKeys)[number];

/**
 * The review queue's place, all of it in the address (`?status=&page=&reward_task_id=&assignment_id=&language=`), so
 * a reload or a shared link shows the same list. What the server would refuse (an id that is not one, a blank or
 * overlong language) is left out rather than asked for.
 */
export function useSubmissionQueue() {
  const [params, setParams] = useSearchParams();
  const status = tabs.find((s) => s === params.get("status")) ?? "submitted";
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const taskId = parseIdDigits(params.get("reward_task_id") ?? "");
  const assignmentId = parseIdDigits(params.get("assignment_id") ?? "");
  const language = (params.get("language") ?? "").trim().slice(0, rewardTaskLimits.languageMax);
  const filters = useMemo<AdminSubmissionFilters>(
    () => ({
      ...(taskId === null ? {} : { reward_task_id: taskId }),
      ...(assignmentId === null ? {} : { assignment_id: assignmentId }),
      ...(language ? { language } : {}),
    }),
    [taskId, assignmentId, language],
  );

  /** Another tab, page or filter; a changed tab or filter starts at the first page. Filters stay across tabs. */
  const go = (next: { status?: SubmissionTab; page?: number; set?: Partial<AdminSubmissionFilters> }) => {
    const kept = { ...filters, ...next.set };
    const query: [string, string][] = [
      ["status", next.status ?? status],
      ["page", String(next.page ?? 1)],
    ];
    for (const key of filterKeys) {
      const value = kept[key];
      if (value !== undefined) query.push([key, String(value)]);
    }
    setParams(new URLSearchParams(query));
  };
  return { status, page, filters, go, tabs };
}
