import { emailCodeField } from "@forum/contract";
import { authMessages, authTexts, limits } from "@forum/contract/texts";
import { useState } from "react";
import { Alert } from "../../../components/alert.tsx";
import { errorMessage } from "../../../lib/error-message.ts";
import { Navigate, useLocation, useNavigate, useSearchParams } from "../../../lib/router/index.ts";
import { useResendVerification, useVerifyEmail } from "../api.ts";
import { AuthCard } from "../components/auth-card.tsx";
import { CodeForm } from "../components/code-form.tsx";
import { EmailAddress } from "../components/email-address.tsx";
import { ResendCode } from "../components/resend-code.tsx";

const t = authTexts.verifyEmail;

export default function VerifyTokenPage() {
  const email = useSearchParams()[0].get("email")?.trim();
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const navigate = useNavigate();
  const verify = useVerifyEmail();
  const resend = useResendVerification();
  const [error, setError] = useState<string | null>(null);

  if (!email) return <Navigate to="/signup" replace state={{ message: authTexts.verifyPermission }} />;

  return (
    <AuthCard
      title={t.title}
      intro={
        <>
          {t.codeSentTo(limits.emailCodeLength)} <EmailAddress email={email} />
          {t.introEnd}
        </>
      }
    >
      {notice && (
        <div className="mb-4">
          <Alert tone="success">{notice}</Alert>
        </div>
      )}
      <CodeForm
        length={limits.emailCodeLength}
        rule={emailCodeField}
        busy={verify.isPending}
        error={error}
        onDismissError={() => setError(null)}
        onSubmit={(token) =>
          verify.mutate(
            { email, token },
            {
              onSuccess: (res) =>
                navigate("/login", { replace: true, state: { notice: res.message || authMessages.emailVerified } }),
              // Secondary §8: a failure is the server's message in an alert and a toast (the hook's, api.ts).
              onError: (err) => setError(errorMessage(err)),
            },
          )
        }
        footer={<ResendCode resend={() => resend.mutateAsync(email)} busy={resend.isPending} onError={setError} />}
      />
    </AuthCard>
  );
}
