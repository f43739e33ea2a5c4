import { describe, expect, it } from "vitest";
import { readEnv } from "./env.ts";

describe("listen address", () => {
  it("listens on 127.0.0.1 on the embedded default, on every interface with a database server, or where HOST says", () => {
    expect(readEnv({}).host).toBe("127.0.0.1");
    expect(readEnv({ DATABASE_URL: "postgres://db/forum" }).host).toBe("0.0.0.0");
    expect(readEnv({ HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
    expect(readEnv({ HOST: "::1", DATABASE_URL: "postgres://db/forum" }).host).toBe("::1");
  });
});

describe("S3 settings", () => {
  it("stores on disk when none is set, in a bucket when S3_URL and S3_BUCKET are", () => {
    expect(readEnv({}).s3).toBeUndefined();
    expect(readEnv({ S3_URL: "", S3_BUCKET: "" }).s3).toBeUndefined();
    expect(readEnv({ S3_URL: "http://k:s@127.0.0.1:9000", S3_BUCKET: "forum" }).s3).toEqual({
      url: "http://k:s@127.0.0.1:9000",
      bucket: "forum",
      publicUrl: undefined,
    });
    const withCdn = {
      S3_URL: "https://s3.example.com",
      S3_BUCKET: "forum",
      S3_PUBLIC_URL: "https://cdn.example.com/f/",
    };
    expect(readEnv(withCdn).s3?.publicUrl).toBe("https://cdn.example.com/f");
  });

  it("refuses half a configuration and addresses that are not http(s) URLs, rather than storing on one disk", () => {
    for (const source of [
      { S3_URL: "http://127.0.0.1:9000" },
      { S3_BUCKET: "forum" },
      { S3_PUBLIC_URL: "https://cdn.example.com" },
      { S3_URL: "ftp://127.0.0.1", S3_BUCKET: "forum" },
      { S3_URL: "not a url", S3_BUCKET: "forum" },
      { S3_URL: "http://127.0.0.1:9000", S3_BUCKET: "forum", S3_PUBLIC_URL: "javascript:alert(1)" },
    ]) {
      expect(() => readEnv(source), JSON.stringify(source)).toThrow();
    }
  });
});

describe("REPORT_HIDE_THRESHOLD", () => {
  it("is 5 unless set, 0 turns the auto-hide off, anything but a whole number from 0 is refused", () => {
    expect(readEnv({}).reportHideThreshold).toBe(5);
    expect(readEnv({ REPORT_HIDE_THRESHOLD: "" }).reportHideThreshold).toBe(5);
    expect(readEnv({ REPORT_HIDE_THRESHOLD: "0" }).reportHideThreshold).toBe(0);
    expect(readEnv({ REPORT_HIDE_THRESHOLD: "3" }).reportHideThreshold).toBe(3);
    for (const bad of ["-1", "2.5", "many"]) expect(() => readEnv({ REPORT_HIDE_THRESHOLD: bad })).toThrow();
  });
});

describe("NEW_ACCOUNT_HOURS", () => {
  it("is 24 unless set, 0 makes no account new, anything but a whole number of hours up to a year is refused", () => {
    expect(readEnv({}).newAccountHours).toBe(24);
    expect(readEnv({ NEW_ACCOUNT_HOURS: "" }).newAccountHours).toBe(24);
    expect(readEnv({ NEW_ACCOUNT_HOURS: "0" }).newAccountHours).toBe(0);
    expect(readEnv({ NEW_ACCOUNT_HOURS: "72" }).newAccountHours).toBe(72);
    for (const bad of ["-1", "1.5", "soon", "9000"]) expect(() => readEnv({ NEW_ACCOUNT_HOURS: bad })).toThrow();
  });
});

describe("ADMIN_EMAILS", () => {
  it("is a comma-separated list, trimmed and lower-cased like stored e-mails; none when unset", () => {
    expect(readEnv({}).adminEmails).toEqual([]);
    expect(readEnv({ ADMIN_EMAILS: " Boss@Uni.edu, ,dean@uni.edu " }).adminEmails).toEqual([
      "boss@uni.edu",
      "dean@uni.edu",
    ]);
  });
});

describe("TIME_ZONE", () => {
  it("defaults to Africa/Lagos, takes any IANA zone, and refuses an unknown one", () => {
    expect(readEnv({}).timeZone).toBe("Africa/Lagos");
    expect(readEnv({ TIME_ZONE: "" }).timeZone).toBe("Africa/Lagos");
    expect(readEnv({ TIME_ZONE: "Europe/London" }).timeZone).toBe("Europe/London");
    expect(() => readEnv({ TIME_ZONE: "Mars/Olympus" })).toThrow(/TIME_ZONE/);
  });
});

describe("PAYSTACK_SECRET_KEY and PAYSTACK_BASE_URL", () => {
  it("turns payments on with the key, against Paystack's API unless the base URL says otherwise", () => {
    expect(readEnv({}).paystack).toBeUndefined();
    expect(readEnv({ PAYSTACK_SECRET_KEY: "" }).paystack).toBeUndefined();
    expect(readEnv({ PAYSTACK_SECRET_KEY: "sk_test_1" }).paystack).toEqual({
      secretKey: "sk_test_1",
      baseUrl: "https://api.paystack.co",
    });
    expect(
      readEnv({ PAYSTACK_SECRET_KEY: "sk_test_1", PAYSTACK_BASE_URL: "http://127.0.0.1:4010/" }).paystack?.baseUrl,
    ).toBe("http://127.0.0.1:4010");
  });

  it("refuses a base URL that is not http(s) and a key beyond its bound", () => {
    expect(() => readEnv({ PAYSTACK_SECRET_KEY: "sk", PAYSTACK_BASE_URL: "file:///etc/passwd" })).toThrow();
    expect(() => readEnv({ PAYSTACK_SECRET_KEY: "sk", PAYSTACK_BASE_URL: "not a url" })).toThrow();
    expect(() => readEnv({ PAYSTACK_SECRET_KEY: "k".repeat(201) })).toThrow();
  });
});

describe("VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT and PUSH_ALLOWED_ORIGINS", () => {
  const publicKey = `B${"A".repeat(86)}`;
  const privateKey = "A".repeat(43);
  it("takes both keys or neither, and a subject defaulting to MAIL_FROM's address", () => {
    expect(readEnv({}).vapidKeys).toBeUndefined();
    expect(readEnv({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey }).vapidKeys).toEqual({
      publicKey,
      privateKey,
    });
    expect(() => readEnv({ VAPID_PUBLIC_KEY: publicKey })).toThrow(/go together/);
    expect(() => readEnv({ VAPID_PUBLIC_KEY: "short", VAPID_PRIVATE_KEY: privateKey })).toThrow(/VAPID_PUBLIC_KEY/);
    expect(readEnv({}).vapidSubject).toBe("mailto:no-reply@localhost");
    expect(readEnv({ MAIL_FROM: "Forum <forum@uni.edu>" }).vapidSubject).toBe("mailto:forum@uni.edu");
    expect(readEnv({ VAPID_SUBJECT: "https://forum.uni.edu" }).vapidSubject).toBe("https://forum.uni.edu");
    expect(() => readEnv({ VAPID_SUBJECT: "ops" })).toThrow();
  });

  it("reads allowed push origins as origins, and refuses what is not one", () => {
    expect(readEnv({}).pushAllowedOrigins).toEqual([]);
    expect(readEnv({ PUSH_ALLOWED_ORIGINS: "http://127.0.0.1:4000/, https://push.test" }).pushAllowedOrigins).toEqual([
      "http://127.0.0.1:4000",
      "https://push.test",
    ]);
    expect(() => readEnv({ PUSH_ALLOWED_ORIGINS: "file:///tmp" })).toThrow(/PUSH_ALLOWED_ORIGINS/);
  });
});
