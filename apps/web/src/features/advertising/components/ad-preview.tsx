import { adTexts } from "@forum/contract/texts";
import { useEffect, useState } from "react";
import { adsUiTexts } from "../ads-ui-texts.ts";

/** The chosen file as an address the <img> can show, given back to the browser when it changes or the form closes. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** Secondary §2: the live preview, as the feed will show it: business name, caption, image, who posts it, marked Ad. */
export function AdPreview({
  businessName,
  caption,
  image,
  poster,
}: {
  businessName: string;
  caption: string;
  image: File | null;
  poster: string;
}) {
  const src = useObjectUrl(image);
  const name = businessName.trim() || adTexts.previewBusiness;
  return (
    <section aria-label={adsUiTexts.previewOf}>
      <h2 className="mb-2 text-sm font-semibold tracking-wide text-slate-600 uppercase">{adTexts.previewLabel}</h2>
      <article className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        <div className="flex items-center justify-between gap-2 px-4 pt-3">
          <p className="min-w-0 text-sm break-words text-slate-600">{poster}</p>
          <span className="shrink-0 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-bold text-amber-900">
            {adTexts.adMark}
          </span>
        </div>
        <p className="px-4 pt-1 font-semibold break-words text-slate-900">{name}</p>
        <p className="px-4 pt-1 pb-3 break-words whitespace-pre-line text-slate-800">
          {caption.trim() || adTexts.previewCaption}
        </p>
        {src && <img src={src} alt={adsUiTexts.imageAlt(name)} className="aspect-video w-full object-cover" />}
      </article>
    </section>
  );
}
