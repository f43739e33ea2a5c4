import { feedTexts, postPageTexts, profilePageTexts, profileTexts } from "@forum/contract";
import { useRef } from "react";
import { Alert } from "../../../components/alert.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { useNearBottom } from "../../home/components/use-near-bottom.ts";
import { PostCard } from "../../posts/components/post-card.tsx";
import { type PostListKind, useUserPostList } from "../api.ts";

const { tabs } = profilePageTexts;
const texts: Record<PostListKind, { empty: string; failed: string; label: string }> = {
  posts: { empty: profilePageTexts.noPosts, failed: profileTexts.fetchPostsFailed, label: tabs.posts },
  replies: { empty: profilePageTexts.noReplies, failed: profileTexts.fetchRepliesFailed, label: tabs.replies },
  bookmarks: {
    empty: profilePageTexts.noBookmarks,
    failed: profilePageTexts.fetchBookmarksFailed,
    label: tabs.bookmarks,
  },
};

/** A profile tab's posts, paged like the feed (the next page as the end comes near); a failure empties the list. */
export function UserPostList({ userId, kind }: { userId: number; kind: PostListKind }) {
  const list = useUserPostList(userId, kind);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetching, isFetchingNextPage, fetchNextPage } = list;
  useNearBottom(
    sentinel,
    () => {
      if (hasNextPage && !isFetching) void fetchNextPage();
    },
    Boolean(hasNextPage) && !isFetchingNextPage,
  );
  const { empty, failed, label } = texts[kind];
  if (list.isPending) {
    return (
      <div className="flex justify-center p-8 text-primary">
        <Spinner size={28} label={postPageTexts.loading} />
      </div>
    );
  }
  if (list.isError && !list.isFetchNextPageError) {
    return <Alert title={profilePageTexts.loadFailedTitle}>{failed}</Alert>;
  }
  const seen = new Set<number>();
  const posts = (list.data?.pages ?? []).flatMap((p) => p.data).filter((p) => !seen.has(p.id) && seen.add(p.id));
  if (posts.length === 0) {
    return <p className="rounded-2xl border border-slate-200 bg-white p-8 text-center text-slate-700">{empty}</p>;
  }
  return (
    <>
      <ul className="space-y-4" aria-label={label}>
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} aria-hidden="true" className="h-px" />
      {isFetchingNextPage && (
        <p role="status" className="flex items-center justify-center gap-2 py-6 text-slate-700">
          <Spinner size={20} />
          {feedTexts.loadingMore}
        </p>
      )}
      {list.isFetchNextPageError && <Alert title={profilePageTexts.loadFailedTitle}>{failed}</Alert>}
    </>
  );
}
