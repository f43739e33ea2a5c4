import { emailBody } from "@forum/contract";
import { authTexts as t } from "@forum/contract/texts";
import { useState } from "react";
import { Button } from "../../../components/button.tsx";
import { TextField } from "../../../components/text-field.tsx";
import { errorMessage } from "../../../lib/error-message.ts";
import { Link, useNavigate, useSearchParams } from "../../../lib/router/index.ts";
import { useRequestReset } from "../api.ts";
import { AuthCard } from "../components/auth-card.tsx";
import { FormAlert } from "../components/form-alerts.tsx";
import { useFirstErrorForm } from "../components/use-first-error-form.ts";

export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  // Secondary §2: any `message` in the query string is shown as an error (other pages send people here with one).
  const [serverError, setServerError] = useState<string | null>(useSearchParams()[0].get("message"));
  // The toasts are the hook's: they still come when the page is left before the answer.
  const request = useRequestReset(true);
  const { submit, firstError, field, dismissErrors } = useFirstErrorForm(emailBody, ["email"], { email: "" });

  const onSubmit = submit(({ email }) => {
    setServerError(null);
    request.mutate(email, {
      // Only from the page itself: a student who went elsewhere meanwhile stays there.
      onSuccess: () => navigate(`/verify-password-reset?email=${encodeURIComponent(email)}`),
      onError: (err) => setServerError(errorMessage(err)),
    });
  });

  return (
    <AuthCard title={t.forgotPassword.title} intro={t.forgotPassword.intro}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormAlert
          validation={firstError}
          server={serverError}
          onDismissValidation={dismissErrors}
          onDismissServer={() => setServerError(null)}
        />
        <TextField label={t.emailAddress} type="email" autoComplete="email" inputMode="email" {...field("email")} />
        <Button type="submit" busy={request.isPending} className="w-full">
          {request.isPending ? t.processing : t.forgotPassword.send}
        </Button>
        <p className="text-center text-slate-700">
          {t.forgotPassword.remembered}{" "}
          <Link to="/login" className="font-semibold text-primary">
            {t.logIn}
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
