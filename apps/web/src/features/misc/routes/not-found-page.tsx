import { buttonClass } from "../../../components/button.tsx";
import { useDocumentTitle } from "../../../components/use-document-title.ts";
import { Link } from "../../../lib/router/index.ts";

export default function NotFoundPage() {
  useDocumentTitle("Page not found");
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <p className="text-5xl font-bold text-primary">404</p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Page not found</h1>
      <p className="mt-2 text-slate-700">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className={buttonClass("primary", "mt-6")}>
        Back to Home
      </Link>
    </section>
  );
}
