import pino from "pino";
import { describe, expect, it } from "vitest";
import type { Db } from "../db/client.ts";
import { createEvents } from "./events.ts";

const tx = {} as Db;
const reaction = { postId: 1, userId: 2, liked: true };

describe("transactional events", () => {
  it("write in the writer's transaction, and push and tell the `on` handlers only once it committed", async () => {
    const events = createEvents(pino({ level: "silent" }));
    const seen: string[] = [];
    events.onTransaction("reaction-changed", async (within, e) => {
      expect(within).toBe(tx);
      seen.push(`written ${e.postId}`);
      return () => seen.push("pushed");
    });
    events.on("reaction-changed", () => void seen.push("heard"));
    const unit = events.transactional();
    await unit.raise(tx, "reaction-changed", reaction);
    expect(seen).toEqual(["written 1"]);
    await unit.committed();
    expect(seen).toEqual(["written 1", "pushed", "heard"]);
    await unit.committed();
    expect(seen).toHaveLength(3);
  });

  it("let a failing handler fail the write, and leave nothing to do after a write that did not commit", async () => {
    const events = createEvents(pino({ level: "silent" }));
    const pushed: string[] = [];
    events.onTransaction("reaction-changed", async () => () => void pushed.push("first"));
    events.onTransaction("reaction-changed", async () => {
      throw new Error("the database is going away");
    });
    await expect(events.transactional().raise(tx, "reaction-changed", reaction)).rejects.toThrow("going away");
    expect(pushed).toEqual([]);
  });
});
