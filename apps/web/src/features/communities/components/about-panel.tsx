import type { Community } from "@forum/contract";
import { communityTexts } from "@forum/contract/texts";

/** Core §2 about panel: the community's own text, then the spec's fixed sample statistics. */
export function AboutPanel({ community }: { community: Community }) {
  return (
    <section aria-labelledby="about-heading" className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id="about-heading" className="text-lg font-semibold text-slate-900">
        {communityTexts.about}
      </h2>
      <p className="mt-2 whitespace-pre-line break-words text-slate-700">{community.about || communityTexts.noAbout}</p>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        {communityTexts.stats.map((s) => (
          <div key={s.label} className="rounded-xl bg-slate-50 p-3 text-center">
            <dt className="text-sm text-slate-600">{s.label}</dt>
            <dd className="text-xl font-bold text-slate-900">{s.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
