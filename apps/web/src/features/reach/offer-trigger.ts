/**
 * The offer "Get notified when someone answers", after a student's post or reply has been published: never on a first
 * visit (nothing asks before the student has written), once per student on this device, and only while the browser
 * can push and has not been answered yet. This check is all the post forms fetch; the offer's code (push-offer.ts)
 * comes only when it shows. No import() here: the module stays pure, in the small `reach` chunk (vite.config.ts).
 */
export const offeredKey = (userId: number) => `forum.push-offered.${userId}`;

function canAsk(): boolean {
  return (
    typeof navigator !== "undefined" &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window &&
    Notification.permission === "default"
  );
}

/** True once per student and device, when the offer is to show now (and from then on remembered as shown). */
export function claimPushOffer(userId: number | undefined): boolean {
  if (userId === undefined || !canAsk()) return false;
  try {
    if (localStorage.getItem(offeredKey(userId))) return false;
    localStorage.setItem(offeredKey(userId), "1");
    return true;
  } catch {
    return false; // storage refused (private mode): without a way to remember, the offer would follow every post
  }
}
