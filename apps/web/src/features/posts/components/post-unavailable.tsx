import { postPageTexts } from "@forum/contract";
import { Button } from "../../../components/button.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { Link } from "../../../lib/router/index.ts";

/**
 * Why a post cannot be shown: it does not exist (or is someone's draft), it is a members-only community post (403:
 * say so and point to the communities), or the request failed (offer to try again rather than claim it is gone).
 */
export function PostUnavailable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const status = error instanceof ApiError ? error.status : 0;
  const [title, action] =
    status === 403
      ? [error instanceof ApiError ? error.message : postPageTexts.membersOnly, "communities"]
      : status === 404
        ? [postPageTexts.notFound, "home"]
        : [postPageTexts.loadFailed, "retry"];
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 text-center">
      <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
      {action === "retry" ? (
        <Button className="mt-4" onClick={onRetry}>
          {postPageTexts.retry}
        </Button>
      ) : (
        <Link
          to={action === "communities" ? "/communities" : "/"}
          className="mt-4 inline-block font-medium text-primary underline"
        >
          {action === "communities" ? postPageTexts.seeCommunities : "Home"}
        </Link>
      )}
    </div>
  );
}
