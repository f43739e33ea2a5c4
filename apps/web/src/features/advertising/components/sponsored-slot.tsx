import { adTexts } from "@forum/contract/texts";
import { usePlacement } from "../placement-api.ts";

/** The card's name for screen readers (here, not in ads-ui-texts: the slot's chunk then needs no other). */
export const sponsoredBy = (business: string) => `Sponsored: ${business}`;

/**
 * One sponsored card of the home feed (its own chunk). The feed mounts it when the student scrolls near its place
 * (feed-list.tsx), so the campaign it asks for at once counts an impression for a slot about to be seen; it shows
 * nothing when there is none or the request fails. The link goes through the server's click address, which counts
 * the click and redirects.
 */
export default function SponsoredSlot({ slot }: { slot: number }) {
  const placement = usePlacement(slot, true);
  const ad = placement.data;
  // A stand-in with no height or gap of its own until there is something to show.
  if (!ad) return <li aria-hidden="true" className="mb-0! h-0" />;
  return (
    <li>
      <article
        aria-label={sponsoredBy(ad.business_name)}
        className="overflow-hidden rounded-2xl border border-slate-200 bg-white"
      >
        <a
          href={ad.click_url}
          rel="sponsored noopener"
          target="_blank"
          className="block hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-primary"
        >
          <div className="flex items-center justify-between gap-2 px-4 pt-3">
            <p className="min-w-0 font-semibold break-words text-slate-900">{ad.business_name}</p>
            <span className="shrink-0 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-bold text-amber-900">
              {adTexts.adMark}
            </span>
          </div>
          <p className="px-4 pt-1 pb-3 break-words whitespace-pre-line text-slate-800">{ad.caption}</p>
          {ad.image && (
            <img
              src={ad.image}
              alt=""
              width={640}
              height={360}
              loading="lazy"
              decoding="async"
              className="aspect-video h-auto w-full bg-slate-100 object-cover"
            />
          )}
        </a>
      </article>
    </li>
  );
}
