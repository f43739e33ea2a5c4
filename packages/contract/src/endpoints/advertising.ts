import type {
  adBody,
  adCheckout,
  adClickResponse,
  adCreated,
  adIdParams,
  adList,
  adPlacementResponse,
  adsQuery,
  paymentVerified,
  paymentVerifyBody,
} from "../advertising.ts";
import { endpoint } from "./endpoint.ts";

type Id = typeof adIdParams;

/**
 * Secondary §2 and §7 advertising, API.md "Secondary areas: Advertising": a student's campaigns (signed in), the feed's
 * placement and the click redirect (public). `pay` and `verifyPayment` are ours: the checkout of an unpaid campaign (its
 * pending one, reused, or a new one), and the return page's check of a payment (Paystack's webhook is raw, not a JSON
 * call: see the payments module).
 */
export const advertising = {
  create: endpoint<{ body: typeof adBody; response: typeof adCreated }>()("POST", "forum", "/advertisements", "user", {
    status: 201,
    form: true,
  }),
  list: endpoint<{ query: typeof adsQuery; response: typeof adList }>()("GET", "forum", "/advertisements", "user"),
  pay: endpoint<{ params: Id; response: typeof adCheckout }>()("POST", "forum", "/advertisements/:id/pay", "user"),
  placement: endpoint<{ response: typeof adPlacementResponse }>()(
    "GET",
    "forum",
    "/advertisements/placement",
    "public",
  ),
  /** Answers `302` to the ad's URL: link to it (`pathOf(advertising.click, {id})` under the forum base), never fetch it. */
  click: endpoint<{ params: Id; response: typeof adClickResponse }>()(
    "GET",
    "forum",
    "/advertisements/:id/click",
    "public",
    { status: 302 },
  ),
  verifyPayment: endpoint<{ body: typeof paymentVerifyBody; response: typeof paymentVerified }>()(
    "POST",
    "forum",
    "/payments/paystack/verify",
    "user",
  ),
};
