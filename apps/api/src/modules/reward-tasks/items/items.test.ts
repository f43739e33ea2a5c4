import { rewardTaskLimits } from "@forum/contract";
import { describe, expect, it } from "vitest";
import { longestBusyStretchMs } from "../../../test/busy-stretch.ts";
import { adminTestApp } from "../../admin/admin-test-kit.ts";
import { rewardTasksAdminKit } from "../reward-tasks-admin-test-kit.ts";

const { t, k, boss } = adminTestApp();
const r = () => rewardTasksAdminKit(t, k, () => boss.token);
const fresh = async () => r().assignment((await r().task()).id);
const item = (text: string, over: object = {}) => ({ text, domain: "market", points: 3, ...over });
const header = "text,sentence_type,grammatical_features,domain,style,complexity,points";

describe("bulk upload of items as JSON", () => {
  it("adds them after the assignment's last item, all of their fields kept, audited", async () => {
    const a = await fresh();
    await r().item(a.id, 4);
    const res = await r().api("POST", `/assignments/${a.id}/tasks`, {
      items: [item("How much is this?", { sentence_type: "question", style: "informal" }), item("Too expensive.")],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ data: { added: 2 }, message: "2 items added." });
    const rows = await r().items(a.id);
    expect(rows.map((x) => [x.orderIndex, x.text])).toEqual([
      [4, "Sentence 4."],
      [5, "How much is this?"],
      [6, "Too expensive."],
    ]);
    expect(rows[1]).toMatchObject({ sentenceType: "question", style: "informal", domain: "market", points: 3 });
    expect((await k.audits())[0]).toMatchObject({
      action: "translation_item.upload",
      targetType: "reward_assignment",
      targetId: a.id,
    });
  });

  it("names each bad row and adds none", async () => {
    const a = await fresh();
    const res = await r().api("POST", `/assignments/${a.id}/tasks`, {
      items: [item("Fine."), item("Also fine."), item(""), item("Bad points", { points: -1 })],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe("Row 3: The text is required.");
    expect(res.json().error.items).toEqual(["Row 3: The text is required.", expect.stringMatching(/^Row 4: /)]);
    expect(await r().items(a.id)).toEqual([]);
  });

  it("refuses an empty list, too many items, and an unknown assignment", async () => {
    const a = await fresh();
    const empty = await r().api("POST", `/assignments/${a.id}/tasks`, { items: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe("Add at least one item.");
    const many = Array.from({ length: rewardTaskLimits.itemsPerUpload + 1 }, (_, i) => item(`Sentence ${i}.`));
    const tooMany = await r().api("POST", `/assignments/${a.id}/tasks`, { items: many });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message).toBe(`At most ${rewardTaskLimits.itemsPerUpload} items at a time.`);
    expect((await r().api("POST", "/assignments/999999/tasks", { items: [item("Hi.")] })).statusCode).toBe(404);
    expect(await r().items(a.id)).toEqual([]);
  });

  it("numbers two uploads at once one after the other", async () => {
    const a = await fresh();
    const batch = (n: string) => ({ items: Array.from({ length: 20 }, (_, i) => item(`${n} ${i}.`)) });
    const [one, two] = await Promise.all([
      r().api("POST", `/assignments/${a.id}/tasks`, batch("One")),
      r().api("POST", `/assignments/${a.id}/tasks`, batch("Two")),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([201, 201]);
    const order = (await r().items(a.id)).map((x) => x.orderIndex);
    expect(order).toEqual(Array.from({ length: 40 }, (_, i) => i));
  });
});

describe("bulk upload of items as a file", () => {
  it("reads a CSV with the headers (quoted commas, any column order, a BOM), numbered from 0", async () => {
    const a = await fresh();
    const csv = `\uFEFF${header}\n"Hello, friend.",greeting,,daily,informal,simple,2\n"He said ""no"".",statement,quote,,,,\n`;
    const res = await r().uploadFile(a.id, csv);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toEqual({ added: 2 });
    const rows = await r().items(a.id);
    expect(rows.map((x) => [x.orderIndex, x.text, x.points])).toEqual([
      [0, "Hello, friend.", 2],
      [1, 'He said "no".', 0],
    ]);
    expect(rows[0]).toMatchObject({
      sentenceType: "greeting",
      domain: "daily",
      style: "informal",
      complexity: "simple",
    });
    const reordered = await r().uploadFile(a.id, "points,text\n7,Goodbye.\n");
    expect(reordered.statusCode).toBe(201);
    expect((await r().items(a.id))[2]).toMatchObject({ orderIndex: 2, text: "Goodbye.", points: 7 });
  });

  it("reads a .json list", async () => {
    const a = await fresh();
    const res = await r().uploadFile(a.id, JSON.stringify([item("One."), item("Two.")]), "application/json", "i.json");
    expect(res.statusCode, res.body).toBe(201);
    expect((await r().items(a.id)).map((x) => x.text)).toEqual(["One.", "Two."]);
  });

  it("names a bad CSV row (the header is not a row) and adds none", async () => {
    const a = await fresh();
    const res = await r().uploadFile(a.id, `${header}\nFine.,,,,,,1\n,,,,,,1\nAlso fine.,,,,,,x\n`);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.file).toEqual(["Row 2: The text is required.", expect.stringMatching(/^Row 3: /)]);
    expect(await r().items(a.id)).toEqual([]);
  });

  it("refuses too many rows, other kinds of files, unknown headers, and a file past the size limit", async () => {
    const a = await fresh();
    const rows = Array.from({ length: rewardTaskLimits.itemsPerUpload + 1 }, (_, i) => `Sentence ${i}.`);
    const many = await r().uploadFile(a.id, `text\n${rows.join("\n")}\n`);
    expect(many.statusCode).toBe(422);
    expect(many.json().message).toBe(`At most ${rewardTaskLimits.itemsPerUpload} items at a time.`);
    for (const [what, bytes] of [
      ["a picture", Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])],
      ["unknown headers", Buffer.from("sentence,price\nHello,2\n")],
      ["broken JSON", Buffer.from('[{"text": "Hi"')],
      ["a JSON object", Buffer.from('{"rows": []}')],
      ["Latin-1 text", Buffer.from([0x74, 0x65, 0x78, 0x74, 0x0a, 0xe9, 0x0a])],
    ] as const) {
      const res = await r().uploadFile(a.id, bytes, "application/octet-stream", "items.bin");
      expect(res.statusCode, what).toBe(415);
      expect(res.json().message, what).toMatch(/^Upload a \.json list of items or a \.csv file/);
    }
    const huge = await r().uploadFile(a.id, `text\n${"a".repeat(4 * 1024 * 1024)}\n`);
    expect(huge.statusCode).toBe(413);
    expect(await r().items(a.id)).toEqual([]);
  });
});

describe("a large upload", () => {
  // The largest upload the limits allow: 1,000 items of 2,000 characters (about 2 MB), 4 MB less the CSV's quotes.
  const rows = Array.from({ length: rewardTaskLimits.itemsPerUpload }, (_, i) =>
    item(`${i} ${"word ".repeat(399)}`.slice(0, rewardTaskLimits.itemTextMax), { sentence_type: "statement" }),
  );
  const csv = [header, ...rows.map((x) => `"${x.text}",statement,,market,,,3`)].join("\n");

  it.each([
    ["a CSV file", (id: number) => r().uploadFile(id, csv)],
    ["a JSON body", (id: number) => r().api("POST", `/assignments/${id}/tasks`, { items: rows })],
  ])("holds no other request for long (250 ms at most): %s, while a cheap call is polled", async (_, upload) => {
    const a = await fresh();
    let polls = 0;
    let uploading = true;
    const poll = (async () => {
      while (uploading) {
        expect((await t.app.inject({ method: "GET", url: "/forum/api/v1/categories" })).statusCode).toBe(200);
        polls++;
        await new Promise(setImmediate); // a cached answer comes back in microtasks: let the loop turn
      }
    })();
    const { result, ms } = await longestBusyStretchMs(() => upload(a.id));
    uploading = false;
    await poll;
    expect(result.statusCode, result.body).toBe(201);
    expect(result.json().data).toEqual({ added: rewardTaskLimits.itemsPerUpload });
    expect(polls).toBeGreaterThan(1);
    // The bound is 250 ms of waiting on its server; this asks for well under half of it in CPU time here
    // (reading the CSV on the event loop took 150-170 ms on this machine, the fixed path 12-23 ms).
    expect(ms).toBeLessThan(100);
  });
});
