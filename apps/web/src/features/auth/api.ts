import type { LoginForm, NewPasswordForm, RegisterBody, VerifyEmailBody, VerifyResetCodeBody } from "@forum/contract";
import { auth, profile, system } from "@forum/contract/endpoints";
import { authMessages, messages } from "@forum/contract/texts";
import { useMutation, useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { errorMessage } from "../../lib/error-message.ts";
import { decodeJwt } from "../../lib/jwt.ts";
import { notify } from "../../lib/notify.ts";
import { sessionStore } from "../../lib/session.ts";
import { useStillShown } from "../../lib/use-still-shown.ts";

export const authKeys = { config: ["config"] as const };

/** Run-time settings (Google client id); they change only with a server restart. */
export function useClientConfig() {
  return useQuery({
    queryKey: authKeys.config,
    queryFn: () => call(system.config).then((r) => r.data),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** Core §4: logged in = token obtained, saved, and the profile loaded; the user is the claims merged with it. */
export async function startSession(token: string) {
  const claims = decodeJwt(token);
  if (!claims) throw new Error(messages.errors.invalidResponse);
  // The fresh token, not yet saved: the session starts only once the profile has come.
  const { data } = await call(profile.mine, { token });
  sessionStore.set({ token, user: { ...claims, ...data } });
}

export type LoginOutcome = { kind: "signed-in" } | { kind: "unverified"; message: string; email: string };

async function login(form: LoginForm): Promise<LoginOutcome> {
  const res = await call(auth.login, { body: { username: form.email, password: form.password } });
  // Read defensively: a token, or the unverified flag; anything else is the server's fault.
  const data: unknown = res.data;
  if (data && typeof data === "object" && "unverified_email" in data && data.unverified_email) {
    return { kind: "unverified", message: res.message || authMessages.unverifiedEmail, email: form.email };
  }
  const token = data && typeof data === "object" && "access_token" in data ? data.access_token : undefined;
  if (typeof token !== "string" || !token) throw new Error(messages.errors.missingToken);
  await startSession(token);
  return { kind: "signed-in" };
}

async function googleLogin(idToken: string) {
  const res = await call(auth.google, { body: { id_token: idToken } });
  if (!res.data?.access_token) throw new Error(messages.errors.missingToken);
  await startSession(res.data.access_token);
}

export const useLogin = () => useMutation({ mutationFn: login });
export const useGoogleLogin = () => useMutation({ mutationFn: googleLogin });

/**
 * Creates the account. The sign-up page says the outcome (the code page's notice, its error dialog) while shown; it
 * can be left before the answer, and its own callbacks go with it, so then the outcome is a toast from here.
 */
export function useRegister() {
  const pageShown = useStillShown();
  return useMutation({
    mutationFn: (body: RegisterBody) => call(auth.register, { body }),
    onSuccess: (res) => {
      if (!pageShown()) notify.success(res.message || authMessages.registered);
    },
    onError: (err) => {
      if (!pageShown()) notify.error(errorMessage(err, messages.errors.unexpectedRetry));
    },
  });
}

/**
 * Verifies the e-mail with its code. A refusal is always a toast from here (secondary §8; the page also shows it in
 * place while shown); success is the login page's notice, or a toast when the page was left before the answer (its
 * own callbacks go with it).
 */
export function useVerifyEmail() {
  const pageShown = useStillShown();
  return useMutation({
    mutationFn: (body: VerifyEmailBody) => call(auth.verifyEmail, { body }),
    onSuccess: (res) => {
      if (!pageShown()) notify.success(res.message || authMessages.emailVerified);
    },
    onError: (err) => notify.error(errorMessage(err)),
  });
}

export const useResendVerification = () =>
  useMutation({ mutationFn: (email: string) => call(auth.resendVerification, { body: { email } }) });

/**
 * Sends (and re-sends) the 4-digit password reset code. With `tell`, the outcome is told from here (the server's
 * message, or the refusal, as toasts): the forgot-password page can be left before the answer, and its own callbacks
 * go with it. The code page's re-send tells its own (ResendCode awaits the answer, and that outlives the page).
 */
export const useRequestReset = (tell = false) =>
  useMutation({
    mutationFn: (email: string) => call(auth.requestReset, { body: { email } }),
    onSuccess: (res) => {
      if (tell && res.message) notify.success(res.message);
    },
    onError: (err) => {
      if (tell) notify.error(errorMessage(err));
    },
  });

/**
 * Checks the reset code for the token that sets the new password. A refusal is a toast from here, so it is told even
 * when the page was left before the answer (the page also shows it in place while shown). A token that lands after
 * the page was left is dropped: it travels only in the page's own navigation state.
 */
export const useVerifyResetCode = () =>
  useMutation({
    mutationFn: async (body: VerifyResetCodeBody) => {
      const res = await call(auth.verifyResetCode, { body });
      if (!res.data?.token) throw new Error(messages.errors.invalidResponse);
      return res.data.token;
    },
    onError: (err) => notify.error(errorMessage(err)),
  });

/**
 * Sets the new password. The outcome is told here when the form cannot: the page can be left before the answer, and
 * its own callbacks go with it. A refusal is always a toast (the form also shows it while shown); success is the
 * success page the form goes on to, or a toast once the form is gone.
 */
export function useSetPassword() {
  const formShown = useStillShown();
  return useMutation({
    mutationFn: (body: NewPasswordForm & { token: string }) => call(auth.setPassword, { body }),
    onSuccess: (res) => {
      if (!formShown()) notify.success(res.message || authMessages.passwordUpdated);
    },
    onError: (err) => notify.error(errorMessage(err, messages.errors.passwordUpdateFailed)),
  });
}
