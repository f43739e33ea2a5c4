/** What the web app says while the phone has no connection (issue 16: readable offline, writes refused kindly). */
export const offlineTexts = {
  notice: "You are offline",
  noticeDetail: "Showing pages you have read. Nothing is sent until you are back online; a comment you write is kept.",
  /** A write (POST, PUT, DELETE) that never left the phone. */
  nothingSent: "You are offline: nothing was sent. Try again when you are back online.",
  /** A page or list that was not read before going offline, so no copy of it is on the phone. */
  notSaved: "You are offline, and this page was not saved on your phone. Open it again when you are back online.",
  /** A part of the app never opened while online (the menu, a dialog), so its code is not on the phone. */
  partNotSaved:
    "You are offline, and this part of the forum was not saved on your phone yet. Try again when you are back online.",
  draftKept: "Saved as a draft; send it when you are back online.",
  draftRestored: "Your unsent comment is back: send it when you are ready.",
} as const;
