import { resetCodeField } from "@forum/contract";
import { authTexts, limits } from "@forum/contract/texts";
import { useState } from "react";
import { errorMessage } from "../../../lib/error-message.ts";
import { Link, Navigate, useNavigate, useSearchParams } from "../../../lib/router/index.ts";
import { useRequestReset, useVerifyResetCode } from "../api.ts";
import { AuthCard } from "../components/auth-card.tsx";
import { CodeForm } from "../components/code-form.tsx";
import { EmailAddress } from "../components/email-address.tsx";
import { ResendCode } from "../components/resend-code.tsx";

const t = authTexts.verifyReset;

export default function VerifyPasswordResetPage() {
  const email = useSearchParams()[0].get("email")?.trim();
  const navigate = useNavigate();
  const verify = useVerifyResetCode();
  const resend = useRequestReset();
  const [error, setError] = useState<string | null>(null);

  if (!email) {
    return <Navigate to={`/forgot-password?message=${encodeURIComponent(authTexts.verifyPermission)}`} replace />;
  }

  return (
    <AuthCard
      title={t.title}
      intro={
        <>
          {t.enterCode(limits.resetCodeLength)} <EmailAddress email={email} />.
        </>
      }
    >
      <CodeForm
        length={limits.resetCodeLength}
        rule={resetCodeField}
        busy={verify.isPending}
        error={error}
        onDismissError={() => setError(null)}
        onSubmit={(token) =>
          verify.mutate(
            { email, token },
            {
              // The reset token travels in navigation state, never in the address bar or history URLs.
              onSuccess: (resetToken) => navigate("/reset-password", { state: { token: resetToken } }),
              // In place while shown; the toast is the hook's (api.ts).
              onError: (err) => setError(errorMessage(err)),
            },
          )
        }
        footer={
          <>
            <ResendCode resend={() => resend.mutateAsync(email)} busy={resend.isPending} onError={setError} />
            <p className="text-center text-sm text-slate-700">
              {t.wrongAddress}{" "}
              <Link to="/forgot-password" className="font-semibold text-primary">
                {t.startAgain}
              </Link>
            </p>
          </>
        }
      />
    </AuthCard>
  );
}
