import { reachOfferTexts, reachSettingsTexts } from "@forum/contract/texts";
import { ApiError } from "../../lib/api-client.ts";
import { errorMessage } from "../../lib/error-message.ts";
import { notify } from "../../lib/notify.ts";
import { toasts } from "../../lib/toaster-store.ts";
import { PushNotAllowed, subscribe } from "./push-device.ts";

const device = reachSettingsTexts.device;

/** "Turn on" asks the browser's permission from the student's click, then subscribes; the outcome is a toast. */
async function turnOn() {
  try {
    await subscribe();
    notify.success(device.turnedOn);
  } catch (err) {
    if (err instanceof PushNotAllowed) notify.error(device.notAllowed);
    else notify.error(err instanceof ApiError ? errorMessage(err, device.failed) : device.failed);
  }
}

/**
 * A toast, not a dialog: it takes no focus and blocks nothing. It stays until answered (its buttons are reached with
 * Tab, or with sonner's Alt+T), as someone who needs time to reach it must have it.
 */
export async function showPushOffer() {
  const { toast } = await toasts();
  toast(reachOfferTexts.title, {
    id: "push-offer",
    description: reachOfferTexts.body,
    duration: Number.POSITIVE_INFINITY,
    action: { label: reachOfferTexts.turnOn, onClick: () => void turnOn() },
    cancel: { label: reachOfferTexts.notNow, onClick: () => {} },
  });
}
