import { adminMessages } from "@forum/contract";
import { describe, expect, it } from "vitest";
import { adminTestApp } from "../admin/admin-test-kit.ts";

const { k, boss } = adminTestApp();

const create = (body: object) => k.api("POST", "/polls", body, boss.token);
const activeId = async () => (await k.get("/poll/active")).json().data?.id ?? null;

describe("polls", () => {
  it("creates (201) with options in order; activating one ends the active one; students vote on it", async () => {
    const first = await create({ title: "Best study spot?", options: ["Library", " Hostel "], active: true });
    expect(first.statusCode, first.body).toBe(201);
    const poll = first.json().data;
    expect(first.json()).toMatchObject({
      message: "Poll created.",
      data: {
        title: "Best study spot?",
        active: true,
        votes_count: 0,
        user_vote_option_id: null,
        options: [
          { option: "Library", votes_count: 0 },
          { option: "Hostel", votes_count: 0 },
        ],
      },
    });
    expect(await activeId()).toBe(poll.id);
    const second = (await create({ title: "Next?", options: ["a", "b"], active: "1" })).json().data;
    expect(await activeId()).toBe(second.id);
    const list = (await k.api("GET", "/polls", undefined, boss.token)).json().data;
    expect(list.map((p: { id: number; active: boolean }) => [p.id, p.active])).toEqual([
      [second.id, true],
      [poll.id, false],
    ]);
    const inactive = (await create({ title: "Later", options: ["x", "y"] })).json().data;
    expect(inactive.active).toBe(false);
    expect(await activeId()).toBe(second.id);
    expect((await k.audits())[0]).toMatchObject({ action: "poll.create", targetId: inactive.id });
  });

  it("keeps one active poll when several are activated at once", async () => {
    const ids = (await Promise.all([1, 2, 3].map((n) => create({ title: `Race ${n}`, options: ["a", "b"] })))).map(
      (r) => r.json().data.id,
    );
    const answers = await Promise.all(
      ids.map((id) => k.api("PUT", `/polls/${id}`, { title: "Race", options: ["a", "b"], active: true }, boss.token)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const list = (await k.api("GET", "/polls", undefined, boss.token)).json().data;
    expect(list.filter((p: { active: boolean }) => p.active)).toHaveLength(1);
  });

  it("changes title and options before votes; after votes only the title and state (422 on options)", async () => {
    const poll = (await create({ title: "Food?", options: ["Rice", "Beans"], active: true })).json().data;
    const edited = await k.api(
      "PUT",
      `/polls/${poll.id}`,
      { title: "Lunch?", options: ["Rice", "Yam", "Beans"], active: true },
      boss.token,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().message).toBe("Poll updated.");
    const options = edited.json().data.options;
    expect(options.map((o: { option: string }) => o.option)).toEqual(["Rice", "Yam", "Beans"]);

    const ada = await k.student("ada@uni.edu");
    await k.call("POST", "/forum/api/v1/poll/vote", { poll_id: poll.id, option_id: options[1].id }, ada.token);
    const locked = await k.api(
      "PUT",
      `/polls/${poll.id}`,
      { title: "Lunch?", options: ["Rice", "Beans"], active: true },
      boss.token,
    );
    expect(locked.statusCode).toBe(422);
    expect(locked.json()).toEqual({
      message: adminMessages.pollOptionsLocked,
      error: { options: [adminMessages.pollOptionsLocked] },
    });
    const retitled = await k.api(
      "PUT",
      `/polls/${poll.id}`,
      { title: "Lunch today?", options: ["Rice", "Yam", "Beans"], active: false },
      boss.token,
    );
    expect(retitled.json().data).toMatchObject({ title: "Lunch today?", active: false, votes_count: 1 });
    expect(retitled.json().data.options[1]).toEqual({ id: options[1].id, option: "Yam", votes_count: 1 });
    expect(await activeId()).toBeNull();
    expect((await k.audits(2)).map((a) => a.action)).toEqual(["poll.update", "poll.update"]);
  });

  it("refuses bad input and deletes (200) with its votes", async () => {
    expect((await create({ title: "One option", options: ["only"] })).json().error).toHaveProperty("options");
    expect((await create({ title: "", options: ["a", "b"] })).json().error).toHaveProperty("title");
    expect((await create({ title: "Many", options: Array.from({ length: 11 }, (_, i) => `o${i}`) })).statusCode).toBe(
      422,
    );
    expect((await create({ title: "Blank", options: ["a", "  "] })).statusCode).toBe(422);
    const poll = (await create({ title: "Bye", options: ["a", "b"], active: true })).json().data;
    const gone = await k.api("DELETE", `/polls/${poll.id}`, undefined, boss.token);
    expect(gone.json()).toEqual({ data: null, message: "Poll deleted." });
    expect(await activeId()).toBeNull();
    expect((await k.audits())[0]).toMatchObject({ action: "poll.delete", targetId: poll.id, note: "Bye" });
  });
});
