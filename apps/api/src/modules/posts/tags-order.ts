/**
 * post_tags has no position column, so the typed order lives in posts.tags_text. A tag never holds a comma
 * (normaliseTags splits on it), so joining with ", " lets each tag's place be found without ambiguity, even when one
 * tag is a prefix of another ("exam prep, exam"): posts.repository.ts sorts a post's tags by that place. The column
 * also feeds search, where commas are ignored.
 */
export const tagsText = (tags: readonly string[]) => tags.join(", ");
