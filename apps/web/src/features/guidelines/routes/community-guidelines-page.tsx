import { BookOpen } from "lucide-react";
import { useDocumentTitle } from "../../../components/use-document-title.ts";
import {
  guidelineSections,
  guidelinesContents,
  guidelinesIntro,
  guidelinesTitle,
  guidelinesUpdated,
} from "../guidelines-content.ts";

/**
 * Secondary §2 /community-guidelines: the static page, public. One h1, an h2 per section (a screen reader's heading
 * list is the table of contents), and a contents nav that sits beside the text on a wide screen.
 */
export default function CommunityGuidelinesPage() {
  useDocumentTitle(guidelinesTitle);
  return (
    <article
      aria-labelledby="guidelines-title"
      className="mx-auto max-w-5xl px-3 py-6 sm:px-4 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-8"
    >
      <header className="lg:col-span-2">
        <div className="flex items-center gap-3">
          <BookOpen size={28} aria-hidden="true" className="shrink-0 text-primary" />
          <h1 id="guidelines-title" className="text-2xl font-bold text-slate-900">
            {guidelinesTitle}
          </h1>
        </div>
        <p className="mt-1 text-sm text-slate-600">
          <time dateTime={guidelinesUpdated.iso}>{guidelinesUpdated.label}</time>
        </p>
        <p className="mt-3 max-w-prose text-slate-700">{guidelinesIntro}</p>
      </header>
      <nav aria-labelledby="guidelines-contents" className="mt-6 lg:sticky lg:top-20 lg:self-start">
        <h2 id="guidelines-contents" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
          {guidelinesContents}
        </h2>
        <ol className="mt-2 grid gap-1 sm:grid-cols-2 lg:grid-cols-1">
          {guidelineSections.map((s, i) => (
            <li key={s.id}>
              <a
                href={`#${s.id}`}
                className="flex min-h-11 items-center rounded-lg px-2 text-slate-700 hover:bg-slate-100 hover:text-primary"
              >
                {i + 1}. {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-6 space-y-4">
        {guidelineSections.map((s, i) => (
          <section
            key={s.id}
            id={s.id}
            aria-labelledby={`${s.id}-title`}
            // The fixed navigation bar would cover a heading jumped to from the contents.
            className="scroll-mt-20 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
          >
            <h2 id={`${s.id}-title`} className="text-lg font-semibold text-slate-900">
              {i + 1}. {s.title}
            </h2>
            {s.paragraphs.map((p) => (
              <p key={p} className="mt-2 max-w-prose text-slate-700">
                {p}
              </p>
            ))}
            {s.points && (
              <ul className="mt-2 max-w-prose list-disc space-y-1 pl-5 text-slate-700">
                {s.points.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </article>
  );
}
