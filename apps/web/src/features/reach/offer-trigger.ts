/**
 * The offer "Get notified when someone answers", after a student's post or reply has been published: never on a first
 * visit (nothing asks before the student has written), once per student on this device, and only while the browser
 * can push and has not been answered yet. The offer itself (and all push code) is fetched only when it shows.
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

export function offerPushAfterWriting(userId: number | undefined) {
  if (userId === undefined || !canAsk()) return;
  try {
    if (localStorage.getItem(offeredKey(userId))) return;
    localStorage.setItem(offeredKey(userId), "1");
  } catch {
    return; // storage refused (private mode): without a way to remember, offering would come back after every post
  }
  void import("./push-offer.ts").then((m) => m.showPushOffer()).catch(() => {});
}
