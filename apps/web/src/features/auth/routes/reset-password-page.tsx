import { newPasswordFormSchema } from "@forum/contract";
import { authTexts, messages } from "@forum/contract/texts";
import { useState } from "react";
import { Button } from "../../../components/button.tsx";
import { TextField } from "../../../components/text-field.tsx";
import { errorMessage } from "../../../lib/error-message.ts";
import { Navigate, useLocation, useNavigate } from "../../../lib/router/index.ts";
import { useSetPassword } from "../api.ts";
import { AuthCard } from "../components/auth-card.tsx";
import { FormAlert } from "../components/form-alerts.tsx";
import { useFirstErrorForm } from "../components/use-first-error-form.ts";

const t = authTexts.resetPassword;

/** The reset mail's link (`#token=...`): a fragment, which the browser never sends to the server. */
const linkToken = (hash: string) => new URLSearchParams(hash.slice(1)).get("token") || null;

export default function ResetPasswordPage() {
  const location = useLocation();
  const fromLink = linkToken(location.hash);
  const token = (location.state as { token?: unknown } | null)?.token;
  const navigate = useNavigate();
  const setPassword = useSetPassword();
  const [serverError, setServerError] = useState<string | null>(null);
  const { submit, firstError, field, dismissErrors } = useFirstErrorForm(
    newPasswordFormSchema,
    ["password", "confirmPassword"],
    { password: "", confirmPassword: "" },
  );

  // The mailed link's token moves into navigation state, as the code's path carries it (secondary §2), and leaves the
  // address bar and history. The page then shows the same form.
  if (fromLink) return <Navigate to="/reset-password" replace state={{ token: fromLink }} />;
  if (typeof token !== "string" || !token) {
    return <Navigate to={`/forgot-password?message=${encodeURIComponent(authTexts.resetAccessDenied)}`} replace />;
  }

  const onSubmit = submit((values) => {
    setServerError(null);
    setPassword.mutate(
      { token, ...values },
      {
        // The toasts are the hook's (api.ts); these are the form's own, while it is shown.
        onSuccess: () => navigate("/auth-success", { replace: true }),
        onError: (err) => setServerError(errorMessage(err, messages.errors.passwordUpdateFailed)),
      },
    );
  });

  return (
    <AuthCard title={t.title} intro={t.intro}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormAlert
          validation={firstError}
          server={serverError}
          onDismissValidation={dismissErrors}
          onDismissServer={() => setServerError(null)}
        />
        <TextField label={t.newPassword} type="password" autoComplete="new-password" {...field("password")} />
        <TextField
          label={t.confirmNewPassword}
          type="password"
          autoComplete="new-password"
          {...field("confirmPassword")}
        />
        <Button type="submit" busy={setPassword.isPending} className="w-full">
          {setPassword.isPending ? authTexts.processing : t.continue}
        </Button>
      </form>
    </AuthCard>
  );
}
