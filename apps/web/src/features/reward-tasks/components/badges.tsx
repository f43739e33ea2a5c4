import { statusBadge, rewardTaskTexts as T } from "@forum/contract/texts";
import type { ReactNode } from "react";

export function Badge({
  children,
  tone = "slate",
}: {
  children: ReactNode;
  tone?: "slate" | "blue" | "red" | "green";
}) {
  const colours = {
    slate: "bg-slate-100 text-slate-800",
    blue: "bg-blue-50 text-blue-900",
    red: "bg-red-700 text-white",
    green: "bg-green-50 text-green-900",
  };
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${colours[tone]}`}>
      {children}
    </span>
  );
}

/** Secondary §3: "IN PROGRESS", "SUBMITTED", ... */
export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={status === "completed" ? "green" : "blue"}>{statusBadge(status)}</Badge>;
}

export const OverdueChip = () => <Badge tone="red">{T.overdue}</Badge>;
