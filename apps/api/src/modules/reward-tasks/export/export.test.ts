import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { users } from "../../../db/schema/index.ts";
import { adminTestApp } from "../../admin/admin-test-kit.ts";
import { rewardTasksAdminKit } from "../reward-tasks-admin-test-kit.ts";
import { csvCell, csvLine } from "./export-csv.ts";

const { t, k, boss } = adminTestApp();
const r = () => rewardTasksAdminKit(t, k, () => boss.token);
const exportOf = (id: number, token = boss.token) =>
  t.app.inject({
    method: "GET",
    url: `/forum/api/v1/admin/assignments/${id}/export`,
    headers: { authorization: `Bearer ${token}` },
  });

describe("the CSV's cells", () => {
  it("quotes every cell, doubles quotes, and defuses formulas", () => {
    expect(csvLine(["a", 'say "hi"', "x,y"])).toBe('"a","say ""hi""","x,y"\r\n');
    for (const cell of ["=1+1", "+1", "-1", "@SUM(A1)", "\tx", "\rx"]) expect(csvCell(cell)).toBe(`"'${cell}"`);
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
  });
});

describe("an assignment's export", () => {
  it("answers a ZIP of the approved work: the CSV (no e-mails) and the recordings", async () => {
    const ada = await k.student("ada.export@uni.edu");
    const ben = await k.student("ben.export@uni.edu");
    const a = await r().assignment((await r().task()).id, { languageName: "Hausa" });
    const one = await r().item(a.id, 1, { text: "Good evening." });
    const two = await r().item(a.id, 2, { text: '=HYPERLINK("x")' });
    // Large enough that the response's buffer fills and the build waits for it to drain, many times over.
    const audio = randomBytes(1024 * 1024);
    const approved = await r().submission(
      { itemId: one.id, userId: ada.id, status: "completed", translatedText: 'Ina "yini".' },
      audio,
    );
    const plain = await r().submission({ itemId: two.id, userId: ben.id, status: "completed", translatedText: "-1" });
    await r().submission({ itemId: one.id, userId: ben.id, status: "submitted", translatedText: "not yet approved" });

    const res = await exportOf(a.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="assignment-${a.id}-submissions.zip"`);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).sort()).toEqual([`audio/${approved.id}.m4a`, "submissions.csv"].sort());
    expect(Buffer.from(files[`audio/${approved.id}.m4a`]!)).toEqual(audio);
    const csv = strFromU8(files["submissions.csv"]!);
    expect(csv.split("\r\n")).toEqual([
      '"source_text","translation","language","student","audio_file"',
      `"Good evening.","Ina ""yini"".","Hausa","${await studentRef(ada.id)}","audio/${approved.id}.m4a"`,
      `"'=HYPERLINK(""x"")","'-1","Hausa","${await studentRef(ben.id)}",""`,
      "",
    ]);
    expect(csv).not.toContain("@uni.edu");
    expect(csv).not.toContain("not yet approved");
    expect(plain.id).toBeGreaterThan(approved.id);
  });

  it("answers an empty CSV for an assignment with nothing approved, and 404 for an unknown one", async () => {
    const a = await r().assignment((await r().task()).id);
    const files = unzipSync(new Uint8Array((await exportOf(a.id)).rawPayload));
    expect(strFromU8(files["submissions.csv"]!)).toBe(
      '"source_text","translation","language","student","audio_file"\r\n',
    );
    expect((await exportOf(999_999)).statusCode).toBe(404);
    const deleted = await r().assignment((await r().task({ deletedAt: new Date() })).id);
    expect((await exportOf(deleted.id)).statusCode).toBe(404);
  });
});

/** A student is named by username, else by id. */
async function studentRef(id: number) {
  const [row] = await t.database.db.select({ username: users.username }).from(users).where(eq(users.id, id));
  return row?.username ?? `user-${id}`;
}
