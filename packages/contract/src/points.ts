/**
 * The one points rule of the forum (secondary §1 "a profile with statistics and points"), used by
 * `GET /user/stats` and shown on the profile's Leaderboard row.
 *
 * What counts (the same scope as the leaderboard's likes, `GET /engagements/leaderboard`):
 * - only published items (drafts never count);
 * - anonymous posts and comments count nowhere for their author: a counter that moved when someone liked an
 *   anonymous post would unmask who wrote it (an anonymous comment does count as received by the post's author, and
 *   a like of an anonymous post as given by the liker: neither says who wrote it);
 * - never oneself: liking one's own post or commenting under it earns nothing;
 * - likes received are likes (not dislikes) on the user's posts of type post (comments' likes do not count), in
 *   communities too: exactly the number the leaderboard ranks by;
 * - likes given are the user's likes on other students' published posts and comments;
 * - comments received are other students' comments under the user's posts and comments;
 * - posts shared are the user's published posts of type post;
 * - comments written (for points) are the user's comments under other students' posts;
 * - an approved reward-task item adds the points it carried when approved (this week's by its approval date);
 * - an accepted answer (API.md "Answers") earns its author `answerAccepted`, in the week it was accepted
 *   (posts.accepted_at): only a published, non-anonymous reply to someone else's published question, so accepting
 *   one's own reply earns nothing and an anonymous answer earns nothing (its author's total would unmask it). The
 *   points are counted from the question's accepted reply, so undoing or changing the answer moves them at once.
 *
 * `points` are those earned this week (since Monday 00:00 Africa/Lagos, the leaderboard's week), `total_points` all
 * of them.
 */
export const pointsRule = {
  postShared: 5,
  commentWritten: 2,
  likeReceived: 1,
  answerAccepted: 15,
} as const;

export type PointsCounts = {
  postsShared: number;
  commentsWritten: number;
  likesReceived: number;
  answersAccepted: number;
};

export function pointsFor(c: PointsCounts): number {
  return (
    c.postsShared * pointsRule.postShared +
    c.commentsWritten * pointsRule.commentWritten +
    c.likesReceived * pointsRule.likeReceived +
    c.answersAccepted * pointsRule.answerAccepted
  );
}

/** Words for the profile: how points are earned, from the rule above. */
export const pointsExplained = `A post earns ${pointsRule.postShared} points, a comment on someone else's post ${pointsRule.commentWritten}, every like your posts receive ${pointsRule.likeReceived}, an answer accepted by someone else ${pointsRule.answerAccepted}, and each reward task approved the points it shows.`;
