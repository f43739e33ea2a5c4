import { adLimits, adTexts } from "@forum/contract/texts";
import { Plus } from "lucide-react";
import { useState } from "react";
import { buttonClass } from "../../../components/button.tsx";
import { SearchField } from "../../../components/search-field.tsx";
import { useDebouncedValue } from "../../../components/use-debounced-value.ts";
import { useDocumentTitle } from "../../../components/use-document-title.ts";
import { Link, Navigate, useLocation } from "../../../lib/router/index.ts";
import { useSession } from "../../../lib/session.ts";
import { CampaignList } from "../components/campaign-list.tsx";
import { PaymentReturn } from "../components/payment-return.tsx";

/** The search waits this long after the last key (as the other searches of the forum). */
const searchDebounceMs = 300;

/** Secondary §2 /advertise: the heading, the 24-hour promise, Create New Campaign, and the student's campaigns. */
export default function AdvertisePage() {
  const session = useSession();
  const { pathname, search } = useLocation();
  useDocumentTitle(adTexts.title);
  if (!session) return <Navigate to="/login" replace state={{ from: `${pathname}${search}` }} />;
  return <Advertise />;
}

function Advertise() {
  const [text, setText] = useState("");
  const [submitted, setSubmitted] = useState<string | null>(null);
  const settled = useDebouncedValue(text, searchDebounceMs);
  // The server refuses a longer search (422); what fits is searched instead.
  const search = (submitted === text ? text : settled).trim().slice(0, adLimits.searchMax);
  return (
    <section aria-labelledby="advertise-title" className="mx-auto max-w-6xl px-3 py-4 sm:px-4 sm:py-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 id="advertise-title" className="text-2xl font-bold text-slate-900">
            {adTexts.title}
          </h1>
          <p className="mt-1 text-slate-700">{adTexts.promise}</p>
        </div>
        <Link to="/advertise/new" className={buttonClass("primary", "w-full sm:w-auto")}>
          <Plus size={20} aria-hidden="true" />
          {adTexts.create}
        </Link>
      </div>
      <div className="mt-4">
        <PaymentReturn />
      </div>
      <SearchField
        label={adTexts.searchLabel}
        placeholder={adTexts.searchPlaceholder}
        value={text}
        onChange={setText}
        onSubmit={() => setSubmitted(text)}
        className="mt-4 max-w-md"
      />
      <div className="mt-4">
        <CampaignList search={search} />
      </div>
    </section>
  );
}
