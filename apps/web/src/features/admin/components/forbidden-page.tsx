import { ShieldAlert } from "lucide-react";
import { buttonClass } from "../../../components/button.tsx";
import { useDocumentTitle } from "../../../components/use-document-title.ts";
import { Link } from "../../../lib/router/index.ts";
import { adminTexts } from "../admin-ui-texts.ts";

/** What a signed-in student sees at an admin address (the server would answer 403 to each call). */
export function ForbiddenPage() {
  useDocumentTitle(adminTexts.forbiddenTitle);
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center">
      <ShieldAlert size={48} className="text-slate-400" aria-hidden="true" />
      <p className="mt-4 text-sm font-semibold tracking-wide text-slate-600">403</p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900">{adminTexts.forbiddenTitle}</h1>
      <p className="mt-2 text-slate-700">{adminTexts.forbidden}</p>
      <Link to="/" className={buttonClass("primary", "mt-6")}>
        {adminTexts.home}
      </Link>
    </div>
  );
}
