import type { FastifyInstance } from "fastify";
import type { Db } from "../../../db/client.ts";
import type { AppContext } from "../../../platform/context.ts";
import { createPostsRepository } from "../../posts/posts.repository.ts";
import { createWatchingRepository } from "./watching.repository.ts";
import { watchingRoutes } from "./watching.routes.ts";
import { createWatchingService } from "./watching.service.ts";

/**
 * Watching, normal or muted on posts, communities and tags (API.md "Reach"). Writing a post or a reply watches the
 * post, in the publishing transaction, unless the writer chose a level there already. The notifications it makes
 * (`watched`) and silences (muted) are written by modules/notifications.
 */
export function watchingModule(app: FastifyInstance, ctx: AppContext) {
  const watchWritten = async (tx: Db, itemId: number) => void (await createWatchingRepository(tx).watchWritten(itemId));
  ctx.events.onTransaction("reply-published", (tx, { replyId }) => watchWritten(tx, replyId));
  ctx.events.onTransaction("post-published", (tx, { postId }) => watchWritten(tx, postId));
  const service = createWatchingService({
    repo: createWatchingRepository(ctx.db),
    posts: createPostsRepository(ctx.db),
  });
  watchingRoutes(app, service);
}
