import { reachApi } from "@forum/contract";
import type { FastifyInstance } from "fastify";
import { mounter } from "../../../platform/endpoints.ts";
import type { PushService } from "./push.service.ts";

/** Forum base: the VAPID key for anyone, a signed-in student's device subscriptions (the write throttle counts them). */
export function pushRoutes(app: FastifyInstance, d: { service: PushService; publicKey: string }) {
  const on = mounter(app, "reach");
  on(reachApi.pushKey, async () => ({ data: { public_key: d.publicKey } }));
  on(reachApi.subscribe, ({ body, user }) =>
    d.service.subscribe(user.id, { endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth }),
  );
  on(reachApi.unsubscribePush, ({ body, user }) => d.service.unsubscribe(user.id, body.endpoint));
}
