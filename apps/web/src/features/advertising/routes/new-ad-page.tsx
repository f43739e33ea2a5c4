import { fullNameOrEmail } from "@forum/contract/helpers";
import { adTexts } from "@forum/contract/texts";
import { ArrowLeft } from "lucide-react";
import { useDocumentTitle } from "../../../components/use-document-title.ts";
import { Link, Navigate, useLocation } from "../../../lib/router/index.ts";
import { useSession } from "../../../lib/session.ts";
import { AdForm } from "../components/ad-form.tsx";

/** Secondary §2 /advertise/new: the ad form with its live preview. Signed in only. */
export default function NewAdPage() {
  const session = useSession();
  const { pathname, search } = useLocation();
  useDocumentTitle(adTexts.newTitle);
  if (!session) return <Navigate to="/login" replace state={{ from: `${pathname}${search}` }} />;
  return (
    <section aria-labelledby="new-ad-title" className="mx-auto max-w-6xl px-3 py-4 sm:px-4 sm:py-6">
      <Link to="/advertise" className="inline-flex min-h-11 items-center gap-1 font-medium text-primary underline">
        <ArrowLeft size={18} aria-hidden="true" />
        {adTexts.back}
      </Link>
      <h1 id="new-ad-title" className="mt-2 text-2xl font-bold text-slate-900">
        {adTexts.newTitle}
      </h1>
      <AdForm poster={fullNameOrEmail(session.user)} />
    </section>
  );
}
