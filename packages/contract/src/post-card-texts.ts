/**
 * The few post texts a feed card needs (core §4, §5, verbatim), in a file of their own: the home route's first
 * download carries this module whole, and not the post page's texts (post-page-texts.ts repeats these by reference).
 */
export const postCardTexts = {
  loading: "Loading...",
  anonymous: "Anonymous",
  likeFailed: "Couldn't like post",
  unlikeFailed: "couldnt unlike post",
} as const;
