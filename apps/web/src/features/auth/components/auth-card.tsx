import type { ReactNode } from "react";
import { Logo } from "../../../components/logo.tsx";
import { useDocumentTitle } from "../../../components/use-document-title.ts";
import { Link } from "../../../lib/router/index.ts";

/** The frame of every auth page: the logo on top of a centred white card. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="flex min-h-dvh flex-col items-center px-4 py-8 sm:justify-center">
      <Link to="/" className="mb-6 rounded-lg p-1">
        <Logo size={40} />
      </Link>
      <section
        aria-labelledby="auth-title"
        className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      >
        <h1 id="auth-title" className="text-2xl font-bold text-slate-900">
          {title}
        </h1>
        {intro && <div className="mt-2 text-slate-700">{intro}</div>}
        <div className="mt-6">{children}</div>
      </section>
    </div>
  );
}
