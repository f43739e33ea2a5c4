/**
 * The events page's labels that are the web's alone (the contract's `eventTexts` holds the spec's texts and the
 * reminder's labels).
 */
export const eventsUiTexts = {
  list: "Events",
  loading: "Loading events...",
  loadFailed: "We could not load the events.",
  retry: "Try again",
};
