const DAY = 86_400_000;

/** Secondary §4: Expired / Due today / Due tomorrow / {n} days left / No deadline, counted in calendar days. */
export function deadlineText(deadline: string | Date | null | undefined, now: Date = new Date()): string {
  if (!deadline) return "No deadline";
  const due = typeof deadline === "string" ? new Date(deadline) : deadline;
  if (Number.isNaN(due.getTime())) return "No deadline";
  const startOf = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  const days = Math.round((startOf(due) - startOf(now)) / DAY);
  if (days < 0) return "Expired";
  if (days === 0) return "Due today";
  if (days === 1) return "Due tomorrow";
  return `${days} days left`;
}
