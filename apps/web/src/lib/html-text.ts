/** The readable text of server HTML (for previews and excerpts); block ends become spaces so words do not run on. */
export function htmlToText(html: string): string {
  const spaced = html.replace(/<\/(p|div|h[1-6]|li|blockquote)>|<br\s*\/?>/gi, " $&");
  const doc = new DOMParser().parseFromString(spaced, "text/html");
  return (doc.body.textContent ?? "").replace(/\s+/g, " ").trim();
}
