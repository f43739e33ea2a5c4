import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";

export type CodeKind = "verification" | "reset";

/** Subjects the server sends, e.g. "Your Student Forum verification code is 123456". */
const subjectPatterns: Record<CodeKind, RegExp> = {
  verification: /verification code is (\d+)/i,
  reset: /password reset code is (\d+)/i,
};

/** Header fields of a raw RFC 822 message (folded lines joined, names lower-cased, RFC 2047 words decoded). */
export function parseHeaders(raw: string): Map<string, string> {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? "";
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return headers;
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([bq])\?([^?]*)\?=/gi, (_, _charset: string, encoding: string, text: string) =>
      encoding.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
            "latin1",
          ).toString("utf8"),
    );
}

/** The addresses of a To: header ("A <a@x>, b@y" -> ["a@x", "b@y"]), lower-cased. */
export function addresses(field: string): string[] {
  return [...field.matchAll(/[^\s<>,;"]+@[^\s<>,;"]+/g)].map((m) => m[0].toLowerCase());
}

/**
 * The code in the newest mail to `email` whose subject carries a code of the given kind, read from
 * DATA_DIR/outbox/*.eml (file names start with a millisecond timestamp). Polls up to `timeoutMs` for it;
 * with `since` (a Date.now() value) only mails written at or after that moment count.
 */
export async function latestCode(
  dataDir: string,
  email: string,
  kind: CodeKind,
  { timeoutMs = 10_000, since = 0 }: { timeoutMs?: number; since?: number } = {},
): Promise<string> {
  const outbox = join(dataDir, "outbox");
  const wanted = email.toLowerCase();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = await readdir(outbox).catch(() => [] as string[]);
    const mails = files
      .filter((name) => name.endsWith(".eml"))
      .map((name) => ({ name, at: Number.parseInt(name, 10) }))
      .filter((mail) => !(mail.at < since))
      .sort((a, b) => b.at - a.at || b.name.localeCompare(a.name));
    for (const { name } of mails) {
      const headers = parseHeaders(await readFile(join(outbox, name), "utf8"));
      if (!addresses(headers.get("to") ?? "").includes(wanted)) continue;
      const match = subjectPatterns[kind].exec(headers.get("subject") ?? "");
      if (match?.[1]) return match[1];
    }
    if (Date.now() > deadline) {
      throw new Error(
        `No ${kind} code mailed to ${email} in ${outbox} within ${timeoutMs / 1000} s (${files.length} files there)`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
