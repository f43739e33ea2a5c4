import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pino } from "pino";
import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, it } from "vitest";
import { createMailer } from "./mailer.ts";

const log = pino({ level: "silent" });
const mail = {
  to: "ada@example.com",
  subject: "Your code is 123456",
  text: "Code: 123456",
  html: "<p>Code: <b>123456</b></p>",
};

describe("mailer without SMTP_URL", () => {
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "outbox-"));
  afterAll(() => fs.rmSync(outboxDir, { recursive: true, force: true }));

  it("writes a raw multipart message with both parts to the outbox", async () => {
    const mailer = createMailer({ from: "Forum <no-reply@localhost>", outboxDir, log });
    await mailer.send(mail);
    const [file] = fs.readdirSync(outboxDir);
    expect(file).toMatch(/^\d{13}-[0-9a-f]{8}\.eml$/);
    const raw = fs.readFileSync(path.join(outboxDir, file!), "utf8");
    expect(raw).toContain("To: ada@example.com");
    expect(raw).toContain("Subject: Your code is 123456");
    expect(raw).toMatch(/multipart\/alternative/);
    expect(raw).toContain("text/plain");
    expect(raw).toContain("text/html");
  });

  it("refuses content read from a file path or fetched from a URL (mails carry theirs inline)", async () => {
    const mailer = createMailer({ from: "Forum <no-reply@localhost>", outboxDir, log });
    const before = fs.readdirSync(outboxDir).length;
    const fromFile = { filename: "passwd.txt", path: "/etc/passwd", contentType: "text/plain" };
    const fromUrl = { filename: "page.html", path: "http://127.0.0.1:9/", contentType: "text/html" };
    // The Mail type allows inline content only; these cast past it as a caller's mistake would.
    await expect(mailer.send({ ...mail, attachments: [fromFile as never] })).rejects.toThrow(/file access/i);
    await expect(mailer.send({ ...mail, attachments: [fromUrl as never] })).rejects.toThrow(/url access/i);
    await expect(mailer.send({ ...mail, html: { path: "/etc/passwd" } as never })).rejects.toThrow(/file access/i);
    expect(fs.readdirSync(outboxDir)).toHaveLength(before);
  });
});

describe("mailer with SMTP_URL", () => {
  it("delivers over SMTP", async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, done) {
        let data = "";
        stream.on("data", (c: Buffer) => {
          data += c.toString();
        });
        stream.on("end", () => {
          received.push(data);
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.server.address() as { port: number };
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "Forum <no-reply@forum.test>",
      outboxDir: "/nonexistent",
      log,
    });
    await mailer.send(mail);
    mailer.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    expect(received).toHaveLength(1);
    expect(received[0]).toContain("Subject: Your code is 123456");
    expect(received[0]).toContain("From: Forum <no-reply@forum.test>");
  });
});
