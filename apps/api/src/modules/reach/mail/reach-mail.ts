import { productName } from "@forum/contract";
import type { Mail } from "../../../platform/mailer.ts";

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** One line of a mail: what happened (or a post's title) and where to read it. */
export type MailLine = { text: string; url: string };

export type ReachMailParts = {
  to: string;
  subject: string;
  intro: string;
  sections: { heading?: string; lines: MailLine[]; more: number }[];
  /** Why this mail came ("You get this because e-mail is on for replies."). */
  why: string;
  /** What the unsubscribe link turns off, said as an action ("Stop these e-mails for replies"). */
  stop: string;
  publicUrl: string;
  unsubscribeToken: string;
};

export const unsubscribeUrl = (publicUrl: string, token: string) => `${publicUrl}/forum/api/v1/unsubscribe/${token}`;
export const settingsUrl = (publicUrl: string) => `${publicUrl}/forum/settings/notifications`;

/**
 * Every Reach mail: small plain text and light HTML (no remote images, no tracking), why it was sent, where to change
 * that, and RFC 8058 one-click unsubscribe headers to the signed address.
 */
export function reachMail(p: ReachMailParts): Mail {
  const unsubscribe = unsubscribeUrl(p.publicUrl, p.unsubscribeToken);
  const settings = settingsUrl(p.publicUrl);
  const andMore = (n: number) => `and ${n} more`;
  const text = [
    p.intro,
    ...p.sections.flatMap((s) => [
      "",
      ...(s.heading ? [s.heading] : []),
      ...s.lines.map((l) => `- ${l.text}\n  ${l.url}`),
      ...(s.more > 0 ? [andMore(s.more)] : []),
    ]),
    "",
    "--",
    p.why,
    `Change what ${productName} sends you: ${settings}`,
    `${p.stop}: ${unsubscribe}`,
  ].join("\n");
  const html = [
    `<p>${escapeHtml(p.intro)}</p>`,
    ...p.sections.map((s) =>
      [
        s.heading ? `<p><strong>${escapeHtml(s.heading)}</strong></p>` : "",
        `<ul>${s.lines.map((l) => `<li><a href="${escapeHtml(l.url)}">${escapeHtml(l.text)}</a></li>`).join("")}</ul>`,
        s.more > 0 ? `<p>${escapeHtml(andMore(s.more))}</p>` : "",
      ].join(""),
    ),
    `<hr><p style="font-size:small;color:#555">${escapeHtml(p.why)}<br>`,
    `<a href="${escapeHtml(settings)}">Change what ${escapeHtml(productName)} sends you</a> · `,
    `<a href="${escapeHtml(unsubscribe)}">${escapeHtml(p.stop)}</a></p>`,
  ].join("\n");
  return {
    to: p.to,
    subject: p.subject,
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
