import {
  type AccessTokenData,
  type LoginBody,
  type LoginData,
  limits,
  messages,
  type RegisterBody,
  type SetPasswordBody,
  type VerifyEmailBody,
  type VerifyResetCodeBody,
} from "@forum/contract";
import type { FastifyBaseLogger } from "fastify";
import { generateCode, hashCode, hashToken, randomToken, safeEqual } from "../../platform/codes.ts";
import { AppError, invalidField } from "../../platform/errors.ts";
import type { GoogleVerifier } from "../../platform/google.ts";
import type { Mail, Mailer } from "../../platform/mailer.ts";
import { burnPasswordCheck, hashPassword, verifyPassword } from "../../platform/passwords.ts";
import type { TokenService } from "../../platform/tokens.ts";
import { passwordResetMail, verificationMail } from "./auth.mails.ts";
import type { AuthRepository, CodePurpose, UserRow } from "./auth.repository.ts";

export type AuthServiceDeps = {
  repo: AuthRepository;
  tokens: TokenService;
  mailer: Mailer;
  secret: string;
  publicUrl: string;
  google: GoogleVerifier | null;
  log: FastifyBaseLogger;
  /** Picks a new account's username (profile module), so its posts carry a name from the start. */
  usernames: { usernameFor: (email: string) => Promise<string>; randomUsername: (email: string) => string };
  /** Called when a user's tokens are revoked (logout, new password): their live sockets must close too. */
  onTokensRevoked?: (userId: number) => void;
};

const minutes = (n: number) => new Date(Date.now() + n * 60_000);
const normalise = (email: string) => email.trim().toLowerCase();
const invalidCode = () => invalidField("token", messages.auth.invalidCode);

