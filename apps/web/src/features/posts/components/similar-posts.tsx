import { truncate } from "@forum/contract/helpers";
import { postPageTexts } from "@forum/contract/texts";
import { Spinner } from "../../../components/spinner.tsx";
import { Link } from "../../../lib/router/index.ts";
import { useSimilar } from "../post-api.ts";
import { PostAuthor } from "./post-author.tsx";
import { postPath } from "./post-card.tsx";

/** Core §2 You Might Also Enjoy: author, '& {n} others shared their thoughts on', the title cut at 30. */
export function SimilarPosts({ id }: { id: number }) {
  const similar = useSimilar(id);
  return (
    <section aria-labelledby="similar-title" className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id="similar-title" className="text-lg font-semibold text-slate-900">
        {postPageTexts.similarTitle}
      </h2>
      {similar.isPending && <Spinner className="mt-3 text-primary" label={postPageTexts.loading} />}
      {!similar.isPending && !similar.data?.length && <p className="mt-3 text-slate-600">{postPageTexts.noSimilar}</p>}
      <ul className="mt-3 space-y-3">
        {similar.data?.map((p) => (
          <li key={p.id} className="text-sm text-slate-700">
            {/* The spec names the author here without a link: the title is the one link of the line. */}
            <PostAuthor post={p} linked={false} className="font-semibold text-slate-900" />{" "}
            {postPageTexts.othersShared(p.replies_count)}{" "}
            <Link to={postPath(p.uuid)} className="font-medium text-primary hover:underline">
              {p.title ? truncate(p.title, 30) : postPageTexts.similarFallbackTitle}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
