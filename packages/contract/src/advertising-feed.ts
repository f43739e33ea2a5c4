/**
 * The feed shows one sponsored card after every this many posts. A module of its own: the home route needs this
 * number alone, and a bundler keeps a module whole in one chunk, so the advertising pages' texts and bounds stay out
 * of the first download.
 */
export const adFeedEvery = 10;
