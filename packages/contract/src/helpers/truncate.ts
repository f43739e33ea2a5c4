/** Cuts text to `max` characters and adds "..." when it was longer (titles 10/15/30, previews 400). */
export function truncate(text: string | null | undefined, max: number): string {
  const s = text ?? "";
  const chars = Array.from(s); // count characters, not UTF-16 units, so emoji are not split
  return chars.length > max ? `${chars.slice(0, max).join("")}...` : s;
}
