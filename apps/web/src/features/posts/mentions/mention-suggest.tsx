import type { PublicUser } from "@forum/contract";
import { mentionTexts } from "@forum/contract/texts";
import { useEffect, useId, useRef, useState } from "react";
import { Avatar } from "../../../components/avatar.tsx";
import { type MentionQuery, mentionAt } from "./mention-query.ts";
import { useUserSuggestions } from "./use-user-suggestions.ts";

/** A text field the suggestions work on: a plain textarea (the reply box) or the rich-text editor. */
export type MentionField = {
  /** The element with the caret: it is named the list's owner (aria-controls, aria-activedescendant). */
  input: HTMLElement;
  /** An ancestor of `input`: its keys are caught there first, before the field (or the editor) acts on them. */
  keys: HTMLElement;
  /** The text before the caret, or null while the field is not focused or text is selected. */
  read(): { text: string; caret: number } | null;
  /** Puts "@username " where the mention being typed is. */
  replace(at: MentionQuery, username: string): void;
  /** Calls `changed` when the text or the caret moves; answers how to stop. */
  watch(changed: () => void): () => void;
  /** Where the list goes, relative to the positioned wrapper around the field (under it when not said). */
  place?(at: MentionQuery): { top: number; left: number };
};

/**
 * The @mention suggestions under a field (API.md `GET /users/suggest`): a listbox owned by the field, which keeps the
 * focus; Arrow keys move, Enter or Tab pick, Escape closes; a tap or click picks. Typing never waits for it. Nothing
 * is asked of the server until an "@" and a letter are typed.
 */
export function MentionSuggest({ field }: { field: MentionField | null }) {
  const [at, setAt] = useState<MentionQuery | null>(null);
  // Escape closes the list for the mention being typed; a new "@" opens it again.
  const [dismissed, setDismissed] = useState<number | null>(null);
  useEffect(() => {
    if (!field) return;
    const changed = () => {
      const now = field.read();
      setAt(now ? mentionAt(now.text, now.caret) : null);
    };
    // The suggestions load after the reply box opens: an "@name" typed before they arrived counts too.
    changed();
    return field.watch(changed);
  }, [field]);
  if (!field || !at || at.start === dismissed) return null;
  return <Suggestions field={field} at={at} picked={() => setAt(null)} dismiss={() => setDismissed(at.start)} />;
}

type SuggestionsProps = { field: MentionField; at: MentionQuery; picked: () => void; dismiss: () => void };

function Suggestions({ field, at, picked, dismiss }: SuggestionsProps) {
  const people = useUserSuggestions(at.query);
  const [active, setActive] = useState(0);
  const open = people.length > 0;
  const id = useId();
  const optionId = (i: number) => `${id}-${i}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new query starts at the first suggestion
  useEffect(() => setActive(0), [at.query]);

  const pick = (user: PublicUser) => {
    if (!user.meta.username) return;
    field.replace(at, user.meta.username);
    picked();
  };
  // The key handler is added once per field; it reads the latest state here.
  const state = useRef({ open, active, people, pick, dismiss });
  state.current = { open, active, people, pick, dismiss };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const s = state.current;
      if (!s.open || e.altKey || e.ctrlKey || e.metaKey) return;
      const n = s.people.length;
      if (e.key === "ArrowDown" || e.key === "ArrowUp") setActive((s.active + (e.key === "ArrowDown" ? 1 : n - 1)) % n);
      else if ((e.key === "Enter" || e.key === "Tab") && !e.shiftKey) s.pick(s.people[Math.min(s.active, n - 1)]!);
      else if (e.key === "Escape") s.dismiss();
      else return;
      e.preventDefault();
      e.stopPropagation();
    };
    field.keys.addEventListener("keydown", onKey, true);
    return () => field.keys.removeEventListener("keydown", onKey, true);
  }, [field]);

  useEffect(() => {
    const input = field.input;
    input.setAttribute("aria-autocomplete", "list");
    if (!open) return;
    input.setAttribute("aria-controls", id);
    input.setAttribute("aria-activedescendant", optionId(active));
    return () => {
      input.removeAttribute("aria-controls");
      input.removeAttribute("aria-activedescendant");
    };
  });

  if (!open) return null;
  const place = field.place?.(at);
  return (
    <div
      id={id}
      role="listbox"
      aria-label={mentionTexts.suggestions}
      style={place ? { top: place.top, left: place.left } : undefined}
      className={`absolute z-30 max-h-72 w-64 max-w-[calc(100vw-2rem)] overflow-auto rounded-xl border border-slate-200 bg-white py-1 shadow-lg ${place ? "" : "top-full left-0 mt-1"}`}
    >
      {people.map((u, i) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the field's (it keeps the focus): arrows, Enter, Tab
        <div
          key={u.user_id}
          id={optionId(i)}
          role="option"
          tabIndex={-1}
          aria-selected={i === active}
          // The field keeps the focus (and the caret) while the list is tapped or clicked.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => pick(u)}
          className={`flex min-h-11 cursor-pointer items-center gap-2 px-3 text-sm ${i === active ? "bg-blue-50" : "hover:bg-slate-50"}`}
        >
          <Avatar src={u.meta.profile_image} name="" size={28} />
          <span className="min-w-0 truncate">
            <span className="font-semibold text-slate-900">@{u.meta.username}</span>{" "}
            <span className="text-slate-600">{[u.meta.first_name, u.meta.last_name].filter(Boolean).join(" ")}</span>
          </span>
        </div>
      ))}
    </div>
  );
}
