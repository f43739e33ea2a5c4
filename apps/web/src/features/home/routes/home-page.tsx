import { messages, productName } from "@forum/contract";
import { useDocumentTitle } from "../../../components/use-document-title.ts";

/** The home route; the feed arrives with its own issue. Kept tiny: this is what every first visit downloads. */
export function HomePage() {
  useDocumentTitle();
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">{productName}</h1>
      <p className="mt-2 text-slate-700">{messages.pages.comingSoon}</p>
    </section>
  );
}
