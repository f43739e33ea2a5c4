import { limits } from "@forum/contract/texts";

/**
 * Comments typed but not sent (offline, or the page left), one per post, kept on the phone until sent. One entry holds
 * them all with their author, so on a shared phone one student's drafts are never offered to another; bounded in
 * count and length so they cannot fill the browser's storage.
 */
const storageKey = "forum.comment-drafts";
const maxDrafts = 20;

type Drafts = { owner: number; byPost: Record<string, { text: string; at: number }> };

function load(owner: number): Drafts {
  try {
    const parsed = JSON.parse(localStorage.getItem(storageKey) ?? "null") as Drafts | null;
    if (parsed?.owner === owner && parsed.byPost && typeof parsed.byPost === "object") return parsed;
  } catch {
    // Unreadable (edited by hand, or another version's): start afresh.
  }
  return { owner, byPost: {} };
}

function store(drafts: Drafts) {
  try {
    localStorage.setItem(storageKey, JSON.stringify(drafts));
  } catch {
    // Storage full or refused (private mode): the draft stays in the form only.
  }
}

export const commentDrafts = {
  read(owner: number, postUuid: string): string {
    const text = load(owner).byPost[postUuid]?.text;
    return typeof text === "string" ? text : "";
  },
  save(owner: number, postUuid: string, text: string) {
    const drafts = load(owner);
    if (!text.trim()) delete drafts.byPost[postUuid];
    else drafts.byPost[postUuid] = { text: text.slice(0, limits.contentTextMax), at: Date.now() };
    // The oldest go first past the bound.
    const entries = Object.entries(drafts.byPost).sort(([, a], [, b]) => b.at - a.at);
    drafts.byPost = Object.fromEntries(entries.slice(0, maxDrafts));
    store(drafts);
  },
  remove(owner: number, postUuid: string) {
    commentDrafts.save(owner, postUuid, "");
  },
};

/** Drops every draft (a sign-out on a shared phone). */
export function forgetCommentDrafts() {
  localStorage.removeItem(storageKey);
}
