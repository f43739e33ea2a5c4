import type { AdminAd, AdStatus } from "@forum/contract";
import * as Tabs from "@radix-ui/react-tabs";
import { useState } from "react";
import { useDocumentTitle } from "../../../components/use-document-title.ts";
import { useSearchParams } from "../../../lib/router/index.ts";
import { adminTexts } from "../../admin/admin-ui-texts.ts";
import { Pager } from "../../admin/components/pager.tsx";
import { QueryView } from "../../admin/components/query-view.tsx";
import { useAdminAds } from "./api.ts";
import { AdReviewRow } from "./components/ad-review-row.tsx";
import { RejectAdDialog } from "./components/reject-ad-dialog.tsx";
import { adminAdTexts as t } from "./texts.ts";

const statuses = ["pending", "active", "completed", "rejected"] as const satisfies AdStatus[];
const tabClass =
  "flex min-h-11 shrink-0 items-center rounded-lg px-4 font-medium text-slate-700 hover:bg-slate-100 data-[state=active]:bg-blue-50 data-[state=active]:text-primary";

/** `/admin/advertisements`: campaigns by status, the waiting ones first; the tab and page live in the address. */
export default function AdvertisementsPage() {
  useDocumentTitle(adminTexts.nav.advertisements);
  const [params, setParams] = useSearchParams();
  const status = statuses.find((s) => s === params.get("status")) ?? "pending";
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const go = (next: { status?: AdStatus; page?: number }) =>
    setParams({ status: next.status ?? status, page: String(next.page ?? 1) });
  const ads = useAdminAds(status, page);
  const [rejecting, setRejecting] = useState<AdminAd | null>(null);

  return (
    <section aria-labelledby="ads-title">
      <h1 id="ads-title" className="text-2xl font-bold text-slate-900">
        {adminTexts.nav.advertisements}
      </h1>
      <Tabs.Root value={status} onValueChange={(v) => go({ status: v as AdStatus })} className="mt-4">
        <Tabs.List
          aria-label={adminTexts.nav.advertisements}
          className="flex gap-2 overflow-x-auto border-b border-slate-200 pb-2"
        >
          {statuses.map((s) => (
            <Tabs.Trigger key={s} value={s} className={tabClass}>
              {t.statuses[s]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={status} className="mt-4 outline-none">
          <QueryView query={ads} isEmpty={(r) => r.data.length === 0 && page === 1} empty={t.none[status]}>
            {(r) => (
              <>
                <ul className="space-y-3" aria-busy={ads.isPlaceholderData || undefined}>
                  {r.data.map((ad) => (
                    <AdReviewRow key={ad.id} ad={ad} onReject={() => setRejecting(ad)} />
                  ))}
                </ul>
                <Pager
                  page={page}
                  lastPage={r.last_page}
                  label={t.pages(t.statuses[status])}
                  onPage={(p) => go({ page: p })}
                />
              </>
            )}
          </QueryView>
        </Tabs.Content>
      </Tabs.Root>
      {rejecting && <RejectAdDialog ad={rejecting} onClose={() => setRejecting(null)} />}
    </section>
  );
}
