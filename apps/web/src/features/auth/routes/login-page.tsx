import { loginFormSchema } from "@forum/contract";
import { messages, authTexts as t } from "@forum/contract/texts";
import { useRef, useState } from "react";
import { Alert } from "../../../components/alert.tsx";
import { Button, buttonClass } from "../../../components/button.tsx";
import { type DialogMessage, MessageDialog } from "../../../components/message-dialog.tsx";
import { TextField } from "../../../components/text-field.tsx";
import { errorMessage } from "../../../lib/error-message.ts";
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from "../../../lib/router/index.ts";
import { useSession } from "../../../lib/session.ts";
import { type LoginOutcome, useLogin } from "../api.ts";
import { AuthCard } from "../components/auth-card.tsx";
import { FormAlert } from "../components/form-alerts.tsx";
import { SignInOptions } from "../components/sign-in-options.tsx";
import { useFirstErrorForm } from "../components/use-first-error-form.ts";
import { useReturnPath } from "../use-return-path.ts";

type Unverified = Extract<LoginOutcome, { kind: "unverified" }>;
const verifyLink = (email: string) => `/verify-token?email=${encodeURIComponent(email)}`;

export default function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  // Core §2: an `error` query parameter is shown like a login error.
  const [params] = useSearchParams();
  const [serverError, setServerError] = useState<string | null>(params.get("error"));
  const [dialog, setDialog] = useState<DialogMessage>(serverError ? { kind: "error", text: serverError } : null);
  const [unverified, setUnverified] = useState<Unverified | null>(null);
  const signingIn = useRef(false);
  const login = useLogin();
  const { submit, firstError, field, dismissErrors } = useFirstErrorForm(loginFormSchema, ["email", "password"], {
    email: "",
    password: "",
  });

  // A signed-in visitor has no business here; but not while our own sign-in is about to navigate onward.
  if (session && !signingIn.current) return <Navigate to="/" replace />;

  const fail = (text: string) => {
    signingIn.current = false;
    setServerError(text);
    setDialog({ kind: "error", text });
  };
  const signedIn = () => navigate(returnPath, { replace: true });

  const onSubmit = submit((values) => {
    setServerError(null);
    setUnverified(null);
    signingIn.current = true;
    login.mutate(values, {
      onSuccess: (outcome) => {
        if (outcome.kind === "signed-in") return signedIn();
        signingIn.current = false;
        setUnverified(outcome);
        setDialog({ kind: "info", text: outcome.message });
      },
      onError: (err) => fail(errorMessage(err, messages.errors.invalidResponse)),
    });
  });

  return (
    <AuthCard title={t.logIn} intro={t.login.intro}>
      <SignInOptions
        onStart={() => {
          signingIn.current = true;
        }}
        onSignedIn={signedIn}
        onError={(text) => {
          signingIn.current = false;
          fail(text);
        }}
      />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {notice && <Alert tone="success">{notice}</Alert>}
        <FormAlert
          validation={firstError}
          server={serverError}
          onDismissValidation={dismissErrors}
          onDismissServer={() => setServerError(null)}
        />
        {unverified && (
          <Alert tone="info" onClose={() => setUnverified(null)}>
            {unverified.message}{" "}
            <Link to={verifyLink(unverified.email)} className="font-semibold underline">
              {t.login.enterCode}
            </Link>
          </Alert>
        )}
        <TextField label={t.email} type="email" autoComplete="email" inputMode="email" {...field("email")} />
        <TextField label={t.password} type="password" autoComplete="current-password" {...field("password")} />
        <div className="-mt-2 text-right">
          <Link to="/forgot-password" className="inline-flex min-h-11 items-center text-sm font-medium text-primary">
            {t.login.forgotPassword}
          </Link>
        </div>
        <Button type="submit" busy={login.isPending} className="w-full">
          {login.isPending ? t.login.loggingIn : t.logIn}
        </Button>
        <p className="text-center text-slate-700">
          {t.login.newHere}{" "}
          <Link to="/signup" className="font-semibold text-primary">
            {t.login.createAccount}
          </Link>
        </p>
      </form>
      <MessageDialog
        message={dialog}
        onClose={() => setDialog(null)}
        actions={
          unverified && dialog?.kind === "info" ? (
            <Link to={verifyLink(unverified.email)} className={buttonClass("primary")}>
              {t.login.verifyEmail}
            </Link>
          ) : undefined
        }
      />
    </AuthCard>
  );
}
