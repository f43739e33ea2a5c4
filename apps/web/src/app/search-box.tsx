import { Search } from "lucide-react";
import { type FormEvent, useState } from "react";
import { inputClass } from "../components/text-field.tsx";
import { useNavigate } from "../lib/router/index.ts";

/** The small-screen search row; the feed (home) reads `?search=` once the feed issue lands. */
export function SearchBox({ id, onDone }: { id: string; onDone: () => void }) {
  const [term, setTerm] = useState("");
  const navigate = useNavigate();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = term.trim();
    navigate(q ? `/?search=${encodeURIComponent(q)}` : "/");
    onDone();
  };
  return (
    <search id={id} className="border-t border-slate-200 bg-white px-3 py-2 lg:hidden">
      <form onSubmit={submit} className="flex gap-2">
        <label htmlFor={`${id}-input`} className="sr-only">
          Search posts
        </label>
        <input
          id={`${id}-input`}
          type="search"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          onKeyDown={(e) => e.key === "Escape" && onDone()}
          placeholder="Search posts"
          // biome-ignore lint/a11y/noAutofocus: the box appears because the user asked to search
          autoFocus
          enterKeyHint="search"
          className={inputClass}
        />
        <button
          type="submit"
          aria-label="Search"
          className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary text-white"
        >
          <Search size={20} aria-hidden="true" />
        </button>
      </form>
    </search>
  );
}
