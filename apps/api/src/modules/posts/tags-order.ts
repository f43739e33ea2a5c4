import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/**
 * post_tags has no position column, so the typed order lives in posts.tags_text. A tag never holds a comma
 * (normaliseTags splits on it), so joining with ", " lets each tag's place be found without ambiguity, even when one
 * tag is a prefix of another ("exam prep, exam"). The column also feeds search, where commas are ignored.
 */
export const tagsText = (tags: readonly string[]) => tags.join(", ");

/** Sort key of `tag` in `text` (as written by tagsText); 0 for rows written before the order was kept. */
export const tagPosition = (text: AnyColumn | SQL, tag: SQL) =>
  sql`strpos(', ' || ${text} || ',', ', ' || ${tag} || ',')`;
