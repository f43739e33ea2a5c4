import { limits, productName } from "@forum/contract";
import type { Mail } from "../../platform/mailer.ts";

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

function codeMail(to: string, subject: string, intro: string, code: string, minutes: number, link: string): Mail {
  const text = [
    intro,
    "",
    `Your code: ${code}`,
    `It is valid for ${minutes} minutes and can be used once.`,
    "",
    `Enter it here: ${link}`,
    "",
    `If you did not ask for this, you can ignore this mail: nothing changes without the code.`,
    `— ${productName}`,
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111827;line-height:1.5">
<p>${escapeHtml(intro)}</p>
<p style="font-size:28px;font-weight:700;letter-spacing:8px;margin:16px 0">${code}</p>
<p>It is valid for <strong>${minutes} minutes</strong> and can be used once.</p>
<p><a href="${escapeHtml(link)}">Enter the code</a></p>
<p style="color:#6b7280;font-size:13px">If you did not ask for this, you can ignore this mail: nothing changes without the code.<br>— ${escapeHtml(productName)}</p>
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

export const passwordResetMail = (to: string, code: string, publicUrl: string) =>
  codeMail(
    to,
    `Your ${productName} password reset code is ${code}`,
    `Someone (hopefully you) asked to reset the password of your ${productName} account.`,
    code,
    limits.resetCodeValidMinutes,
    `${publicUrl}/forum/verify-password-reset?email=${encodeURIComponent(to)}`,
  );

/** After repeated wrong reset codes (at most one a day): the owner learns of it, and that nothing changed. */
export function resetAttemptsMail(to: string, publicUrl: string): Mail {
  const subject = `Someone is trying to reset your ${productName} password`;
  const lines = [
    `Someone is trying to reset the password of your ${productName} account (${to}) and has entered several wrong codes.`,
    "Your password is unchanged. To keep your account safe, further codes for it are now checked slowly and only a few a day.",
    "If this was you, wait a little and use the newest code we mailed you. If it was not, you need not do anything: keep signing in with your password as usual, and never pass on a code from our mails.",
  ];
  const link = `${publicUrl}/forum/login`;
  const text = [...lines, "", `Log in: ${link}`, "", `— ${productName}`].join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111827;line-height:1.5">
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("\n")}
<p><a href="${escapeHtml(link)}">Log in</a></p>
<p style="color:#6b7280;font-size:13px">— ${escapeHtml(productName)}</p>
</body></html>`;
  return { to, subject, text, html };
}
