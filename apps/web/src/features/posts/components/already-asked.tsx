import { askOnceTexts } from "@forum/contract/texts";
import { useDebouncedValue } from "../../../components/use-debounced-value.ts";
import { Link } from "../../../lib/router/index.ts";
import { useSuggestions } from "../ask-once-api.ts";

/** How long the title must rest before it is matched (the server limits how often a student may ask). */
export const SUGGEST_DEBOUNCE_MS = 300;

/** Tiny on purpose: the accepted-answers work brings the shared Solved badge; this one is the suggestions' own. */
function SolvedBadge() {
  return (
    <span className="shrink-0 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
      {askOnceTexts.solved}
    </span>
  );
}

/**
 * Questions like the title being typed, under the title field ("Already asked?"). It never holds up typing: the title
 * is matched once it rests, the last answer stays while the next loads, and the list sits below the field, so the
 * field and its caret never move. Links open a new tab, so the question being written stays as it is.
 */
export function AlreadyAsked({ title, id }: { title: string; id: string }) {
  const settled = useDebouncedValue(title, SUGGEST_DEBOUNCE_MS);
  const { data, isFetching } = useSuggestions(settled);
  if (data.length === 0) return null;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      aria-busy={isFetching || undefined}
      className="mt-2 rounded-xl border border-amber-200 bg-amber-50 p-3"
    >
      <h2 id={`${id}-heading`} className="text-sm font-semibold text-amber-950">
        {askOnceTexts.suggestionsHeading}
      </h2>
      <p className="text-xs text-amber-900">{askOnceTexts.suggestionsHint}</p>
      <ul className="mt-1 divide-y divide-amber-200">
        {data.map((s) => (
          <li key={s.uuid}>
            <Link
              to={`/post/${encodeURIComponent(s.uuid)}`}
              target="_blank"
              rel="noopener"
              className="flex min-h-11 items-center gap-2 py-1 text-sm text-slate-900 hover:underline"
            >
              <span className="min-w-0 flex-1 break-words">{s.title}</span>
              {s.solved && <SolvedBadge />}
              <span className="shrink-0 text-xs text-slate-700">{askOnceTexts.replies(s.replies_count)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
