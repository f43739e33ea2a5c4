import { pino } from "pino";
import { describe, expect, it, vi } from "vitest";
import { generateVapidKeys } from "../../../platform/secrets.ts";
import type { PushRepository } from "./push.repository.ts";
import type { PushJob } from "./push.service.ts";
import { createPushDelivery, PUSH_ATTEMPTS } from "./push-delivery.ts";
import { PrivateAddressError, type PushTarget, sendPush } from "./push-sender.ts";
import { newDevice, startPushService } from "./push-test-kit.ts";

const vapid = { ...generateVapidKeys(), subject: "mailto:ops@forum.test" };
const device = newDevice("https://push.example.com", "phone");
const row = {
  userId: 1,
  type: "like" as const,
  data: {
    type: "like",
    post_title: "Hostel fees",
    post_uuid: "00000000-0000-4000-8000-000000000001",
    reply_uuid: null,
    reply_content: null,
    reply_owner: null,
  },
  actor: { username: "bola", first_name: null, last_name: null },
  subscription: { userId: 1, ...device.subscription.keys, endpoint: device.subscription.endpoint },
};

function setup(answer: () => Promise<number>, found: typeof row | undefined = row) {
  const drop = vi.fn(async () => {});
  const retry = vi.fn(async (_job: PushJob, _at: Date) => {});
  const send = vi.fn<(target: PushTarget, payload: string) => Promise<number>>(answer);
  const repo = { delivery: async () => found, drop } as unknown as PushRepository;
  const deliver = createPushDelivery({ repo, vapid, allowed: new Set(), log: pino({ level: "silent" }), retry, send });
  return { deliver, drop, retry, send };
}
const job = { notificationId: 7, subscriptionId: 3 };

describe("one push job", () => {
  it("sends once and is done on 201", async () => {
    const s = setup(async () => 201);
    await s.deliver(job);
    expect(s.send).toHaveBeenCalledOnce();
    expect(JSON.parse(s.send.mock.calls[0]![1])).toMatchObject({ body: "bola liked your post: Hostel fees" });
    expect([s.drop.mock.calls, s.retry.mock.calls]).toEqual([[], []]);
  });

  it.each([404, 410])("forgets the subscription on %i", async (status) => {
    const s = setup(async () => status);
    await s.deliver(job);
    expect(s.drop).toHaveBeenCalledWith(3);
    expect(s.retry).not.toHaveBeenCalled();
  });

  it.each([429, 500, 503])("queues itself again later on %i, without throwing, until it gives up", async (status) => {
    const s = setup(async () => status);
    await s.deliver(job);
    const [again, at] = s.retry.mock.calls[0]!;
    expect(again).toEqual({ ...job, attempt: 1 });
    expect(at.getTime()).toBeGreaterThan(Date.now() + 20_000);
    await s.deliver({ ...job, attempt: PUSH_ATTEMPTS - 1 });
    expect(s.retry).toHaveBeenCalledOnce();
  });

  it("tries again after a network failure, but never after a private address", async () => {
    const down = setup(async () => Promise.reject(new Error("ECONNRESET")));
    await down.deliver(job);
    expect(down.retry).toHaveBeenCalledOnce();
    const rebound = setup(async () => Promise.reject(new PrivateAddressError("10.0.0.1")));
    await rebound.deliver(job);
    expect(rebound.retry).not.toHaveBeenCalled();
  });

  it("drops other refusals, and sends nothing for a device now someone else's", async () => {
    const bad = setup(async () => 400);
    await bad.deliver(job);
    expect([bad.drop.mock.calls, bad.retry.mock.calls]).toEqual([[], []]);
    const taken = setup(async () => 201, { ...row, subscription: { ...row.subscription, userId: 2 } });
    await taken.deliver(job);
    expect(taken.send).not.toHaveBeenCalled();
  });
});

describe("sending", () => {
  it("refuses a host that resolves to a private address at send time (DNS rebinding)", async () => {
    const service = await startPushService();
    try {
      const port = new URL(service.origin).port;
      const local = newDevice(`http://localhost:${port}`, "rebound");
      const target = { endpoint: local.subscription.endpoint, ...local.subscription.keys };
      await expect(sendPush(target, "{}", vapid, false)).rejects.toBeInstanceOf(PrivateAddressError);
      expect(service.received).toEqual([]);
      // The same service on an allowed origin is reached.
      expect(await sendPush(target, "{}", vapid, true)).toBe(201);
    } finally {
      await service.close();
    }
  });
});
