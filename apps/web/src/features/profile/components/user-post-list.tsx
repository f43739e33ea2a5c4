import { postPageTexts, profileTexts } from "@forum/contract/texts";
import { Suspense } from "react";
import { Alert } from "../../../components/alert.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { useAnswerFilter } from "../../posts/answer-filter.ts";
import { PostList } from "../../posts/components/post-list.tsx";

const AnswerFilterBar = optionalLazy(() => import("../../posts/components/answer-filter.tsx"));

import { optionalLazy } from "../../../lib/optional-lazy.tsx";
import { type PostListKind, useUserPostList } from "../api.ts";

const { tabs } = profileTexts;
const texts: Record<PostListKind, { empty: string; failed: string; label: string }> = {
  posts: { empty: profileTexts.noPosts, failed: profileTexts.fetchPostsFailed, label: tabs.posts },
  replies: { empty: profileTexts.noReplies, failed: profileTexts.fetchRepliesFailed, label: tabs.replies },
  bookmarks: {
    empty: profileTexts.noBookmarks,
    failed: profileTexts.fetchBookmarksFailed,
    label: tabs.bookmarks,
  },
};

/** A profile tab's posts, paged like the feed (the next page as the end comes near); a failure empties the list. */
export function UserPostList({ userId, kind }: { userId: number; kind: PostListKind }) {
  const [filter, setFilter] = useAnswerFilter();
  const answers = kind === "posts" ? filter : "";
  const list = useUserPostList(userId, kind, true, answers);
  const bar = (none?: boolean) =>
    kind === "posts" && (
      <Suspense fallback={null}>
        <AnswerFilterBar value={answers} onChange={setFilter} empty={none} />
      </Suspense>
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
    return <Alert title={profileTexts.loadFailedTitle}>{failed}</Alert>;
  }
  const posts = list.items;
  if (posts.length === 0) {
    if (answers) return bar(true);
    return <p className="rounded-2xl border border-slate-200 bg-white p-8 text-center text-slate-700">{empty}</p>;
  }
  return (
    <>
      {bar()}
      <PostList
        posts={posts}
        label={label}
        paging={list}
        nextPageError={list.isFetchNextPageError && <Alert title={profileTexts.loadFailedTitle}>{failed}</Alert>}
      />
    </>
  );
}
