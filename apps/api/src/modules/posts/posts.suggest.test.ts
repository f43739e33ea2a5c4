import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { posts } from "../../db/schema/index.ts";
import { adminTestApp } from "../admin/admin-test-kit.ts";
import { createAskOnceRepository } from "./ask-once.repository.ts";
import { SUGGEST_PER_MINUTE } from "./ask-once.routes.ts";

const { t, k } = adminTestApp({ boss: false });

const suggest = (q: string, token?: string) => k.get(`/posts/suggest?q=${encodeURIComponent(q)}`, token);
const titles = async (q: string, token?: string) =>
  (await suggest(q, token)).json().data.map((s: { title: string }) => s.title);

describe("GET /posts/suggest", () => {
  it("answers published questions like the typed title, closest first, at most 5, with the solved flag", async () => {
    const ada = await k.student("ada@suggest.test");
    const exact = await k.post({ by: ada.id, title: "How to solve quadratic equations fast", minutesAgo: 50 });
    await k.post({ by: ada.id, title: "Quadratic formula proof", minutesAgo: 40 });
    for (let i = 0; i < 5; i++) await k.post({ by: ada.id, title: `Equations in week ${i} of MTH101`, minutesAgo: 30 });
    await k.post({ by: ada.id, title: "Best laptop for engineering" });
    const answer = await k.post({ by: ada.id, parentId: exact.id, content: "Use the formula" });
    await t.database.db.update(posts).set({ acceptedReplyId: answer.id }).where(eq(posts.id, exact.id));
    // A reply (no title of its own) is never suggested, however well its text matches.
    await k.post({ by: ada.id, parentId: exact.id, content: "quadratic equations are easy" });

    const res = await suggest("solve quadratic equations");
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toHaveLength(5);
    expect(data[0]).toEqual({
      uuid: exact.uuid,
      title: "How to solve quadratic equations fast",
      replies_count: 2,
      solved: true,
      created_at: exact.createdAt.toISOString(),
    });
    expect(data.slice(1).every((s: { solved: boolean }) => !s.solved)).toBe(true);
    expect(data.map((s: { title: string }) => s.title)).not.toContain("Best laptop for engineering");
    // A word being typed matches the start of a longer one.
    expect(await titles("laptop engin")).toEqual(["Best laptop for engineering"]);
    // Matched as typed, not stemmed: half of "equations" is found, though its stem ("equat") is shorter than it.
    expect(await titles("quadratic equati")).toEqual([
      "How to solve quadratic equations fast",
      "Quadratic formula proof",
      ...Array(3).fill(expect.stringMatching(/^Equations in week/)),
    ]);
  });

  it("answers [] for fewer than 3 characters, stop words only, or nothing alike; refuses an unbounded q", async () => {
    for (const q of ["", "  ab  ", "the", "how can the", "zzzqqq"])
      expect((await suggest(q)).json()).toEqual({ data: [] });
    expect((await suggest("x".repeat(201))).statusCode).toBe(422);
  });

  it("leaves out drafts, hidden posts, closed duplicates, and communities the caller is not in", async () => {
    const bola = await k.student("bola@suggest.test");
    const member = await k.student("member@suggest.test");
    const club = await k.community("Chess", [member.id]);
    await k.post({ by: bola.id, title: "Zygote biology draft", status: "draft" });
    const hidden = await k.post({ by: bola.id, title: "Zygote biology hidden" });
    await t.database.db.update(posts).set({ status: "hidden" }).where(eq(posts.id, hidden.id));
    const original = await k.post({ by: bola.id, title: "Zygote biology original" });
    const closed = await k.post({ by: bola.id, title: "Zygote biology again" });
    await t.database.db.update(posts).set({ duplicateOfId: original.id }).where(eq(posts.id, closed.id));
    await k.post({ by: member.id, title: "Zygote biology for members", communityId: club.id });

    expect(await titles("zygote biology")).toEqual(["Zygote biology original"]);
    expect(await titles("zygote biology", bola.token)).toEqual(["Zygote biology original"]);
    expect((await titles("zygote biology", member.token)).sort()).toEqual([
      "Zygote biology for members",
      "Zygote biology original",
    ]);
  });

  it("finds a rare word's questions of any age, past the newest ones it reads first", async () => {
    const dayo = await k.student("dayo@suggest.test");
    await k.post({ by: dayo.id, title: "Thermodynamics MTH204 past questions", minutesAgo: 900 });
    await k.post({ by: dayo.id, title: "MTH204 lecture notes", minutesAgo: 800 });
    for (let i = 0; i < 3; i++) await k.post({ by: dayo.id, title: `Lecture hall ${i} moved` });
    // Reading only the newest 2 questions, "mth204" is in none of them: the trigram index finds both, best first.
    const repo = createAskOnceRepository(t.database.db, 2);
    const found = async (words: string[]) => (await repo.suggest(words, null, 5)).map((s) => s.title);
    expect(await found(["mth204"])).toEqual(["MTH204 lecture notes", "Thermodynamics MTH204 past questions"]);
    // With a common word: holding both ranks first, then the rare word's others and the walk's best for the common one.
    expect((await found(["mth204", "lecture"]))[0]).toBe("MTH204 lecture notes");
    expect(await found(["mth204", "lecture"])).toContain("Thermodynamics MTH204 past questions");
    expect(await found(["zzzqqq", "hall"])).toEqual(expect.arrayContaining(["Lecture hall 2 moved"]));
  });

  it("is rate-limited per student", async () => {
    const busy = await k.student("busy@suggest.test");
    for (let i = 0; i < SUGGEST_PER_MINUTE; i++) expect((await suggest(`word${i}`, busy.token)).statusCode).toBe(200);
    const refused = await suggest("one more", busy.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
  });
});

describe("guests' shared suggestions", () => {
  it("are cleared by a write, so a new question is suggested at once", async () => {
    const cara = await k.student("cara@suggest.test");
    expect(await titles("xylophone lessons")).toEqual([]);
    const res = await k.call(
      "POST",
      "/forum/api/v1/posts",
      { title: "Xylophone lessons on campus?", content: "<p>Anyone?</p>" },
      cara.token,
    );
    expect(res.statusCode).toBe(201);
    expect(await titles("xylophone lessons")).toEqual(["Xylophone lessons on campus?"]);
  });
});
