/** Core §2: the shared link is {origin}/forum/post/{uuid}?title={title}. */
export function shareLink(uuid: string, title: string | null, origin = window.location.origin): string {
  return `${origin}/forum/post/${encodeURIComponent(uuid)}?title=${encodeURIComponent(title ?? "")}`;
}

export function shareTargets(link: string, title: string | null) {
  const text = title ?? "";
  return {
    email: `mailto:?subject=${encodeURIComponent(text)}&body=${encodeURIComponent(`${text}\n${link}`)}`,
    x: `https://twitter.com/intent/tweet?url=${encodeURIComponent(link)}&text=${encodeURIComponent(text)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`,
  };
}
