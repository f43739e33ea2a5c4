import { type LoginData, type LoginForm, messages, type NewPasswordForm, type Profile } from "@forum/contract";
import { system } from "@forum/contract/endpoints";
import { useMutation, useQuery } from "@tanstack/react-query";
import { api, call } from "../../lib/api-client.ts";
import { decodeJwt } from "../../lib/jwt.ts";
import { sessionStore } from "../../lib/session.ts";

type Envelope<T> = { data: T; message?: string };
type MessageOnly = { message?: string };

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
  const profile = await api.get<Envelope<Profile>>("main", "/user/profile", { token });
  sessionStore.set({ token, user: { ...claims, ...profile.data } });
}

export type LoginOutcome = { kind: "signed-in" } | { kind: "unverified"; message: string; email: string };

async function login(form: LoginForm): Promise<LoginOutcome> {
  const res = await api.post<Envelope<LoginData | null>>("main", "/v2/auth/login", {
    username: form.email,
    password: form.password,
  });
  if (res.data && "unverified_email" in res.data && res.data.unverified_email) {
    return { kind: "unverified", message: res.message || messages.auth.unverifiedEmail, email: form.email };
  }
  const token = res.data && "access_token" in res.data ? res.data.access_token : undefined;
  if (!token) throw new Error(messages.errors.missingToken);
  await startSession(token);
  return { kind: "signed-in" };
}

async function googleLogin(idToken: string) {
  const res = await api.post<Envelope<{ access_token?: string } | null>>("main", "/v2/auth/google", {
    id_token: idToken,
  });
  if (!res.data?.access_token) throw new Error(messages.errors.missingToken);
  await startSession(res.data.access_token);
}

export const useLogin = () => useMutation({ mutationFn: login });
export const useGoogleLogin = () => useMutation({ mutationFn: googleLogin });

export const useRegister = () =>
  useMutation({
    mutationFn: (body: { email: string; password: string }) =>
      api.post<Envelope<{ email: string }>>("main", "/v2/auth/register", body),
  });

export const useVerifyEmail = () =>
  useMutation({
    mutationFn: (body: { email: string; token: string }) =>
      api.post<Envelope<unknown>>("main", "/v2/auth/verify-email-token", body),
  });

export const useResendVerification = () =>
  useMutation({
    mutationFn: (email: string) => api.post<MessageOnly>("main", "/v2/auth/resend-verification", { email }),
  });

/** Sends (and re-sends) the 4-digit password reset code. */
export const useRequestReset = () =>
  useMutation({ mutationFn: (email: string) => api.put<MessageOnly>("main", "/auth/reset", { email }) });

export const useVerifyResetCode = () =>
  useMutation({
    mutationFn: async (body: { email: string; token: string }) => {
      const res = await api.post<Envelope<{ token?: string } | null>>("main", "/auth/verify-password-token", body);
      if (!res.data?.token) throw new Error(messages.errors.invalidResponse);
      return res.data.token;
    },
  });

export const useSetPassword = () =>
  useMutation({
    mutationFn: (body: NewPasswordForm & { token: string }) =>
      api.put<MessageOnly>("main", "/auth/user-password", body),
  });
