/**
 * Core §2: the pages that show no navigation bar (sign-up, login and the account e-mails' pages), as paths under
 * /forum. The web's layout leaves the bar out on them; the server leaves out the bar index.html draws before the app
 * runs, so it does not flash on them.
 */
export const barlessPaths: ReadonlySet<string> = new Set([
  "/signup",
  "/login",
  "/verify-token",
  "/forgot-password",
  "/reset-password",
  "/auth-success",
  "/verify-password-reset",
]);

/** Whether the page at `path` (under /forum, any trailing slash and query ignored) shows no navigation bar. */
export const isBarlessPath = (path: string) => barlessPaths.has(path.split(/[?#]/)[0]!.replace(/\/+$/, "") || "/");
