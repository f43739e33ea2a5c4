import {
  type AccessTokenData,
  authMessages,
  type LoginBody,
  type LoginData,
  limits,
  type RegisterBody,
  type SetPasswordBody,
  suspensionMessage,
  type VerifyEmailBody,
  type VerifyResetCodeBody,
} from "@forum/contract";
import type { FastifyBaseLogger } from "fastify";
import { isSuspended } from "../../db/suspension.ts";
import type { BackgroundTasks } from "../../platform/background.ts";
import { hashToken, randomToken } from "../../platform/codes.ts";
import { AppError, invalidField } from "../../platform/errors.ts";
import type { GoogleVerifier } from "../../platform/google.ts";
import type { Mailer } from "../../platform/mailer.ts";
import { burnPasswordCheck, hashPassword, verifyPassword } from "../../platform/passwords.ts";
import type { TokenService } from "../../platform/tokens.ts";
import { createCodes } from "./auth.codes.ts";
import type { AuthRepository, UserRow } from "./auth.repository.ts";
import type { AuthThrottlesRepository } from "./auth-throttles.repository.ts";
import { signupAddressKey } from "./signup-burst.ts";

/** Where new accounts get their usernames (the profile module). */
export type UsernameSource = {
  usernameFor: (email: string) => Promise<string>;
  randomUsername: (email: string) => string;
};

export type AuthServiceDeps = {
  repo: AuthRepository;
  throttles: AuthThrottlesRepository;
  /** Runs what an answer must not wait for (account lookups and mails of the calls that must not tell who exists). */
  background: BackgroundTasks;
  tokens: TokenService;
  mailer: Mailer;
  secret: string;
  publicUrl: string;
  google: GoogleVerifier | null;
  log: FastifyBaseLogger;
  /** Picks a new account's username (profile module), so its posts carry a name from the start. */
  usernames: UsernameSource;
  /** Called when a user's tokens are revoked (logout, new password): their live sockets must close too. */
  onTokensRevoked?: (userId: number) => void;
  /** ADMIN_EMAILS (lower-cased): these accounts are made admins when they verify or sign in. */
  adminEmails?: ReadonlySet<string>;
};

const minutes = (n: number) => new Date(Date.now() + n * 60_000);
const normalise = (email: string) => email.trim().toLowerCase();
const invalidCredentials = () => new AppError("invalid_credentials", authMessages.invalidCredentials, 422);
/** API.md: a suspended account's sign-in answers 403 with the reason and, when it has one, the end. */
function refuseSuspended(user: UserRow) {
  if (!isSuspended(user)) return;
  const until = user.suspendedUntil?.toISOString() ?? null;
  throw new AppError("suspended", suspensionMessage(user.suspendedReason ?? authMessages.suspended, until), 403);
}

