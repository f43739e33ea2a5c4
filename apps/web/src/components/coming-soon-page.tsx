import { messages } from "@forum/contract/texts";
import { useDocumentTitle } from "./use-document-title.ts";

/** Placeholder for a page whose issue has not landed yet: its name and nothing fake. */
export function ComingSoonPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-700">{messages.pages.comingSoon}</p>
    </section>
  );
}
