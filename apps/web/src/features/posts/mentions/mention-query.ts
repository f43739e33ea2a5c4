/** What the student is typing after an "@" right before the caret: "@ad|" gives { start: at "@", query: "ad" }. */
export type MentionQuery = { start: number; end: number; query: string };

const atCaret = /(^|[\s([{"'])@([A-Za-z0-9][A-Za-z0-9_.]{0,29})$/;

export function mentionAt(text: string, caret: number): MentionQuery | null {
  const m = atCaret.exec(text.slice(Math.max(0, caret - 32), caret));
  if (!m) return null;
  const query = m[2]!;
  return { start: caret - query.length - 1, end: caret, query };
}

/** `text` with the mention being typed replaced by "@username " and where the caret goes after it. */
export function insertMention(text: string, at: MentionQuery, username: string) {
  const inserted = `@${username} `;
  const rest = text.slice(at.end).replace(/^ /, "");
  return { text: text.slice(0, at.start) + inserted + rest, caret: at.start + inserted.length };
}