export function createAuthService(d: AuthServiceDeps) {
  const codes = createCodes(d);

  /** createUser with a fresh username; undefined when the e-mail is taken. */
  async function createUser(values: Omit<Parameters<AuthRepository["createUser"]>[0], "username">) {
    const user = await d.repo.createUser({ ...values, username: await d.usernames.usernameFor(values.email) });
    if (user || (await d.repo.findUserByEmail(values.email))) return user;
    // Not the e-mail: a sign-up at the same moment took the same username. A random suffix settles it.
    return d.repo.createUser({ ...values, username: d.usernames.randomUsername(values.email) });
  }

  const issue = (user: UserRow): Promise<AccessTokenData> => d.tokens.issue(user);
  /** DESIGN.md: an address in ADMIN_EMAILS is an admin once verified. Leaving the list revokes nothing (the CLI does). */
  async function applyAdminList(user: UserRow): Promise<UserRow> {
    if (user.isAdmin || !user.emailVerifiedAt || !d.adminEmails?.has(user.email)) return user;
    return (await d.repo.makeAdmin(user.id)) ?? user;
  }
  /** Tokens for a password or Google sign-in, which also lifts the slow-down earlier wrong reset codes caused. */
  async function signIn(user: UserRow) {
    await codes.signedIn(user.email);
    return issue(user);
  }

  return {
    /** `ip`: the address the sign-up came from; only its burst is kept (signup-burst.ts). */
    async register(body: RegisterBody, ip: string) {
      const email = normalise(body.email);
      const user = await createUser({
        email,
        passwordHash: await hashPassword(body.password),
        signupKey: signupAddressKey(d.secret, ip),
      });
      if (!user) throw invalidField("email", authMessages.emailTaken);
      await codes.send(user, "verify_email");
      return { data: { email }, message: authMessages.registered };
    },

    /** Answers before it looks the address up: the answer and its timing are the same whoever asks. */
    async resendVerification(email: string) {
      const address = normalise(email);
      d.background.run("resend verification", async () => {
        const user = await d.repo.findUserByEmail(address);
        if (user && !user.emailVerifiedAt) await codes.send(user, "verify_email");
      });
      return { message: authMessages.verificationSent };
    },

    async verifyEmail(body: VerifyEmailBody) {
      const user = await codes.check(normalise(body.email), "verify_email", body.token);
      const verified = (await d.repo.markVerified(user.id)) ?? user;
      // Verifying signs in: a suspended account learns why instead of getting a token that would be refused.
      refuseSuspended(verified);
      return { data: await issue(await applyAdminList(verified)), message: authMessages.emailVerified };
    },

    async login(body: LoginBody): Promise<{ data: LoginData; message: string }> {
      const user = await d.repo.findUserByEmail(normalise(body.username));
      // An unknown address spends the same argon2 time as a wrong password, so the two answer alike.
      if (!user?.passwordHash) {
        await burnPasswordCheck(body.password);
        throw invalidCredentials();
      }
      if (!(await verifyPassword(user.passwordHash, body.password))) throw invalidCredentials();
      refuseSuspended(user);
      if (!user.emailVerifiedAt) {
        // API.md: a fresh code each time, within the address's mail limits. Only the password's owner gets here.
        await codes.send(user, "verify_email");
        return { data: { unverified_email: true }, message: authMessages.unverifiedEmail };
      }
      return { data: await signIn(await applyAdminList(user)), message: authMessages.loginSuccess };
    },

    /** `ip`: the address of the sign-in; an account made by it joins that address's sign-up burst. */
    async google(idToken: string, ip: string) {
      if (!d.google) throw new AppError("google_disabled", authMessages.googleDisabled, 404);
      const identity = await d.google(idToken);
      if (!identity) throw new AppError("invalid_id_token", authMessages.googleInvalid, 422);
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
              signupKey: signupAddressKey(d.secret, ip),
            });
      }
      if (!user) throw new AppError("invalid_id_token", authMessages.googleInvalid, 422);
      refuseSuspended(user);
      return { data: await signIn(await applyAdminList(user)), message: authMessages.loginSuccess };
    },

    /** API.md: no account discovery. The answer goes before the lookup, the code and the mail (background). */
    async requestReset(email: string) {
      const address = normalise(email);
      d.background.run("password reset mail", async () => {
        const user = await d.repo.findUserByEmail(address);
        if (user && !isSuspended(user)) await codes.send(user, "password_reset");
      });
      return { message: authMessages.resetSent };
    },

    async verifyResetCode(body: VerifyResetCodeBody) {
      const user = await codes.check(normalise(body.email), "password_reset", body.token);
      const token = randomToken();
      await d.repo.createResetToken(user.id, hashToken(token), minutes(limits.resetTokenValidMinutes));
      return { data: { token }, message: authMessages.resetCodeVerified };
    },

    /**
     * The token is a verified code's or the reset mail's link's: either proves the mailbox, so no code check (nor its
     * pause) stands in the way. The other tokens and the open reset code die with it.
     */
    async setPassword(body: SetPasswordBody) {
      const userId = await d.repo.useResetToken(hashToken(body.token));
      if (!userId) throw invalidField("token", authMessages.invalidResetToken);
      await d.repo.setPassword(userId, await hashPassword(body.password));
      await d.repo.voidResets(userId);
      d.onTokensRevoked?.(userId);
      return { message: authMessages.passwordUpdated };
    },

    async logout(userId: number) {
      await d.repo.revokeTokens(userId);
      d.onTokensRevoked?.(userId);
      return { message: authMessages.loggedOut };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
