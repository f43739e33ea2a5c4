/** A LIKE/ILIKE pattern matching `text` anywhere, with the user's own % _ \ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A LIKE pattern matching what starts with `text` (an index range scan on a text_pattern_ops index). */
export const prefixPattern = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
