import { productName } from "@forum/contract";
import { escapeHtml, settingsUrl } from "./reach-mail.ts";
import type { UnsubscribeScope } from "./unsubscribe-token.ts";

/** What a link turns off, as the page says it. */
export const scopeText = (scope: UnsubscribeScope) =>
  scope === "digest"
    ? "the e-mail digest"
    : scope === "email"
      ? "e-mails about unread notifications"
      : `e-mails about ${scope} notifications`;

/** A small page of its own (inline style only, no script): works without JavaScript, everything escaped. */
function page(title: string, body: string) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;line-height:1.5">
<h1 style="font-size:1.4rem">${escapeHtml(title)}</h1>
${body}
</body></html>`;
}

export const confirmPage = (action: string, scope: UnsubscribeScope) =>
  page(
    `Unsubscribe from ${productName}`,
    `<p>Stop ${escapeHtml(scopeText(scope))}?</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit" style="font-size:1rem;padding:.5rem 1rem">Unsubscribe</button></form>`,
  );

export const donePage = (publicUrl: string, scope: UnsubscribeScope) =>
  page(
    "You are unsubscribed",
    `<p>We will not send you ${escapeHtml(scopeText(scope))} any more.</p>
<p><a href="${escapeHtml(settingsUrl(publicUrl))}">Change what ${escapeHtml(productName)} sends you</a></p>`,
  );

export const invalidPage = () =>
  page("This link is not valid", "<p>This unsubscribe link is not valid. Check that you copied all of it.</p>");
