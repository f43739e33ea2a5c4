import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";

export type MailAttachment = { filename: string; content: string; contentType: string };
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** Extra header lines (List-Unsubscribe and the like), passed to nodemailer as they are. */
  headers?: Record<string, string>;
};
export type Mailer = { send: (mail: Mail) => Promise<void>; close: () => void };

/**
 * SMTP_URL set: real delivery. Unset: every mail goes to the log and, as a raw .eml, to DATA_DIR/outbox/
 * (file names start with a millisecond timestamp, so the newest sorts last).
 */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  // Mails carry their content inline: no attachment or body may be read from a file path or fetched from a URL.
  const defaults = { from: opts.from, disableFileAccess: true, disableUrlAccess: true };
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl, defaults);
    return {
      send: async (mail) => {
        await transport.sendMail(mail);
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }, defaults);
  return {
    send: async (mail) => {
      const info = await transport.sendMail(mail);
      await fs.mkdir(opts.outboxDir, { recursive: true });
      const file = path.join(opts.outboxDir, `${Date.now()}-${randomBytes(4).toString("hex")}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      opts.log.info({ to: mail.to, subject: mail.subject, file }, "mail written to outbox");
    },
    close: () => transport.close(),
  };
}

/** For tests: keeps what was sent. */
export function createMemoryMailer(): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  return { sent, send: async (mail) => void sent.push(mail), close: () => {} };
}
