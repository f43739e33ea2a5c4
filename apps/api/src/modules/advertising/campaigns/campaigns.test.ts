import { adMessages, adRequiredTexts, imageMessages, lastAdStartDate } from "@forum/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { adminTestApp, png } from "../../admin/admin-test-kit.ts";
import { adsKit, daysFrom, today } from "../advertising-test-kit.ts";

const { t } = adminTestApp();
let k: ReturnType<typeof adsKit>;
let ada: { token: string; id: number };
let bola: { token: string; id: number };
beforeAll(async () => {
  k = adsKit(t);
  ada = await k.student("ada@uni.edu");
  bola = await k.student("bola@uni.edu");
});

/** A fresh student: creating is paced like posting (5 at once for a new account), so each test has its own. */
let n = 0;
const student = () => k.student(`student${++n}@uni.edu`);

/** The answer's first message and its field map. */
const refusal = async (form: Record<string, string>, image?: { bytes: Buffer; type: string }, token = ada.token) => {
  const res = await k.create(form, token, image);
  expect(res.statusCode, res.body).toBe(422);
  return res.json() as { message: string; error: Record<string, string[]> };
};

describe("POST /advertisements: the form's checks in the spec's order", () => {
  it("answers each required field's own text, in the spec's order (blank after trimming is missing)", async () => {
    const order = ["business_name", "caption", "adUrl", "duration", "budget", "start_date"] as const;
    const filled: Record<string, string> = {};
    const all = k.fields();
    for (const field of order) {
      const body = await refusal({ ...filled, [field]: "   " });
      expect(body.message).toBe(adRequiredTexts[field]);
      expect(body.error[field]).toEqual([adRequiredTexts[field]]);
      filled[field] = all[field]!;
    }
    expect((await k.create(filled, ada.token)).statusCode).toBe(201);
  });

  it("checks the budget (whole Naira, at least ₦1,000), the duration (1-90), the URL and the start date's form", async () => {
    const s = await student();
    const cases: [Record<string, string>, string, string][] = [
      [{ budget: "1500.50" }, "budget", adMessages.budgetWhole],
      [{ budget: "abc" }, "budget", adMessages.budgetWhole],
      [{ budget: "999" }, "budget", adMessages.budgetMin],
      [{ budget: "100000001" }, "budget", adMessages.budgetMax],
      [{ budget: "9".repeat(40) }, "budget", adMessages.budgetWhole],
      [{ duration: "0" }, "duration", adMessages.durationRange],
      [{ duration: "91" }, "duration", adMessages.durationRange],
      [{ duration: "2.5" }, "duration", adMessages.durationRange],
      [{ adUrl: "javascript:alert(1)" }, "adUrl", adMessages.adUrlFormat],
      [{ adUrl: "mamaput.example.com" }, "adUrl", adMessages.adUrlFormat],
      [{ adUrl: "ftp://files.example.com" }, "adUrl", adMessages.adUrlFormat],
      [{ start_date: "2030-02-30" }, "start_date", adMessages.startDateFormat],
      [{ start_date: "tomorrow" }, "start_date", adMessages.startDateFormat],
      [{ business_name: "x".repeat(101) }, "business_name", adMessages.tooLong("Business name", 100)],
      [{ caption: "x".repeat(301) }, "caption", adMessages.tooLong("Caption", 300)],
    ];
    for (const [over, field, message] of cases) {
      const body = await refusal(k.fields(over));
      expect([field, body.message]).toEqual([field, message]);
      expect(body.error[field]).toEqual([message]);
    }
    // The bounds themselves pass.
    expect((await k.create(k.fields({ budget: "1000", duration: "90" }), s.token)).statusCode).toBe(201);
    expect((await k.create(k.fields({ budget: "100000000", duration: "1" }), s.token)).statusCode).toBe(201);
  });

  it("refuses a start before today on the forum's clock (after the schema's checks), then a file that is no picture", async () => {
    const yesterday = daysFrom(today(), -1);
    const past = await refusal(k.fields({ start_date: yesterday }));
    expect(past).toMatchObject({
      message: adMessages.startDatePast,
      error: { start_date: [adMessages.startDatePast] },
    });
    // A schema failure comes first: a past date with a missing caption answers the caption.
    expect((await refusal(k.fields({ start_date: yesterday, caption: "" }))).message).toBe(adRequiredTexts.caption);
    // The date passes before the picture is looked at.
    const text = { bytes: Buffer.from("not a picture at all"), type: "image/png" };
    expect((await refusal(k.fields({ start_date: yesterday }), text)).message).toBe(adMessages.startDatePast);
    const notPicture = await refusal(k.fields(), text);
    expect(notPicture).toMatchObject({
      message: imageMessages.notAnImage,
      error: { image: [imageMessages.notAnImage] },
    });
    // Today and later pass.
    const s = await student();
    expect((await k.create(k.fields({ start_date: daysFrom(today(), 30) }), s.token)).statusCode).toBe(201);
    // Within a year: its last day passes, the next is refused.
    const last = lastAdStartDate(today());
    expect((await k.create(k.fields({ start_date: last }), s.token)).statusCode).toBe(201);
    expect(await refusal(k.fields({ start_date: daysFrom(last, 1) }))).toMatchObject({
      message: adMessages.startDateTooFar,
      error: { start_date: [adMessages.startDateTooFar] },
    });
  });

  it("creates a pending campaign owned by the caller (user_id ignored), its picture re-encoded, trimmed values", async () => {
    const s = await student();
    const res = await k.create(
      k.fields({ business_name: "  Ada's Braids  ", user_id: String(bola.id), budget: "25000", duration: "14" }),
      s.token,
      { bytes: await png(640, 360), type: "image/png" },
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.message).toBe(adMessages.created);
    expect(body.payment_url).toBeUndefined();
    expect(body.data).toMatchObject({
      business_name: "Ada's Braids",
      budget: 25_000,
      duration: 14,
      start_date: today(),
      status: "pending",
      payment_status: "not_required",
      impression: 0,
      clicks: 0,
      amount_spent: 0,
      ctr: null,
      cpc: null,
      user_id: s.id,
      live_at: null,
      refund_status: "none",
    });
    expect(body.data.image).toMatch(/^http:\/\/forum\.test\/forum\/uploads\/.+\.webp$/);
    const picture = await t.app.inject({ method: "GET", url: body.data.image.replace("http://forum.test", "") });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers["content-type"]).toBe("image/webp");
    expect((await k.row(body.data.id)).userId).toBe(s.id);
  });

  it("is for signed-in students only; hostile input is bounded", async () => {
    const s = await student();
    expect((await k.create(k.fields())).statusCode).toBe(401);
    expect((await refusal(k.fields({ caption: "Jollof\u0000rice" }), undefined, s.token)).error.caption).toBeDefined();
    const huge = await k.create(k.fields({ caption: "x".repeat(64 * 1024) }), s.token);
    expect(huge.statusCode).toBe(413);
  });

  it("paces creation like posting: a new account's sixth campaign in a row waits (429), refused forms cost nothing", async () => {
    const s = await student();
    for (let i = 0; i < 3; i++) await refusal(k.fields({ budget: "5" }), undefined, s.token);
    for (let i = 0; i < 5; i++) expect((await k.create(k.fields(), s.token)).statusCode).toBe(201);
    const sixth = await k.create(k.fields(), s.token);
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("GET /advertisements", () => {
  it("lists only the caller's campaigns, newest first, and searches business name and caption literally", async () => {
    const carol = await k.student("carol@uni.edu");
    const dan = await k.student("dan@uni.edu");
    const first = await k.ad({ userId: carol.id, businessName: "Carol's Cakes", caption: "Birthday cakes" });
    const second = await k.ad({ userId: carol.id, businessName: "Carol Prints", caption: "100% cotton shirts" });
    await k.ad({ userId: dan.id, businessName: "Dan's Cakes", caption: "Cakes too" });
    const all = (await k.list(carol.token)).json().data as { id: number }[];
    expect(all.map((a) => a.id)).toEqual([second, first]);
    expect((await k.list(carol.token, "cake")).json().data.map((a: { id: number }) => a.id)).toEqual([first]);
    expect((await k.list(carol.token, "COTTON")).json().data.map((a: { id: number }) => a.id)).toEqual([second]);
    expect((await k.list(carol.token, "100%")).json().data.map((a: { id: number }) => a.id)).toEqual([second]);
    expect((await k.list(carol.token, "%%")).json().data).toEqual([]);
    expect((await k.list(carol.token, "_")).json().data).toEqual([]);
    expect((await k.list(dan.token)).json().data.map((a: { business_name: string }) => a.business_name)).toEqual([
      "Dan's Cakes",
    ]);
    expect((await k.list(carol.token, "x".repeat(101))).statusCode).toBe(422);
    expect((await k.list()).statusCode).toBe(401);
  });
});

describe("POST /advertisements/{id}/pay without a payment provider", () => {
  it("is 409 (payment not required) for the owner, 404 for another student or an unknown or hostile id", async () => {
    const s = await student();
    const id = await k.ad({ userId: s.id });
    const own = await k.call("POST", `/forum/api/v1/advertisements/${id}/pay`, undefined, s.token);
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe(adMessages.paymentsOff);
    const other = await k.call("POST", `/forum/api/v1/advertisements/${id}/pay`, undefined, bola.token);
    expect(other.statusCode).toBe(404);
    expect((await k.call("POST", "/forum/api/v1/advertisements/999999/pay", undefined, s.token)).statusCode).toBe(404);
    // An id that is no id names nothing (404); a NUL byte anywhere in a path is refused as such (422).
    for (const [bad, status] of [
      ["2147483648", 404],
      ["-1", 404],
      ["abc", 404],
      ["0x10", 404],
      ["1%00", 422],
    ]) {
      const res = await k.call("POST", `/forum/api/v1/advertisements/${bad}/pay`, undefined, s.token);
      expect([bad, res.statusCode]).toEqual([bad, status]);
    }
  });
});
