import { adTexts, adLimits as L, lastAdStartDate } from "@forum/contract/texts";
import { useState } from "react";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { errorMessage } from "../../../lib/error-message.ts";
import { notify } from "../../../lib/notify.ts";
import { useClientConfig } from "../../auth/api.ts";
import { forumToday } from "../ad-dates.ts";
import { adsUiTexts, notAnImage } from "../ads-ui-texts.ts";
import { useCreateAd } from "../api.ts";
import { type AdValues, firstProblem } from "../validate-ad.ts";
import { AdDateField } from "./ad-date-field.tsx";
import { AdField, AdTextArea } from "./ad-field.tsx";
import { AdImageInput } from "./ad-image-input.tsx";
import { AdPreview } from "./ad-preview.tsx";

const empty: AdValues = { business_name: "", caption: "", adUrl: "", duration: "", budget: "", start_date: "" };

/**
 * The ad form (secondary §2, §5): checked in the spec's order before sending, each problem shown as a notice and an
 * inline alert; the server's refusal likewise. Nothing typed is lost on a failure; on success the browser goes to
 * the checkout when payment is on, else back to the campaigns (useCreateAd). Without payment on the forum, the button
 * does not say Pay, and a note says none is needed (until the config is known, the spec's button text stands).
 */
export function AdForm({ poster }: { poster: string }) {
  const create = useCreateAd();
  const free = useClientConfig().data?.payments_required === false;
  const [values, setValues] = useState(empty);
  const [image, setImage] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Leaving for the checkout: still busy, so a second tap makes no second campaign.
  const busy = create.isPending || Boolean(create.data?.payment_url);
  const today = forumToday();
  const set = (key: keyof AdValues) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));
  const fail = (message: string, toast: (text: string) => void) => {
    setProblem(message);
    toast(message);
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found = firstProblem(values, today);
    if (found) return fail(found, notify.info);
    setProblem(null);
    const body = new FormData();
    for (const [key, value] of Object.entries(values)) body.append(key, value.trim());
    if (image) body.append("image", image, image.name);
    // The hook tells the failure; the alert is this form's own, and goes with it.
    create.mutate(body, { onError: (err) => setProblem(errorMessage(err)) });
  };

  return (
    <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <form noValidate onSubmit={submit} className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        {problem && <Alert onClose={() => setProblem(null)}>{problem}</Alert>}
        <AdField
          label={adTexts.businessName}
          value={values.business_name}
          maxLength={L.businessNameMax}
          autoComplete="organization"
          onChange={set("business_name")}
        />
        <AdTextArea label={adTexts.caption} value={values.caption} maxLength={L.captionMax} onChange={set("caption")} />
        <AdField
          label={adTexts.adUrl}
          hint={adTexts.adUrlHint}
          type="url"
          inputMode="url"
          value={values.adUrl}
          maxLength={L.adUrlMax}
          onChange={set("adUrl")}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <AdField
            label={adTexts.duration}
            type="number"
            inputMode="numeric"
            min={L.durationMin}
            max={L.durationMax}
            step={1}
            value={values.duration}
            onChange={set("duration")}
          />
          <AdField
            label={adTexts.budget}
            hint={adTexts.budgetHint}
            type="number"
            inputMode="numeric"
            min={L.budgetMin}
            max={L.budgetMax}
            step={1}
            value={values.budget}
            onChange={set("budget")}
          />
        </div>
        <AdDateField
          label={adTexts.startDate}
          min={today}
          max={lastAdStartDate(today)}
          value={values.start_date}
          onChange={(start_date) => setValues((v) => ({ ...v, start_date }))}
        />
        <AdImageInput
          file={image}
          onChange={(file) => {
            if (file && !file.type.startsWith("image/")) {
              setImage(null);
              return fail(notAnImage, notify.info);
            }
            setImage(file);
          }}
        />
        {free && <p className="text-sm text-slate-700">{adsUiTexts.freeNote}</p>}
        <Button type="submit" busy={busy} className="w-full sm:w-auto">
          {busy ? adTexts.submitting : free ? adsUiTexts.submitFree : adTexts.submit}
        </Button>
      </form>
      <AdPreview businessName={values.business_name} caption={values.caption} image={image} poster={poster} />
    </div>
  );
}
