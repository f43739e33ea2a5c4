import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { communitiesKit } from "./communities-test-kit.ts";

let t: TestApp;
let k: ReturnType<typeof communitiesKit>;
let ada: { token: string; id: number };
let bola: { token: string; id: number };
let chess: { id: number };
let drama: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  k = communitiesKit(t);
  ada = await k.quickStudent("ada", "ada_k");
  bola = await k.quickStudent("bola", "bola_o");
  chess = await k.community("Chess Club", [ada.id]);
  drama = await k.community("Drama Society", []);
});
afterAll(() => t.close());

const post = (url: string, token?: string) => k.act(url, token);
const names = (res: { json: () => { data: { name: string }[] } }) => res.json().data.map((c) => c.name);
/** The stored counter and the real number of rows, to prove they never drift apart. */
async function counts(id: number) {
  // Both drivers answer execute() with an object carrying `rows`; Drizzle types it per driver.
  const { rows } = (await t.database.db.execute(
    sql`select members_count as counter, (select count(*)::int from community_members where community_id = ${id}) as real
        from communities where id = ${id}`,
  )) as unknown as { rows: { counter: number; real: number }[] };
  return rows[0]!;
}

describe("GET /communities", () => {
  it("lists all by name with the caller's membership; guests are members of none", async () => {
    const asAda = (await k.get("/communities?all=1", ada.token)).json().data;
    expect(asAda.map((c: { name: string }) => c.name)).toEqual(["Chess Club", "Drama Society"]);
    expect(asAda[0]).toMatchObject({ acronym: "CHE", about: "", members_count: 1, user_is_member: true, image: null });
    expect(asAda[0].members).toBeUndefined();
    expect(asAda[1].user_is_member).toBe(false);
    const asGuest = (await k.get("/communities?all=1")).json().data;
    expect(asGuest.every((c: { user_is_member: boolean }) => !c.user_is_member)).toBe(true);
  });

  it("searches names and acronyms, ignoring case and taking % literally", async () => {
    expect(names(await k.get("/communities?all=1&search=drama"))).toEqual(["Drama Society"]);
    expect(names(await k.get("/communities?all=1&search=che"))).toEqual(["Chess Club"]);
    expect(names(await k.get("/communities?all=1&search=%25"))).toEqual([]);
    expect(names(await k.get("/communities?all=1&search="))).toHaveLength(2);
  });

  it("lists the communities a user joined, for anyone who asks", async () => {
    expect(names(await k.get(`/communities?user_id=${ada.id}`))).toEqual(["Chess Club"]);
    expect(names(await k.get(`/communities?user_id=${bola.id}`, ada.token))).toEqual([]);
    expect((await k.get("/communities?user_id=abc")).statusCode).toBe(422);
  });
});

describe("GET /communities/{id}", () => {
  it("answers the community with its members' public names", async () => {
    const res = await k.get(`/communities/${chess.id}`, bola.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: chess.id,
      name: "Chess Club",
      user_is_member: false,
      members_count: 1,
    });
    expect(res.json().data.members).toEqual([
      {
        id: ada.id,
        user: {
          user_id: ada.id,
          meta: { username: "ada_k", first_name: "ada", last_name: "Test", profile_image: null },
        },
      },
    ]);
    expect(JSON.stringify(res.json())).not.toContain("ada@example.com");
  });

  it("404s unknown and malformed ids", async () => {
    expect((await k.get("/communities/999999")).statusCode).toBe(404);
    expect((await k.get("/communities/abc")).json().message).toBe("Community not found.");
    expect((await k.get("/communities/0")).statusCode).toBe(404);
  });

  it("lists only the first 20 members while counting all of them", async () => {
    const crowd = await k.crowd("crowd", 22);
    const big = await k.community(
      "Big Hall",
      crowd.map((s) => s.id),
    );
    const data = (await k.get(`/communities/${big.id}`)).json().data;
    expect(data.members).toHaveLength(20);
    expect(data.members_count).toBe(22);
  });
});

describe("join and leave", () => {
  it("need a signed-in student and a real community", async () => {
    expect((await post(`/communities/${drama.id}/join`)).statusCode).toBe(401);
    expect((await post(`/communities/${drama.id}/leave`)).statusCode).toBe(401);
    expect((await post("/communities/999999/join", bola.token)).statusCode).toBe(404);
  });

  it("join turns user_is_member true and counts once; leave turns it back", async () => {
    const joined = await post(`/communities/${drama.id}/join`, bola.token);
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({
      message: "You joined Drama Society.",
      data: { user_is_member: true, members_count: 1, members: [{ id: bola.id }] },
    });
    expect((await post(`/communities/${drama.id}/join`, bola.token)).json().data.members_count).toBe(1);
    const left = await post(`/communities/${drama.id}/leave`, bola.token);
    expect(left.json()).toMatchObject({ message: "You left Drama Society.", data: { user_is_member: false } });
    expect(left.json().data.members_count).toBe(0);
    expect((await post(`/communities/${drama.id}/leave`, bola.token)).json().data.members_count).toBe(0);
    expect(await counts(drama.id)).toEqual({ counter: 0, real: 0 });
  });

  it("never double counts concurrent joins and leaves", async () => {
    const club = await k.community("Rush Club", []);
    const same = await Promise.all(Array.from({ length: 6 }, () => post(`/communities/${club.id}/join`, ada.token)));
    expect(same.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(await counts(club.id)).toEqual({ counter: 1, real: 1 });
    const others = await k.crowd("rush", 5);
    await Promise.all(others.map((s) => post(`/communities/${club.id}/join`, s.token)));
    expect(await counts(club.id)).toEqual({ counter: 6, real: 6 });
    await Promise.all([
      ...Array.from({ length: 4 }, () => post(`/communities/${club.id}/leave`, ada.token)),
      post(`/communities/${club.id}/leave`, others[0]!.token),
    ]);
    expect(await counts(club.id)).toEqual({ counter: 4, real: 4 });
  });
});

describe("GET /random/community", () => {
  it("picks one the caller has not joined, and null once they joined all", async () => {
    const carl = await k.quickStudent("carl");
    const all = (await k.get("/communities?all=1")).json().data as { id: number }[];
    for (let i = 0; i < all.length - 1; i++) await post(`/communities/${all[i]!.id}/join`, carl.token);
    const last = all[all.length - 1]!;
    for (let i = 0; i < 3; i++) {
      expect((await k.get("/random/community", carl.token)).json().data).toMatchObject({
        id: last.id,
        user_is_member: false,
      });
    }
    await post(`/communities/${last.id}/join`, carl.token);
    expect((await k.get("/random/community", carl.token)).json()).toEqual({ data: null });
    expect((await k.get("/random/community")).json().data).not.toBeNull();
  });
});
