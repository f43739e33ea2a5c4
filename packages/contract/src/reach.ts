import { z } from "zod";
import { communityParams } from "./communities.ts";
import { bind, operations } from "./endpoints/bind.ts";
import { reach } from "./endpoints/reach.ts";
import { dataEnvelope, messageEnvelope } from "./envelopes.ts";
import { postParams } from "./posts.ts";

/** The notification types a student turns push and e-mail on or off for (API.md "Reach"). */
export const reachTypes = ["reply", "like", "mention", "accepted", "watched"] as const;
export type ReachType = (typeof reachTypes)[number];

export const reachChannels = z.object({ push: z.boolean(), email: z.boolean() });
export type ReachChannels = z.infer<typeof reachChannels>;
export const digestFrequency = z.enum(["off", "daily", "weekly"]);
export type DigestFrequency = z.infer<typeof digestFrequency>;

export const notificationPreferences = z.object({
  digest: digestFrequency,
  types: z.object({
    reply: reachChannels,
    like: reachChannels,
    mention: reachChannels,
    accepted: reachChannels,
    watched: reachChannels,
  }),
});
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

/** A student who never chose: every type pushed, none mailed, no digest (API.md). */
export const defaultPreferences: NotificationPreferences = {
  digest: "off",
  types: Object.fromEntries(
    reachTypes.map((t) => [t, { push: true, email: false }]),
  ) as NotificationPreferences["types"],
};

/** PUT /notifications/preferences: any part of the shape; the rest stays as it is. Unknown keys are refused. */
export const preferencesUpdate = z
  .object({
    digest: digestFrequency.optional(),
    types: z
      .object(
        Object.fromEntries(reachTypes.map((t) => [t, reachChannels.partial().strict().optional()])) as {
          [K in ReachType]: z.ZodOptional<
            z.ZodObject<{ push: z.ZodOptional<z.ZodBoolean>; email: z.ZodOptional<z.ZodBoolean> }>
          >;
        },
      )
      .strict()
      .optional(),
  })
  .strict();
export type PreferencesUpdate = z.infer<typeof preferencesUpdate>;
export const preferencesResponse = dataEnvelope(notificationPreferences);

/**
 * Choices laid over others (a student's stored part over the defaults, a PUT over what was stored): a type or channel
 * the part does not name keeps what it had.
 */
export function mergePreferences(base: NotificationPreferences, part: PreferencesUpdate): NotificationPreferences {
  const types = { ...base.types };
  for (const t of reachTypes) {
    const p = part.types?.[t];
    types[t] = { push: p?.push ?? base.types[t].push, email: p?.email ?? base.types[t].email };
  }
  return { digest: part.digest ?? base.digest, types };
}

export const pushKeyResponse = dataEnvelope(z.object({ public_key: z.string() }));

/** A base64url key as PushSubscription.toJSON() gives it (padding tolerated). */
const base64url = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/);

/** An endpoint URL is long (FCM's are about 200 characters); 2,048 leaves room and bounds the column. */
export const PUSH_ENDPOINT_MAX = 2_048;
export const pushEndpoint = z.string().trim().min(1).max(PUSH_ENDPOINT_MAX);

/** POST /push/subscriptions: the browser's PushSubscription JSON (p256dh: 65 bytes, auth: 16, base64url). */
export const pushSubscriptionInput = z.object({
  endpoint: pushEndpoint,
  expirationTime: z.number().nullish(),
  keys: z.object({ p256dh: base64url(86, 90), auth: base64url(22, 24) }),
});
export const pushUnsubscribeInput = z.object({ endpoint: pushEndpoint });

export const watchLevel = z.enum(["watching", "normal", "muted"]);
export type WatchLevel = z.infer<typeof watchLevel>;
export const watchInput = z.object({ level: watchLevel });
export const watchResponse = dataEnvelope(z.object({ level: watchLevel }));
/** A tag's watch named no tag (only "#" or commas). */
export const watchMessages = { tagInvalid: "Name one tag to watch." } as const;
/** `{tag}` of a tag's watch: as a tag is written (at most 200 characters), matched by its key. */
export const tagParams = z.object({ tag: z.string().trim().min(1).max(200) });

/** `{token}` of a mail's unsubscribe address: signed, short. */
export const unsubscribeParams = z.object({ token: z.string().min(1).max(512) });

export const digestRunInput = z.object({ frequency: z.enum(["daily", "weekly"]) });
export const digestRunResponse = dataEnvelope(z.object({ sent: z.number().int() }));

export const reachApi = operations("reach", {
  pushKey: bind(reach.pushKey, "The server's VAPID public key (base64url) for PushManager.subscribe", {
    response: pushKeyResponse,
  }),
  subscribe: bind(reach.subscribe, "Store this device's push subscription (the same endpoint again is one)", {
    body: pushSubscriptionInput,
    response: messageEnvelope,
  }),
  unsubscribePush: bind(reach.unsubscribePush, "Forget this device's push subscription", {
    body: pushUnsubscribeInput,
    response: messageEnvelope,
  }),
  preferences: bind(reach.preferences, "The caller's push, e-mail and digest choices", {
    response: preferencesResponse,
  }),
  setPreferences: bind(reach.setPreferences, "Change any part of the caller's push, e-mail and digest choices", {
    body: preferencesUpdate,
    response: preferencesResponse,
  }),
  watchPost: bind(
    reach.watchPost,
    "Watch, mute or reset a post: watching notifies every new reply",
    { params: postParams, body: watchInput, response: watchResponse },
    [404],
  ),
  watchCommunity: bind(
    reach.watchCommunity,
    "Watch, mute or reset a community: watching notifies every new post",
    { params: communityParams, body: watchInput, response: watchResponse },
    [404],
  ),
  watchTag: bind(reach.watchTag, "Watch, mute or reset a tag: watching notifies every new post", {
    params: tagParams,
    body: watchInput,
    response: watchResponse,
  }),
  postWatch: bind(
    reach.postWatch,
    "The caller's watch level on a post",
    { params: postParams, response: watchResponse },
    [404],
  ),
  communityWatch: bind(
    reach.communityWatch,
    "The caller's watch level on a community",
    { params: communityParams, response: watchResponse },
    [404],
  ),
  tagWatch: bind(reach.tagWatch, "The caller's watch level on a tag", { params: tagParams, response: watchResponse }),
  unsubscribe: bind(reach.unsubscribe, "One-click unsubscribe from a mail (no sign-in; RFC 8058)", {
    params: unsubscribeParams,
    response: messageEnvelope,
  }),
  runDigests: bind(reach.runDigests, "Send the digests due now (operators and tests)", {
    body: digestRunInput,
    response: digestRunResponse,
  }),
});
