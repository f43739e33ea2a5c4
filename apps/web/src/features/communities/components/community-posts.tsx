import type { Community } from "@forum/contract";
import { communityTexts, messages, postPageTexts } from "@forum/contract/texts";
import { MessagesSquare } from "lucide-react";
import { Suspense } from "react";
import { Alert } from "../../../components/alert.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { useAnswerFilter } from "../../posts/answer-filter.ts";
import { PostList } from "../../posts/components/post-list.tsx";

const AnswerFilterBar = optionalLazy(() => import("../../posts/components/answer-filter.tsx"));

import { optionalLazy } from "../../../lib/optional-lazy.tsx";
import { useCommunityPosts } from "../api.ts";

/** A member's view of the community's posts, newest first, paged as the feed is (core §4). */
export function CommunityPosts({ community, search }: { community: Community; search: string }) {
  const [answers, setAnswers] = useAnswerFilter();
  const bar = (empty?: boolean) => (
    <Suspense fallback={null}>
      <AnswerFilterBar value={answers} onChange={setAnswers} empty={empty} />
    </Suspense>
  );
  const list = useCommunityPosts(community.id, search, community.user_is_member, answers);
  if (list.isPending) {
    return (
      <div className="flex justify-center p-8 text-primary">
        <Spinner size={28} label={postPageTexts.loading} />
      </div>
    );
  }
  if (!list.data) {
    return (
      <Alert>
        {messages.errors.generic}{" "}
        <button type="button" onClick={() => list.refetch()} className="font-semibold underline">
          Retry
        </button>
      </Alert>
    );
  }
  const posts = list.items;
  if (posts.length === 0) {
    if (search)
      return (
        <p className="rounded-2xl bg-white p-6 text-center text-slate-700">{communityTexts.noSearchResult(search)}</p>
      );
    if (answers) return bar(true);
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
        <MessagesSquare size={40} aria-hidden="true" className="mx-auto text-primary" />
        <h2 className="mt-2 text-lg font-semibold text-slate-900">{communityTexts.noPostsTitle}</h2>
        <p className="mt-1 text-slate-700">{communityTexts.noPostsBody}</p>
      </div>
    );
  }
  return (
    <>
      {bar()}
      <PostList posts={posts} label={`Posts in ${community.name}`} paging={list} />
    </>
  );
}
