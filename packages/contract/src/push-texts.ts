/** Web Push (API.md "Reach"): the server's answers to a device's subscription. */
export const pushMessages = {
  subscribed: "Notifications are on for this device.",
  unsubscribed: "Notifications are off for this device.",
  /** 422: the server never posts to a private address (API.md). */
  endpointRefused:
    "The push endpoint must be an https:// address of a public push service (no private or local address, no other port).",
} as const;
