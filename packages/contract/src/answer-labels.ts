/**
 * The few words of accepted answers that the cards, the feed's filter and the post page show at first paint (API.md
 * "Answers"): apart from answer-texts.ts, in the web's first-page kit, so they add no chunk of their own (shared by
 * the home, a community and a profile, a module of their own reshuffled the home's chunks: 2 KB more).
 */

/** `GET /posts/{id}?sort=`: the order of the replies after the accepted answer (the API's default is oldest). */
export const replySorts = ["best", "oldest", "newest"] as const;
export type ReplySort = (typeof replySorts)[number];

/** The cards of every list carry only this word. */
export const solvedLabel = "Solved";
/** Above the accepted reply on the post page. */
export const acceptedAnswerLabel = "Accepted answer";
