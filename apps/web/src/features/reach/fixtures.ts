import type { NotificationPreferences } from "@forum/contract";

/** A student who never chose: every type pushed, none mailed, no digest (API.md "Reach"). */
export const startingPreferences = (): NotificationPreferences => ({
  digest: "off",
  types: {
    reply: { push: true, email: false },
    like: { push: true, email: false },
    mention: { push: true, email: false },
    accepted: { push: true, email: false },
    watched: { push: true, email: false },
  },
});
