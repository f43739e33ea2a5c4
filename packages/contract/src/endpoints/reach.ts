import type { communityParams } from "../communities.ts";
import type { messageEnvelope } from "../envelopes.ts";
import type { postParams } from "../posts.ts";
import type {
  digestRunInput,
  digestRunResponse,
  preferencesResponse,
  preferencesUpdate,
  pushKeyResponse,
  pushSubscriptionInput,
  pushUnsubscribeInput,
  tagParams,
  unsubscribeParams,
  watchInput,
  watchResponse,
} from "../reach.ts";
import { endpoint } from "./endpoint.ts";

type Watch<P> = { params: P; body: typeof watchInput; response: typeof watchResponse };
type WatchRead<P> = { params: P; response: typeof watchResponse };

/** Reach (API.md "Answers, reach and trust"): Web Push, notification preferences, watching, mail unsubscribe. */
export const reach = {
  pushKey: endpoint<{ response: typeof pushKeyResponse }>()("GET", "forum", "/push/key", "public"),
  subscribe: endpoint<{ body: typeof pushSubscriptionInput; response: typeof messageEnvelope }>()(
    "POST",
    "forum",
    "/push/subscriptions",
    "user",
    { status: 201 },
  ),
  unsubscribePush: endpoint<{ body: typeof pushUnsubscribeInput; response: typeof messageEnvelope }>()(
    "DELETE",
    "forum",
    "/push/subscriptions",
    "user",
  ),
  preferences: endpoint<{ response: typeof preferencesResponse }>()(
    "GET",
    "forum",
    "/notifications/preferences",
    "user",
  ),
  setPreferences: endpoint<{ body: typeof preferencesUpdate; response: typeof preferencesResponse }>()(
    "PUT",
    "forum",
    "/notifications/preferences",
    "user",
  ),
  watchPost: endpoint<Watch<typeof postParams>>()("PUT", "forum", "/posts/:id/watch", "user"),
  watchCommunity: endpoint<Watch<typeof communityParams>>()("PUT", "forum", "/communities/:id/watch", "user"),
  watchTag: endpoint<Watch<typeof tagParams>>()("PUT", "forum", "/tags/:tag/watch", "user"),
  /** Not in API.md: the bell shows the level it starts from. */
  postWatch: endpoint<WatchRead<typeof postParams>>()("GET", "forum", "/posts/:id/watch", "user"),
  communityWatch: endpoint<WatchRead<typeof communityParams>>()("GET", "forum", "/communities/:id/watch", "user"),
  tagWatch: endpoint<WatchRead<typeof tagParams>>()("GET", "forum", "/tags/:tag/watch", "user"),
  /** A mail's one-click unsubscribe (RFC 8058): no sign-in, the signed token says whose mail and what it turns off. */
  unsubscribe: endpoint<{ params: typeof unsubscribeParams; response: typeof messageEnvelope }>()(
    "POST",
    "forum",
    "/unsubscribe/:token",
    "public",
  ),
  runDigests: endpoint<{ body: typeof digestRunInput; response: typeof digestRunResponse }>()(
    "POST",
    "forum",
    "/admin/digests/run",
    "admin",
  ),
};
