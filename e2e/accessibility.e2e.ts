import { describe, expect, test } from "vitest";
import { axeViolations } from "./support/axe.ts";
import { journey, useBrowser, viewportNames } from "./support/browser.ts";

const browser = useBrowser();

// Design: no axe violations on main pages and a layout that fits, at phone and desktop widths; each page is checked
// once it has rendered.
const pages = [
  { name: "home", path: "/forum/", ready: "Student Forum" },
  { name: "login", path: "/forum/login", ready: "Log in" },
  { name: "signup", path: "/forum/signup", ready: "Sign up" },
  { name: "verify-token", path: "/forum/verify-token?email=ada%40uni.edu", ready: "Email Verification" },
  { name: "forgot-password", path: "/forum/forgot-password", ready: "Forgot Password" },
  { name: "communities", path: "/forum/communities", ready: "Communities" },
];

describe.each(viewportNames)("accessibility at %s", (viewport) => {
  test.each(pages)("$name: no WCAG A/AA violations, no sideways scrolling", async ({ name, path, ready }) => {
    await journey(browser(), `axe-${name}`, viewport, async (s) => {
      await s.page.goto(path);
      await s.page.getByRole("heading", { name: ready, level: 1 }).first().waitFor();
      await s.shot("page");
      expect(await axeViolations(s.page), `axe on ${path} at ${viewport}`).toEqual([]);
      // Design: works on a 360 px phone; nothing may push the page wider than the screen.
      const widths = await s.page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        screen: document.documentElement.clientWidth,
      }));
      expect(widths.page, `page width on ${path} at ${viewport}`).toBeLessThanOrEqual(widths.screen);
    });
  });
});
