import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/test-app.ts";

// The config only reads whether Paystack is set: no call reaches this address.
const paystack = { secretKey: "sk_test_config", baseUrl: "http://127.0.0.1:9" };

const config = async (t: Awaited<ReturnType<typeof createTestApp>>) =>
  (await t.app.inject({ method: "GET", url: "/forum/api/v1/config" })).json().data;

describe("GET /config", () => {
  it("tells the web app that campaigns need no payment without Paystack, and that they do with it", async () => {
    const off = await createTestApp();
    try {
      expect(await config(off)).toMatchObject({ payments_required: false });
    } finally {
      await off.close();
    }
    const on = await createTestApp({ paystack });
    try {
      expect(await config(on)).toMatchObject({ payments_required: true });
    } finally {
      await on.close();
    }
  });
});
