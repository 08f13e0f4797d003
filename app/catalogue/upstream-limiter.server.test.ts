import { describe, expect, it } from "vitest";
import { createUpstream, type UpstreamOptions } from "./upstream.server";
import { drive, fakeClock, flush, rejection } from "./upstream.test-support";

// The connection limit, as the upstream discipline applies it (upstream-limiter.server.ts).

describe("the connection limit", () => {
  /** An upstream whose requests wait until released, in order. */
  function gated(options: Partial<UpstreamOptions> = {}) {
    const clock = fakeClock();
    const upstream = createUpstream({ attemptTimeoutMs: 8000, clock, ...options });
    const started: string[] = [];
    const release: Array<() => void> = [];
    const call = (label: string) =>
      upstream.call(label, async () => {
        started.push(label);
        await new Promise<void>((resolve) => release.push(resolve));
        return { ok: true as const, value: label };
      });
    return { clock, upstream, started, release, call };
  }

  it("keeps at most 20 requests in flight; the rest wait their turn in arrival order", async () => {
    const { upstream, started, release, call } = gated();
    const labels = Array.from({ length: 25 }, (_, i) => `call-${i}`);
    const calls = labels.map(call);
    await flush();
    expect(started).toEqual(labels.slice(0, 20));
    expect(upstream.stats()).toMatchObject({ inFlight: 20, queued: 5 });
    release[3]?.();
    release[0]?.();
    await flush();
    expect(started).toEqual(labels.slice(0, 22));
    while (started.length < 25 || release.length > 0) {
      for (const resolve of release.splice(0)) resolve();
      await flush();
    }
    expect(await Promise.all(calls)).toEqual(labels);
    expect(upstream.stats()).toMatchObject({ inFlight: 0, queued: 0, peakInFlight: 20, attempts: 25 });
  });

  it("time spent queued counts toward the deadline: a call that never gets a connection fails by it", async () => {
    const { clock, call, started } = gated({
      maxConcurrent: 1,
      deadlineMs: 2000,
      attemptTimeoutMs: 2000,
      retries: 0,
    });
    void call("holder").catch(() => {});
    await flush();
    const queued = call("queued");
    const error = await rejection(drive(clock, queued));
    expect(error).toMatchObject({ reason: "unavailable", status: 503 });
    expect(clock.now()).toBe(2000);
    expect(started).toEqual(["holder"]);
  });
});
