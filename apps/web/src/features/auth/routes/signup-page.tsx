import { signupFormSchema } from "@forum/contract";
import { messages, authTexts as t } from "@forum/contract/texts";
import { useState } from "react";
import { Button } from "../../../components/button.tsx";
import { type DialogMessage, MessageDialog } from "../../../components/message-dialog.tsx";
import { TextField } from "../../../components/text-field.tsx";
import { errorMessage } from "../../../lib/error-message.ts";
import { Link, Navigate, useLocation, useNavigate } from "../../../lib/router/index.ts";
import { useSession } from "../../../lib/session.ts";
import { useRegister } from "../api.ts";
import { AuthCard } from "../components/auth-card.tsx";
import { FormAlert } from "../components/form-alerts.tsx";
import { SignInOptions } from "../components/sign-in-options.tsx";
import { useFirstErrorForm } from "../components/use-first-error-form.ts";

export default function SignupPage() {
  const session = useSession();
  const navigate = useNavigate();
  // The verify page sends people here with a message when they arrive without an e-mail address.
  const redirectMessage = (useLocation().state as { message?: string } | null)?.message ?? null;
  const [serverError, setServerError] = useState<string | null>(redirectMessage);
  const [dialog, setDialog] = useState<DialogMessage>(null);
  const register = useRegister();
  const { submit, firstError, field, dismissErrors } = useFirstErrorForm(
    signupFormSchema,
    ["email", "password", "confirmPassword"],
    { email: "", password: "", confirmPassword: "" },
  );

  if (session && !register.isPending) return <Navigate to="/" replace />;

  const onSubmit = submit(({ email, password }) => {
    setServerError(null);
    register.mutate(
      { email, password },
      {
        onSuccess: (res) =>
          navigate(`/verify-token?email=${encodeURIComponent(email)}`, { state: { notice: res.message } }),
        onError: (err) => {
          const text = errorMessage(err, messages.errors.unexpectedRetry);
          setServerError(text);
          setDialog({ kind: "error", text });
        },
      },
    );
  });

  return (
    <AuthCard title={t.signup.title} intro={t.signup.intro}>
      <SignInOptions
        onSignedIn={() => navigate("/", { replace: true })}
        onError={(text) => {
          setServerError(text);
          setDialog({ kind: "error", text });
        }}
      />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormAlert
          validation={firstError}
          server={serverError}
          onDismissValidation={dismissErrors}
          onDismissServer={() => setServerError(null)}
        />
        <TextField label={t.email} type="email" autoComplete="email" inputMode="email" {...field("email")} />
        <TextField label={t.password} type="password" autoComplete="new-password" {...field("password")} />
        <TextField
          label={t.signup.confirmPassword}
          type="password"
          autoComplete="new-password"
          {...field("confirmPassword")}
        />
        <Button type="submit" busy={register.isPending} className="w-full">
          {register.isPending ? t.signup.signingUp : t.signup.title}
        </Button>
        <p className="text-center text-slate-700">
          {t.signup.haveAccount}{" "}
          <Link to="/login" className="font-semibold text-primary">
            {t.logIn}
          </Link>
        </p>
      </form>
      <MessageDialog message={dialog} onClose={() => setDialog(null)} />
    </AuthCard>
  );
}
