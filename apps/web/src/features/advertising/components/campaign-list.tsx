import type { Ad } from "@forum/contract";
import { adTexts } from "@forum/contract/texts";
import { Megaphone } from "lucide-react";
import { Alert } from "../../../components/alert.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { useMediaQuery } from "../../../components/use-media-query.ts";
import { useMyAds, usePayAd } from "../api.ts";
import { CampaignCards, CampaignTable } from "./campaign-table.tsx";

/** The list's states: loading, failed (the spec's texts, load or search), empty, no match, or the campaigns. */
export function CampaignList({ search }: { search: string }) {
  const list = useMyAds(search);
  const pay = usePayAd();
  const phone = useMediaQuery("(max-width: 639px)");
  // A refusal's toast is the hook's (api.ts): it holds when the list is gone before the answer arrives.
  const onPay = (ad: Ad) => pay.mutate(ad.id);

  if (list.isPending) {
    return (
      <div className="flex justify-center p-10 text-primary">
        <Spinner size={32} label={adTexts.loading} />
      </div>
    );
  }
  if (list.isError) {
    return (
      <Alert>
        {search ? adTexts.searchFailed : adTexts.loadFailed}{" "}
        <button type="button" onClick={() => void list.refetch()} className="font-semibold underline">
          {adTexts.retry}
        </button>
      </Alert>
    );
  }
  const ads = list.data.data;
  if (ads.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white px-4 py-10 text-center">
        <Megaphone size={36} aria-hidden="true" className="text-slate-400" />
        <p className="mt-3 font-semibold text-slate-900">{search ? adTexts.noMatches(search) : adTexts.noCampaigns}</p>
      </div>
    );
  }
  // A checkout being opened keeps its button busy until the browser leaves.
  const payingId = pay.isPending || pay.isSuccess ? (pay.variables ?? null) : null;
  const props = { ads, onPay, payingId, busy: list.isPlaceholderData };
  return phone ? <CampaignCards {...props} /> : <CampaignTable {...props} />;
}
