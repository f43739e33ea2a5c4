import type { Page } from "playwright-core";
import { describe, expect, inject, test } from "vitest";
import { axeViolations } from "./support/axe.ts";
import { journey, randomEmail, useBrowser, viewportNames } from "./support/browser.ts";
import { api, codeBoxes, createVerifiedAccount, enterCode, navBar, waitForPath } from "./support/forum.ts";
import { latestCode } from "./support/mail.ts";

const browser = useBrowser();

const navLinkNames = ["Home", "Communities", "Tasks", "Events", "Announcements", "Guidelines"];

// Texts are the specs' own words (forum-core.md §2, §5, §8; forum-secondary.md §2, §5), verbatim.
const loginButton = (page: Page) => page.getByRole("button", { name: /^(log ?in|sign ?in)$/i });
const signupButton = (page: Page) => page.getByRole("button", { name: /^(sign ?up|create account|register)$/i });

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await loginButton(page).click();
}

describe.each(viewportNames)("accounts at %s", (viewport) => {
  test("sign up, verify the e-mail, log in, open the profile, log out", async () => {
    const email = randomEmail("signup");
    const password = "correct-horse-1";
    await journey(browser(), "signup", viewport, async (s) => {
      const { page } = s;
      await page.goto("/forum/signup");
      await page.getByLabel("Email", { exact: true }).fill(email);
      await page.getByLabel("Password", { exact: true }).fill(password);
      await page.getByLabel(/^confirm password$/i).fill(password);
      await s.shot("signup-form");
      const since = Date.now() - 1_000;
      await signupButton(page).click();

      await waitForPath(page, "/forum/verify-token", { email });
      await page.getByText("Email Verification").first().waitFor();
      await page.getByText(/Resend code in \d+:\d\d/).waitFor();
      const code = await latestCode(inject("dataDir"), email, "verification", { since });
      expect(code).toMatch(/^\d{6}$/);
      await codeBoxes(page).first().waitFor();
      await expect(codeBoxes(page).count()).resolves.toBe(6);
      await enterCode(page, code, viewport === "mobile" ? "type" : "paste");
      await s.shot("verify-token-filled");
      await page.getByRole("button", { name: "Verify Email" }).click();

      await waitForPath(page, "/forum/login");
      await s.shot("login-after-verify");
      await logIn(page, email, password);
      await waitForPath(page, "/forum/");
      const avatar = navBar(page).locator('a[href^="/forum/profile/"]');
      await avatar.waitFor();
      await s.shot("home-logged-in");
      expect(await axeViolations(page), "axe on home, signed in").toEqual([]);
      expect(await page.evaluate(() => localStorage.getItem("root"))).toBeTruthy();

      const href = await avatar.getAttribute("href");
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("root") ?? "null"));
      expect(href).toBe(`/forum/profile/${stored?.user?.user_id}`);

      // Core §2: a logged-in user visiting /login is redirected to /.
      await page.goto("/forum/login");
      await waitForPath(page, "/forum/");
      await avatar.waitFor();
      await avatar.click();
      await waitForPath(page, href!);
      // With no name set, the profile shows the e-mail as the full name (secondary §2).
      await page.getByText(email).first().waitFor();
      await s.shot("profile");
      expect(await axeViolations(page), "axe on the own profile").toEqual([]);

      // Secondary §2: Logout sits in the About panel, a tab on small screens and a side panel on wide ones.
      const aboutTab = page.getByRole("tab", { name: "About" });
      if (viewport === "mobile" && (await aboutTab.count()) > 0) await aboutTab.click();
      await page.getByRole("button", { name: "Logout" }).click();
      await page.getByText("Logout Successful").waitFor();
      await s.shot("logout-dialog");
      await waitForPath(page, "/forum/login");
      await s.shot("logged-out");
      expect(await page.evaluate(() => localStorage.getItem("root"))).toBeNull();
      expect(s.pageErrors).toEqual([]);
      // The forms' checks (zod) ran all along this journey without eval, which the CSP refuses.
      expect(s.events.filter((e) => e.includes("CSP violation"))).toEqual([]);
    });
  });

  test("forgot password: reset with the 4-digit code, then only the new password logs in", async () => {
    const email = randomEmail("reset");
    const oldPassword = "old-password-1";
    const newPassword = "new-password-2";
    await journey(browser(), "reset-password", viewport, async (s) => {
      const { page } = s;
      await createVerifiedAccount(email, oldPassword);

      await page.goto("/forum/forgot-password");
      await page.getByRole("heading", { name: "Forgot Password" }).waitFor();
      await page.getByLabel("Email Address").fill(email);
      await s.shot("forgot-password");
      const since = Date.now() - 1_000;
      await page.getByRole("button", { name: "Send password reset code" }).click();

      await waitForPath(page, "/forum/verify-password-reset", { email });
      const code = await latestCode(inject("dataDir"), email, "reset", { since });
      expect(code).toMatch(/^\d{4}$/);
      await codeBoxes(page).first().waitFor();
      await expect(codeBoxes(page).count()).resolves.toBe(4);
      // Secondary §2: pasting exactly 4 digits into the first box fills all.
      await enterCode(page, code, viewport === "mobile" ? "paste" : "type");
      await s.shot("verify-reset-code");
      await page.getByRole("button", { name: "Verify Email" }).click();

      await waitForPath(page, "/forum/reset-password");
      await page.getByRole("heading", { name: "Reset Password" }).waitFor();
      await page.getByLabel(/^new password$/i).fill(newPassword);
      await page.getByLabel(/^confirm new password$/i).fill(newPassword);
      await s.shot("reset-password");
      await page.getByRole("button", { name: "Continue" }).click();

      await waitForPath(page, "/forum/auth-success");
      await page.getByText("New Password Set").first().waitFor();
      await page.getByText("Your password reset was successful and you can now access your account.").first().waitFor();
      await s.shot("auth-success");
      await page
        .getByRole("button", { name: "Go to Login" })
        .or(page.getByRole("link", { name: "Go to Login" }))
        .click();

      await waitForPath(page, "/forum/login");
      await logIn(page, email, oldPassword);
      await page.getByText("Invalid email or password.").first().waitFor();
      await s.shot("old-password-refused");
      expect(new URL(page.url()).pathname).toBe("/forum/login");

      // Login errors show as an alert on the form and as an error dialog (core §8): dismiss the dialog.
      const errorDialog = page.getByRole("alertdialog").or(page.getByRole("dialog"));
      await errorDialog.getByText("Invalid email or password.").waitFor();
      await errorDialog.getByRole("button", { name: "OK" }).click();
      await errorDialog.waitFor({ state: "hidden" });
      await page.getByText("Invalid email or password.").first().waitFor();
      await logIn(page, email, newPassword);
      await waitForPath(page, "/forum/");
      await navBar(page).locator('a[href^="/forum/profile/"]').waitFor();
      await s.shot("new-password-works");
      expect(s.pageErrors).toEqual([]);
    });
  });

  test("the nav bar is hidden on /login and shown on /communities", async () => {
    await journey(browser(), "nav-bar", viewport, async (s) => {
      const { page } = s;
      await page.goto("/forum/login");
      await page.getByLabel("Email", { exact: true }).waitFor();
      await s.shot("login");
      await expect(navBar(page).count()).resolves.toBe(0);

      await page.goto("/forum/communities");
      const bar = navBar(page);
      await bar.waitFor();
      await s.shot("communities");
      // Core §2: the links, inline on wide screens and in a side drawer on small ones; a guest gets a Login button.
      await bar.getByRole("link", { name: "Login" }).waitFor();
      let links = bar;
      if (viewport === "mobile") {
        await bar.getByRole("button", { name: "Search" }).waitFor();
        await bar.getByRole("button", { name: "Open menu" }).click();
        links = page.getByRole("dialog");
        await links.waitFor();
        await s.shot("drawer");
      }
      for (const name of navLinkNames) await links.getByRole("list").getByRole("link", { name, exact: true }).waitFor();
    });
  });

  test("/verify-token without an e-mail sends the visitor to /signup with the permission message", async () => {
    await journey(browser(), "verify-token-guard", viewport, async (s) => {
      const { page } = s;
      await page.goto("/forum/verify-token");
      await waitForPath(page, "/forum/signup");
      await page.getByText("You don't have permission to access the email verification page").first().waitFor();
      await s.shot("redirected");
    });
  });

  test("logging in before verifying shows the unverified message; the newest mailed code verifies", async () => {
    const email = randomEmail("unverified");
    const password = "not-yet-verified-1";
    const registered = await api("POST", "/api/v2/auth/register", { email, password });
    expect(registered.status).toBe(201);
    await journey(browser(), "unverified-login", viewport, async (s) => {
      const { page } = s;
      await page.goto("/forum/login");
      await logIn(page, email, password);
      // Core §4 and §8: not logged in; the server's message or this one is shown.
      await page.getByText("Please check your inbox to verify your email!").first().waitFor();
      await s.shot("unverified");
      expect(new URL(page.url()).pathname).toBe("/forum/login");
      expect(await page.evaluate(() => localStorage.getItem("root"))).toBeNull();
      // API.md: a fresh code is mailed (the server sends at most one a minute per address, so right after sign-up the
      // sign-up mail is the fresh one). Whatever the newest mail holds must verify the address.
      const token = await latestCode(inject("dataDir"), email, "verification");
      const verified = await api("POST", "/api/v2/auth/verify-email-token", { email, token });
      expect(verified.status).toBe(200);
    });
  });

  test("the password pages turn away visitors who skipped a step", async () => {
    await journey(browser(), "reset-guards", viewport, async (s) => {
      const { page } = s;
      // Secondary §2: without the email query, to /forgot-password with the verification permission message.
      await page.goto("/forum/verify-password-reset");
      await waitForPath(page, "/forum/forgot-password");
      await page.getByText("You don't have permission to access the email verification page").first().waitFor();
      await s.shot("verify-reset-without-email");
      // Without a token in the navigation state, to /forgot-password with "page access denied...".
      await page.goto("/forum/reset-password");
      await waitForPath(page, "/forum/forgot-password");
      await page.getByText("page access denied. Start password reset again.").first().waitFor();
      await s.shot("reset-without-token");
    });
  });

  test("an error in the login page's query is shown like a login error", async () => {
    await journey(browser(), "login-error-query", viewport, async (s) => {
      const { page } = s;
      await page.goto(`/forum/login?error=${encodeURIComponent("Google login failed. Please try again.")}`);
      await page.getByText("Google login failed. Please try again.").first().waitFor();
      await s.shot("error-shown");
    });
  });

  test("sign-up refuses mismatched passwords, then a taken e-mail (alert and error dialog)", async () => {
    const email = randomEmail("taken");
    await createVerifiedAccount(email, "first-owner-1");
    await journey(browser(), "signup-errors", viewport, async (s) => {
      const { page } = s;
      await page.goto("/forum/signup");
      await page.getByLabel("Email", { exact: true }).fill(email);
      await page.getByLabel("Password", { exact: true }).fill("second-owner-1");
      await page.getByLabel(/^confirm password$/i).fill("second-owner-2");
      await signupButton(page).click();
      await page.getByText("Passwords do not match.").first().waitFor();
      await s.shot("mismatch");

      await page.getByLabel(/^confirm password$/i).fill("second-owner-1");
      await signupButton(page).click();
      // Core §8: sign-up errors show as an alert on the form and as an error dialog; API.md: the taken message.
      const errorDialog = page.getByRole("alertdialog").or(page.getByRole("dialog"));
      await errorDialog.getByText("The email has already been taken.").waitFor();
      await s.shot("taken");
      await errorDialog.getByRole("button", { name: "OK" }).click();
      await page.getByText("The email has already been taken.").first().waitFor();
      expect(new URL(page.url()).pathname).toBe("/forum/signup");
    });
  });

  test("Continue as Guest leads from /login and /signup to the home page", async () => {
    await journey(browser(), "guest", viewport, async (s) => {
      const { page } = s;
      for (const path of ["/forum/login", "/forum/signup"]) {
        await page.goto(path);
        await page
          .getByRole("link", { name: "Continue as Guest" })
          .or(page.getByRole("button", { name: "Continue as Guest" }))
          .click();
        await waitForPath(page, "/forum/");
        await navBar(page).getByRole("link", { name: "Login" }).waitFor();
      }
      await s.shot("home-as-guest");
    });
  });

  test("the login form shows only the first validation error", async () => {
    await journey(browser(), "login-validation", viewport, async (s) => {
      const { page } = s;
      await page.goto("/forum/login");
      await loginButton(page).click();
      await page.getByText("Email is required.").first().waitFor();
      await s.shot("empty-submit");
      await expect(page.getByText("Password is required.").count()).resolves.toBe(0);
      expect(new URL(page.url()).pathname).toBe("/forum/login");

      // Editing a field clears that field's error; the next submit shows the next first error.
      await page.getByLabel("Email", { exact: true }).fill("student@example.edu");
      await page.getByText("Email is required.").waitFor({ state: "hidden" });
      await loginButton(page).click();
      await page.getByText("Password is required.").first().waitFor();
      await s.shot("password-required");
    });
  });
});
