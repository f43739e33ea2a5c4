import { pollMessages } from "@forum/contract";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pollOptions, pollVotes } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { postsKit } from "../posts/posts-test-kit.ts";
import { makePoll } from "./polls-test-kit.ts";

let t: TestApp;
let kit: ReturnType<typeof postsKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = postsKit(t);
});
afterAll(() => t.close());

const vote = (body: object, token?: string) => kit.call("POST", "/forum/api/v1/poll/vote", body, token);
/** The counters kept on the options, and the vote rows they count. */
const votesIn = async (pollId: number) => {
  const db = t.database.db;
  const [counted] = await db
    .select({ n: sql<number>`coalesce(sum(${pollOptions.votesCount}), 0)::int` })
    .from(pollOptions)
    .where(eq(pollOptions.pollId, pollId));
  const [real] = await db.select({ n: count() }).from(pollVotes).where(eq(pollVotes.pollId, pollId));
  return { counted: counted!.n, real: real!.n };
};

describe("GET /poll/active", () => {
  it("is null when no poll is active", async () => {
    await makePoll(t, "Old poll", ["a", "b"], false);
    const res = await kit.get("/poll/active");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null });
  });

  it("gives the active poll with options in order, counts, and the caller's own choice", async () => {
    const poll = await makePoll(t, "Best study time?", ["Morning", "Evening", "Night"]);
    const ada = await kit.student("poll-ada@uni.edu");
    const guest = (await kit.get("/poll/active")).json().data;
    expect(guest).toEqual({
      id: poll.id,
      title: "Best study time?",
      options: [
        { id: poll.options[0], option: "Morning", votes_count: 0 },
        { id: poll.options[1], option: "Evening", votes_count: 0 },
        { id: poll.options[2], option: "Night", votes_count: 0 },
      ],
      user_vote_option_id: null,
    });
    expect((await vote({ poll_id: poll.id, option_id: poll.options[1] }, ada.token)).json()).toEqual({
      message: "Vote Submitted success!",
    });
    const mine = (await kit.get("/poll/active", ada.token)).json().data;
    expect(mine.user_vote_option_id).toBe(poll.options[1]);
    expect(mine.options.map((o: { votes_count: number }) => o.votes_count)).toEqual([0, 1, 0]);
    expect((await kit.get("/poll/active")).json().data.user_vote_option_id).toBeNull();
  });
});

describe("POST /poll/vote", () => {
  it("needs a signed-in student", async () => {
    const poll = await makePoll(t, "Guests?", ["yes", "no"]);
    const res = await vote({ poll_id: poll.id, option_id: poll.options[0] });
    expect(res.statusCode).toBe(401);
    expect((await votesIn(poll.id)).counted).toBe(0);
  });

  it("refuses a second vote with 422, even for another option", async () => {
    const poll = await makePoll(t, "Twice?", ["yes", "no"]);
    const bola = await kit.student("poll-bola@uni.edu");
    expect((await vote({ poll_id: poll.id, option_id: poll.options[0] }, bola.token)).statusCode).toBe(200);
    const again = await vote({ poll_id: poll.id, option_id: poll.options[1] }, bola.token);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      message: pollMessages.alreadyVoted,
      error: { poll_id: [pollMessages.alreadyVoted] },
    });
    expect(await votesIn(poll.id)).toEqual({ counted: 1, real: 1 });
  });

  it("counts one vote per student when the same student votes many times at once", async () => {
    const poll = await makePoll(t, "Race?", ["a", "b", "c"]);
    const chi = await kit.student("poll-chi@uni.edu");
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => vote({ poll_id: poll.id, option_id: poll.options[i % 3] }, chi.token)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422, 422, 422, 422, 422, 422, 422]);
    expect(await votesIn(poll.id)).toEqual({ counted: 1, real: 1 });
  });

  it("keeps the counts equal to the votes when many students vote at once", async () => {
    const poll = await makePoll(t, "Crowd?", ["a", "b"]);
    const students = await Promise.all([1, 2, 3, 4, 5].map((n) => kit.student(`poll-crowd${n}@uni.edu`)));
    const answers = await Promise.all(
      students.flatMap((s) => [
        vote({ poll_id: poll.id, option_id: poll.options[0] }, s.token),
        vote({ poll_id: poll.id, option_id: poll.options[1] }, s.token),
      ]),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    expect(await votesIn(poll.id)).toEqual({ counted: 5, real: 5 });
  });

  it("answers 404 for an unknown or closed poll and 422 for an option of another poll", async () => {
    const closed = await makePoll(t, "Closed", ["x"], false);
    const open = await makePoll(t, "Open", ["y"]);
    const dayo = await kit.student("poll-dayo@uni.edu");
    const unknown = await vote({ poll_id: 999_999, option_id: open.options[0] }, dayo.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(pollMessages.pollNotFound);
    expect((await vote({ poll_id: closed.id, option_id: closed.options[0] }, dayo.token)).statusCode).toBe(404);
    const foreign = await vote({ poll_id: open.id, option_id: closed.options[0] }, dayo.token);
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().error).toEqual({ option_id: [pollMessages.optionInvalid] });
    const missing = await vote({ poll_id: open.id }, dayo.token);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error).toHaveProperty("option_id");
    expect(await votesIn(open.id)).toEqual({ counted: 0, real: 0 });
  });
});
