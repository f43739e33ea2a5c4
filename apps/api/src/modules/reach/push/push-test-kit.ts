import { createDecipheriv, createECDH, createHmac, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export type Received = { path: string; headers: http.IncomingHttpHeaders; body: Buffer };

/** A push service on 127.0.0.1 (RFC 8030's receiving end): records each message and answers 201, or what a path is told to. */
export async function startPushService(port = 0) {
  const received: Received[] = [];
  const answers = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const path = req.url ?? "";
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(answers.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** From now on, messages to `path` are answered `status` (410: the subscription is gone). */
    answer: (path: string, status: number) => void answers.set(path, status),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's side of a subscription: its own P-256 pair and auth secret, and the decryption of what arrives. */
export function newDevice(origin: string, name: string) {
  const ecdh = createECDH("prime256v1");
  const publicKey = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  const path = `/send/${name}`;
  return {
    path,
    subscription: {
      endpoint: `${origin}${path}`,
      expirationTime: null,
      keys: { p256dh: publicKey.toString("base64url"), auth: authSecret.toString("base64url") },
    },
    /** RFC 8291 with RFC 8188's aes128gcm, one record: the plaintext the server sent. */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idLength = body[20]!;
      const serverKey = body.subarray(21, 21 + idLength);
      const cipherText = body.subarray(21 + idLength);
      const hmac = (key: Buffer, ...data: Buffer[]) => {
        const h = createHmac("sha256", key);
        for (const d of data) h.update(d);
        return h.digest();
      };
      const one = Buffer.from([1]);
      const shared = ecdh.computeSecret(serverKey);
      const prkKey = hmac(authSecret, shared);
      const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), publicKey, serverKey]);
      const ikm = hmac(prkKey, keyInfo, one);
      const prk = hmac(salt, ikm);
      const cek = hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0"), one).subarray(0, 16);
      const nonce = hmac(prk, Buffer.from("Content-Encoding: nonce\0"), one).subarray(0, 12);
      const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
      decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
      const plain = Buffer.concat([decipher.update(cipherText.subarray(0, cipherText.length - 16)), decipher.final()]);
      // The last record ends with the delimiter 2 and any zero padding.
      const end = plain.lastIndexOf(2);
      return plain.subarray(0, end).toString("utf8");
    },
  };
}
export type Device = ReturnType<typeof newDevice>;

/** The VAPID header's parts (RFC 8292): `vapid t=<JWT>, k=<public key>`. */
export function vapidOf(authorization: string | undefined) {
  const m = authorization?.match(/^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/);
  if (!m) throw new Error(`not a VAPID authorization: ${authorization}`);
  const claims = JSON.parse(Buffer.from(m[1]!.split(".")[1]!, "base64url").toString()) as { aud: string; sub: string };
  return { token: m[1]!, key: m[2]!, claims };
}
