import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import webpush from "web-push";
import { isPrivateAddress } from "./endpoint-check.ts";

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** The push service's host resolved to a private address (DNS rebinding): never retried. */
export class PrivateAddressError extends Error {}

/**
 * Resolves like dns.lookup and refuses a host any of whose addresses is private: the connection is made to the
 * address checked here, so a name that turns private between the subscription and the send is not followed.
 */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, "", 4);
    const list = addresses as dns.LookupAddress[];
    const bad = list.find((a) => isPrivateAddress(a.address));
    if (bad || list.length === 0) {
      return callback(new PrivateAddressError(`${hostname} resolves to a private address`), "", 4);
    }
    if (options.all) return (callback as (e: null, a: dns.LookupAddress[]) => void)(null, list);
    return callback(null, list[0]!.address, list[0]!.family);
  });
};

/** A push service that does not answer in this long is tried again later. */
const TIMEOUT_MS = 10_000;
/** A notification a day old is not worth showing (the push service drops it after that). */
const TTL_SECONDS = 24 * 60 * 60;

/**
 * Encrypts `payload` for the subscription (RFC 8291, aes128gcm), signs with VAPID (RFC 8292) and posts it (RFC 8030);
 * answers the push service's status. `trusted`: an allowed origin (a local push service), reached without the check.
 */
export function sendPush(target: PushTarget, payload: string, vapid: VapidKeys, trusted: boolean): Promise<number> {
  const details = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: target }, payload, {
    vapidDetails: vapid,
    TTL: TTL_SECONDS,
    urgency: "normal",
    contentEncoding: "aes128gcm",
  });
  const url = new URL(details.endpoint);
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: "POST",
        headers: details.headers as http.OutgoingHttpHeaders,
        timeout: TIMEOUT_MS,
        lookup: trusted ? undefined : publicLookup,
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error("the push service did not answer in time")));
    request.on("error", reject);
    request.end(details.body ?? undefined);
  });
}