export function createAuthService(d: AuthServiceDeps) {
  const scope = (purpose: CodePurpose, userId: number) => `${purpose}:${userId}`;

  /** Mail trouble must not undo an account or leak as a 500; the student can ask for a new code. */
  async function deliver(mail: Mail) {
    try {
      await d.mailer.send(mail);
    } catch (err) {
      d.log.error({ err, to: mail.to }, "mail delivery failed");
    }
  }

  /** Mails a fresh code unless one went out less than a minute ago (API.md: one mail a minute per address). */
  async function sendCode(user: UserRow, purpose: CodePurpose, throttle: boolean) {
    if (throttle) {
      const last = await d.repo.latestCodeAt(user.id, purpose);
      if (last && Date.now() - last.getTime() < limits.resendIntervalSeconds * 1000) return;
    }
    const length = purpose === "verify_email" ? limits.emailCodeLength : limits.resetCodeLength;
    const valid = purpose === "verify_email" ? limits.emailCodeValidMinutes : limits.resetCodeValidMinutes;
    const code = generateCode(length);
    await d.repo.replaceCode(user.id, purpose, hashCode(d.secret, scope(purpose, user.id), code), minutes(valid));
    const build = purpose === "verify_email" ? verificationMail : passwordResetMail;
    await deliver(build(user.email, code, d.publicUrl));
  }

  /** Checks a code; a wrong one counts toward the 5 tries that void it. Unknown e-mails fail the same way. */
  async function checkCode(email: string, purpose: CodePurpose, code: string): Promise<UserRow> {
    const user = await d.repo.findUserByEmail(normalise(email));
    if (!user) throw invalidCode();
    const active = await d.repo.activeCode(user.id, purpose, limits.maxCodeAttempts);
    if (!active) throw invalidCode();
    if (!safeEqual(active.codeHash, hashCode(d.secret, scope(purpose, user.id), code))) {
      await d.repo.recordFailedAttempt(active.id);
      throw invalidCode();
    }
    if (!(await d.repo.consumeCode(active.id))) throw invalidCode();
    return user;
  }

  /** createUser with a fresh username; undefined when the e-mail is taken. */
  async function createUser(values: Omit<Parameters<AuthRepository["createUser"]>[0], "username">) {
    const user = await d.repo.createUser({ ...values, username: await d.usernames.usernameFor(values.email) });
    if (user || (await d.repo.findUserByEmail(values.email))) return user;
    // Not the e-mail: a sign-up at the same moment took the same username. A random suffix settles it.
    return d.repo.createUser({ ...values, username: d.usernames.randomUsername(values.email) });
  }

  const issue = (user: UserRow): Promise<AccessTokenData> => d.tokens.issue(user);

  return {
    async register(body: RegisterBody) {
      const email = normalise(body.email);
      const user = await createUser({ email, passwordHash: await hashPassword(body.password) });
      if (!user) throw invalidField("email", messages.auth.emailTaken);
      await sendCode(user, "verify_email", false);
      return { data: { email }, message: messages.auth.registered };
    },

    async resendVerification(email: string) {
      const user = await d.repo.findUserByEmail(normalise(email));
      if (user && !user.emailVerifiedAt) await sendCode(user, "verify_email", true);
      return { message: messages.auth.verificationSent };
    },

    async verifyEmail(body: VerifyEmailBody) {
      const user = await checkCode(body.email, "verify_email", body.token);
      const verified = (await d.repo.markVerified(user.id)) ?? user;
      return { data: await issue(verified), message: messages.auth.emailVerified };
    },

    async login(body: LoginBody): Promise<{ data: LoginData; message: string }> {
      const user = await d.repo.findUserByEmail(normalise(body.username));
      if (!user?.passwordHash) {
        await burnPasswordCheck(body.password);
        throw new AppError("invalid_credentials", messages.auth.invalidCredentials, 422);
      }
      if (!(await verifyPassword(user.passwordHash, body.password))) {
        throw new AppError("invalid_credentials", messages.auth.invalidCredentials, 422);
      }
      if (user.suspendedAt) throw new AppError("suspended", messages.auth.suspended, 403);
      if (!user.emailVerifiedAt) {
        // API.md: a fresh code each time. Only the password's owner can trigger it, at most 10 times a minute.
        await sendCode(user, "verify_email", false);
        return { data: { unverified_email: true }, message: messages.auth.unverifiedEmail };
      }
      return { data: await issue(user), message: messages.auth.loginSuccess };
    },

    async google(idToken: string) {
      if (!d.google) throw new AppError("google_disabled", messages.auth.googleDisabled, 404);
      const identity = await d.google(idToken);
      if (!identity) throw new AppError("invalid_id_token", messages.auth.googleInvalid, 422);
      let user = await d.repo.findUserByGoogleSub(identity.sub);
      if (!user) {
        const existing = await d.repo.findUserByEmail(identity.email);
        user = existing
          ? await d.repo.linkGoogle(existing.id, identity.sub)
          : await createUser({
              email: identity.email,
              googleSub: identity.sub,
              verified: true,
              firstName: identity.givenName,
              lastName: identity.familyName,
            });
      }
      if (!user) throw new AppError("invalid_id_token", messages.auth.googleInvalid, 422);
      if (user.suspendedAt) throw new AppError("suspended", messages.auth.suspended, 403);
      return { data: await issue(user), message: messages.auth.loginSuccess };
    },

    async requestReset(email: string) {
      const user = await d.repo.findUserByEmail(normalise(email));
      if (user && !user.suspendedAt) await sendCode(user, "password_reset", true);
      return { message: messages.auth.resetSent };
    },

    async verifyResetCode(body: VerifyResetCodeBody) {
      const user = await checkCode(body.email, "password_reset", body.token);
      const token = randomToken();
      await d.repo.createResetToken(user.id, hashToken(token), minutes(limits.resetTokenValidMinutes));
      return { data: { token }, message: messages.auth.resetCodeVerified };
    },

    async setPassword(body: SetPasswordBody) {
      const userId = await d.repo.useResetToken(hashToken(body.token));
      if (!userId) throw invalidField("token", messages.auth.invalidResetToken);
      await d.repo.setPassword(userId, await hashPassword(body.password));
      await d.repo.voidResetTokens(userId);
      d.onTokensRevoked?.(userId);
      return { message: messages.auth.passwordUpdated };
    },

    async logout(userId: number) {
      await d.repo.revokeTokens(userId);
      d.onTokensRevoked?.(userId);
      return { message: messages.auth.loggedOut };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
