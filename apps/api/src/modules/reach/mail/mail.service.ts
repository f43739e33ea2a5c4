import { createDigestService } from "./digest.service.ts";
import { createMailRepository } from "./mail.repository.ts";
import type { MailDeps } from "./mail-deps.ts";
import { createUnreadMailService } from "./unread-mail.service.ts";
import type { UnsubscribeClaim } from "./unsubscribe-token.ts";

/**
 * Reach's e-mail: the unread mail (unread-mail.service.ts), the digest (digest.service.ts) and what a mail's signed
 * unsubscribe link turns off. Every part stands on the same deps (one clock, one presence, one key).
 */
export function createMailService(d: MailDeps) {
  const repo = createMailRepository(d.db);
  return {
    unread: createUnreadMailService(d),
    digests: createDigestService(d),
    tokens: d.tokens,
    /** Turns off what a verified link names; false when its student no longer exists. */
    unsubscribe: (claim: UnsubscribeClaim) => repo.turnOff(claim.userId, claim.scope),
  };
}
export type MailService = ReturnType<typeof createMailService>;
