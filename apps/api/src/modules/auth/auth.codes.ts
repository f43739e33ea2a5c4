import { authMessages, errorCodes, limits } from "@forum/contract";
import { generateCode, hashCode, hashToken, randomToken, safeEqual } from "../../platform/codes.ts";
import { AppError, invalidField } from "../../platform/errors.ts";
import type { Mail } from "../../platform/mailer.ts";
import { passwordResetMail, resetAttemptsMail, verificationMail } from "./auth.mails.ts";
import type { CodePurpose, UserRow } from "./auth.repository.ts";
import type { AuthServiceDeps } from "./auth.service.ts";
import { addressKey, guessTurn, mailTurn } from "./auth.throttles.ts";

/** 429 on a code check, with how long to wait (the error handler sends it as Retry-After). */
const codeChecksPaused = (seconds: number) =>
  new AppError(
    errorCodes.tooManyRequests,
    authMessages.codeChecksPaused(seconds),
    429,
    undefined,
    Math.max(1, seconds),
  );

const minutes = (n: number) => new Date(Date.now() + n * 60_000);
const invalidCode = () => invalidField("token", authMessages.invalidCode);
const guessKind = (purpose: CodePurpose) => `${purpose}_guess` as const;
const mailKind = (purpose: CodePurpose) => `${purpose}_mail` as const;

/** Mailing codes and checking them, under the per-address limits of auth.throttles.ts. */
export function createCodes(d: AuthServiceDeps) {
  const scope = (purpose: CodePurpose, userId: number) => `${purpose}:${userId}`;
  const key = (email: string) => addressKey(d.secret, email);

  /** Mail trouble must not undo an account or leak as a 500; the student can ask for a new code. */
  async function deliver(mail: Mail) {
    try {
      await d.mailer.send(mail);
    } catch (err) {
      d.log.error({ err, to: mail.to }, "mail delivery failed");
    }
  }

  /** The owner of an address hears of repeated wrong reset codes; an address without an account hears nothing. */
  async function alertOwner(email: string) {
    const user = await d.repo.findUserByEmail(email);
    if (user) await deliver(resetAttemptsMail(user.email, d.publicUrl));
  }

  return {
    /**
     * Mails a fresh code, which replaces the earlier one, unless the address had its share (auth.throttles.ts: one
     * code mail a minute across kinds, a few an hour of each). Past that the caller answers as usual and no mail goes;
     * the earlier code stays valid. A reset mail also carries a link with a single-use reset token, which sets a new
     * password without a code check, so that wrong codes sent by someone else cannot lock the owner out.
     */
    async send(user: UserRow, purpose: CodePurpose) {
      const now = Date.now();
      const may = await d.throttles.takeMail(mailKind(purpose), key(user.email), (any, own) => mailTurn(any, own, now));
      if (!may) return;
      const reset = purpose === "password_reset";
      const code = generateCode(reset ? limits.resetCodeLength : limits.emailCodeLength);
      const valid = reset ? limits.resetCodeValidMinutes : limits.emailCodeValidMinutes;
      await d.repo.replaceCode(user.id, purpose, hashCode(d.secret, scope(purpose, user.id), code), minutes(valid));
      if (!reset) return deliver(verificationMail(user.email, code, d.publicUrl));
      const token = randomToken();
      await d.repo.createResetToken(user.id, hashToken(token), minutes(limits.resetCodeValidMinutes));
      await deliver(passwordResetMail(user.email, code, token, d.publicUrl));
    },

    /**
     * Checks a code and returns its user. The guess is counted first (refused with 429 past the limits), then
     * compared; known and unknown addresses take the same steps. A wrong one counts toward the 5 that void the code.
     */
    async check(email: string, purpose: CodePurpose, code: string): Promise<UserRow> {
      const now = Date.now();
      const kind = guessKind(purpose);
      const turn = await d.throttles.takeGuess(
        kind,
        key(email),
        { email, purpose, maxAttempts: limits.maxCodeAttempts },
        (m) => guessTurn(m, now),
      );
      if (turn.retryAt !== null) throw codeChecksPaused(Math.ceil((turn.retryAt - now) / 1000));
      const active = turn.code;
      const expected = hashCode(d.secret, scope(purpose, active?.userId ?? 0), code);
      if (!active || !safeEqual(active.codeHash, expected)) {
        if (turn.alert && purpose === "password_reset") d.background.run("reset alert mail", () => alertOwner(email));
        throw invalidCode();
      }
      if (!(await d.repo.consumeCode(active.id))) throw invalidCode();
      await d.throttles.forgive(kind, key(email), now);
      // Whoever typed the code reads the address's mail: the next code mail need not wait for the minute.
      await d.throttles.clear("code_mail", key(email));
      const user = await d.repo.findUserById(active.userId);
      if (!user) throw invalidCode();
      return user;
    },

    /** A sign-in proves the account's owner is here: their earlier wrong reset codes stop slowing them down. */
    signedIn: (email: string) => d.throttles.clear(guessKind("password_reset"), key(email)),
  };
}
