/** Full-page navigation, behind an object so tests can replace it (jsdom cannot navigate). */
export const browser = {
  assign(url: string) {
    window.location.assign(url);
  },
  pathname: () => window.location.pathname,
};
