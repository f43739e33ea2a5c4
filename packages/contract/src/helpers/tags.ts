/** Core §5: split on commas, trim, drop empties; duplicates (ignoring case) keep their first spelling. */
export function normaliseTags(input: string | string[] | null | undefined): string[] {
  const parts = (Array.isArray(input) ? input : (input ?? "").split(",")).flatMap((t) => t.split(","));
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of parts) {
    const tag = raw.trim().replace(/^#/, "").slice(0, 40);
    if (tag && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      tags.push(tag);
    }
  }
  return tags.slice(0, 10);
}
