/**
 * Words too common in a question's title to tell one question from another: matching them would suggest half the
 * forum (and read half the trigram index), so only the others are matched.
 */
const STOP_WORDS = new Set(
  (
    "the and for are but not you your yours with this that these those from have has had was were will would could " +
    "should can cant does did how what why when where which who whom whose about into onto any all some there their " +
    "they them then than our out one get got please help need anyone someone know just also very much more most"
  ).split(" "),
);

/** At most this many words are matched: each is an index scan, and a long title's first words say enough. */
export const SUGGEST_WORDS_MAX = 8;

/**
 * The words of a typed title worth matching: lower-cased, letters and digits only, at least 3 characters (the trigram
 * index cannot find shorter ones), no stop words, each once.
 */
export function suggestWords(q: string): string[] {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const kept = words.filter((w) => w.length >= 3 && !STOP_WORDS.has(w));
  return [...new Set(kept)].slice(0, SUGGEST_WORDS_MAX);
}
