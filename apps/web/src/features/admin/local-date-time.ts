/**
 * A `datetime-local` input speaks the browser's local time without a zone; the contract wants ISO 8601 with one. The
 * form keeps the ISO string (what the server takes and answers) and the input shows it in local time.
 */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (!iso || Number.isNaN(date.getTime())) return "";
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** The input's local value as ISO 8601 (UTC); empty or unreadable is empty (no deadline). */
export function fromLocalInput(local: string): string {
  const date = new Date(local);
  return local && !Number.isNaN(date.getTime()) ? date.toISOString() : "";
}
