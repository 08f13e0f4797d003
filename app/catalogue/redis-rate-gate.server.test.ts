import type { ChildProcess } from "node:child_process";
import { once } from "node:events";
import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  freePort,
  redisServerInstalled,
  startRedis,
  stopRedis,
} from "../../tests/support/throwaway-redis.mjs";
import { createSendWindow } from "./rate-gate.server";
import { connectRedis } from "./redis-cache.server";
import { createRedisRateGate } from "./redis-rate-gate.server";
import { createUpstream } from "./upstream.server";
import { realClock } from "./upstream-clock.server";

// The TMDB rate cap shared through a real redis-server started by this file: two instances calling as fast as
// they can together stay under one cap, and an instance whose Redis dies keeps a cap of its own.

const installed = redisServerInstalled();
const title = installed
  ? "the shared TMDB rate cap (real redis-server)"
  : "the shared TMDB rate cap: SKIPPED, redis-server is not installed (apt-get install redis-server)";

describe.skipIf(!installed)(title, () => {
  let redisProcess: ChildProcess | undefined;
  let url = "";
  const clients: Redis[] = [];

  beforeAll(async () => {
    const port = await freePort();
    redisProcess = await startRedis(port);
    url = `redis://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await stopRedis(redisProcess);
  });

  async function connect(): Promise<Redis> {
    const redis = connectRedis(url, { commandTimeoutMs: 500 });
    clients.push(redis);
    if (redis.status !== "ready") await once(redis, "ready");
    return redis;
  }

  async function gate(maxPerSecond: number, key: string) {
    const log = { warn: vi.fn(), info: vi.fn() };
    const redis = await connect();
    return { redis, log, rateGate: createRedisRateGate(redis, { maxPerSecond, log, key }) };
  }

  it("gives two instances one schedule: every booking its own slot, one interval apart", async () => {
    // 4 a second: slots 250 ms apart, wide enough that a busy machine's delay between two bookings reaching
    // Redis (each wait is its slot minus Redis's clock at booking) cannot close the gap between two slots.
    const gates = [await gate(4, "test:rate:book"), await gate(4, "test:rate:book")];
    const started = performance.now();
    const bookings = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (gates[i % 2] as (typeof gates)[number]).rateGate.book(5000)),
    );
    const waits = bookings.map((booking) => (booking.ok ? booking.waitMs : Number.NaN)).sort((x, y) => x - y);
    // 20 slots 250 ms apart: the last waits ~4750 ms.
    expect(waits.every(Number.isFinite)).toBe(true);
    expect(waits[19]).toBeGreaterThan(4500);
    for (let i = 1; i < waits.length; i += 1) {
      expect((waits[i] ?? 0) - (waits[i - 1] ?? 0)).toBeGreaterThan(125);
    }
    // Booking is one round trip each, not a wait: all 20 answered well before the last slot comes.
    expect(performance.now() - started).toBeLessThan(2500);
    // Past the longest wait, a booking is refused and told how long the queue is.
    const refused = await gates[0]?.rateGate.book(100);
    expect(refused).toMatchObject({ ok: false });
  });

  it("sends at no more than the cap in any second, counted at the sender, however late the timers run", async () => {
    const sentAt: number[] = [];
    const gates = [await gate(50, "test:rate:senders"), await gate(50, "test:rate:senders")];
    // Both instances are running: each has booked once and knows of the other.
    for (const { rateGate } of [...gates, ...gates]) await rateGate.book(5000);
    const upstreams = gates.map(({ rateGate }) =>
      createUpstream({
        attemptTimeoutMs: 5000,
        maxQueueMs: 5000,
        rateGate,
        // As the app sets it up (catalogue.server.ts): this instance's share, checked as each request leaves.
        sendWindow: createSendWindow(rateGate.share, realClock),
      }),
    );
    await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        (upstreams[i % 2] as (typeof upstreams)[number]).call("movie/1", async () => {
          sentAt.push(performance.now());
          return { ok: true as const, value: 1 };
        }),
      ),
    );
    sentAt.sort((x, y) => x - y);
    const busiestSecond = Math.max(
      ...sentAt.map((start) => sentAt.filter((at) => at >= start && at < start + 1000).length),
    );
    expect(busiestSecond).toBeLessThanOrEqual(50);
    expect((sentAt[99] ?? 0) - (sentAt[0] ?? 0)).toBeGreaterThan(1900);
  });

  it("caps this instance at its share of the cap while Redis is away, and says so once", async () => {
    const broken = await gate(20, "test:rate:broken");
    const other = await gate(20, "test:rate:broken");
    // Both instances booked once: each knows there are two.
    await broken.rateGate.book(5000);
    await other.rateGate.book(5000);
    await broken.rateGate.book(5000);
    broken.redis.disconnect();
    const bookings = await Promise.all(Array.from({ length: 5 }, () => broken.rateGate.book(5000)));
    // 10 a second alone (half of 20): 100 ms apart.
    expect(bookings.map((booking) => (booking.ok ? Math.round(booking.waitMs / 100) : -1))).toEqual([
      0, 1, 2, 3, 4,
    ]);
    expect(broken.log.warn).toHaveBeenCalledTimes(1);
    expect(broken.log.warn).toHaveBeenCalledWith(expect.stringMatching(/at 10\.0 a second for now \(1\/2/));
  });
});
