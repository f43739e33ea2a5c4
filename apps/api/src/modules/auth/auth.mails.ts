import { limits, productName } from "@forum/contract";
import type { Mail } from "../../platform/mailer.ts";

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A reset mail's second way in: a link that sets a new password without the code. */
type DirectLink = { href: string; text: string; label: string };

function codeMail(
  to: string,
  subject: string,
  intro: string,
  code: string,
  minutes: number,
  link: string,
  direct?: DirectLink,
): Mail {
  const ignore = direct
    ? "If you did not ask for this, you can ignore this mail: nothing changes unless the code or the link is used."
    : "If you did not ask for this, you can ignore this mail: nothing changes without the code.";
  const text = [
    intro,
    "",
    `Your code: ${code}`,
    `It is valid for ${minutes} minutes and can be used once.`,
    "",
    `Enter it here: ${link}`,
    ...(direct ? ["", direct.text, direct.href] : []),
    "",
    ignore,
    `— ${productName}`,
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111827;line-height:1.5">
<p>${escapeHtml(intro)}</p>
<p style="font-size:28px;font-weight:700;letter-spacing:8px;margin:16px 0">${code}</p>
<p>It is valid for <strong>${minutes} minutes</strong> and can be used once.</p>
<p><a href="${escapeHtml(link)}">Enter the code</a></p>
${direct ? `<p>${escapeHtml(direct.text)}<br><a href="${escapeHtml(direct.href)}">${escapeHtml(direct.label)}</a></p>\n` : ""}<p style="color:#6b7280;font-size:13px">${escapeHtml(ignore)}<br>— ${escapeHtml(productName)}</p>
</body></html>`;
  return { to, subject, text, html };
}

export const verificationMail = (to: string, code: string, publicUrl: string) =>
  codeMail(
    to,
    `Your ${productName} verification code is ${code}`,
    `Welcome to ${productName}! Use this code to verify your e-mail address.`,
    code,
    limits.emailCodeValidMinutes,
    `${publicUrl}/forum/verify-token?email=${encodeURIComponent(to)}`,
  );

/**
 * The page that sets a new password, with the mailed reset token in the fragment: a browser never sends a fragment
 * to a server, so the token stays out of access logs and Referer headers; the page moves it into navigation state.
 */
export const resetLink = (publicUrl: string, token: string) => `${publicUrl}/forum/reset-password#token=${token}`;

export const passwordResetMail = (to: string, code: string, token: string, publicUrl: string) =>
  codeMail(
    to,
    `Your ${productName} password reset code is ${code}`,
    `Someone (hopefully you) asked to reset the password of your ${productName} account.`,
    code,
    limits.resetCodeValidMinutes,
    `${publicUrl}/forum/verify-password-reset?email=${encodeURIComponent(to)}`,
    {
      href: resetLink(publicUrl, token),
      text: `Or choose a new password straight away with this link, also valid for ${limits.resetCodeValidMinutes} minutes and once. It works even while codes for your address are paused after wrong tries:`,
      label: "Choose a new password",
    },
  );

/**
 * After repeated wrong reset codes (at most one a day): the owner learns of it, that nothing changed, and that the
 * link of a reset mail still works while codes are paused.
 */
export function resetAttemptsMail(to: string, publicUrl: string): Mail {
  const subject = `Someone is trying to reset your ${productName} password`;
  const lines = [
    `Someone is trying to reset the password of your ${productName} account (${to}) and has entered several wrong codes.`,
    "Your password is unchanged, and nothing changes unless the link or the code of one of our reset mails is used. To keep your account safe, codes for it are now checked slowly and only a few a day.",
    `If it was you: the link in our password reset mail still works, even while codes are paused. It is valid for ${limits.resetCodeValidMinutes} minutes; if it has expired, ask for a new reset mail and use its link.`,
    "If it was not you, you need not do anything: keep signing in with your password as usual, and never pass on a code or a link from our mails.",
  ];
  const link = `${publicUrl}/forum/forgot-password`;
  const text = [...lines, "", `Ask for a new reset mail: ${link}`, "", `— ${productName}`].join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111827;line-height:1.5">
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("\n")}
<p><a href="${escapeHtml(link)}">Ask for a new reset mail</a></p>
<p style="color:#6b7280;font-size:13px">— ${escapeHtml(productName)}</p>
</body></html>`;
  return { to, subject, text, html };
}
