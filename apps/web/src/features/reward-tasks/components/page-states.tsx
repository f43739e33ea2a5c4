import { rewardTaskTexts as T } from "@forum/contract/texts";
import { Alert } from "../../../components/alert.tsx";
import { buttonClass } from "../../../components/button.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { Link } from "../../../lib/router/index.ts";
import { useBack } from "../../../lib/use-back.ts";

/** Secondary §2, §6: what a guest sees on every task page. */
export function LoginRequired({ message }: { message: string }) {
  return (
    <section aria-labelledby="login-required" className="mx-auto max-w-md px-3 py-10 text-center">
      <h1 id="login-required" className="text-2xl font-bold text-slate-900">
        {T.loginRequired}
      </h1>
      <p className="mt-2 text-slate-700">{message}</p>
      <Link to="/login" className={buttonClass("primary", "mt-4")}>
        {T.goToLogin}
      </Link>
    </section>
  );
}

export const Loading = ({ label }: { label: string }) => (
  <div className="flex justify-center py-10">
    <Spinner size={32} label={label} />
  </div>
);

/** A load that failed: the spec's text, and the way back it names. */
export function LoadFailed({ title, back, to }: { title: string; back: string; to: string | -1 }) {
  const goBack = useBack("/tasks");
  return (
    <div className="mx-auto max-w-md px-3 py-10">
      <Alert>{title}</Alert>
      {to === -1 ? (
        <button type="button" onClick={goBack} className={buttonClass("secondary", "mt-4")}>
          {back}
        </button>
      ) : (
        <Link to={to} className={buttonClass("secondary", "mt-4")}>
          {back}
        </Link>
      )}
    </div>
  );
}
