// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { hashPin, isPin, PIN_ITERATIONS, PIN_WAIT_MS, pinMatches, pinWait, tryPin } from "./profile-pin";

beforeEach(() => localStorage.clear());

describe("the household's PIN (profile-pin.ts)", () => {
  it("stores a salted hash, never the digits, and recognises only the same PIN", async () => {
    const stored = await hashPin("2468", 1000);
    expect(JSON.stringify(stored)).not.toContain("2468");
    expect(stored.iterations).toBe(1000);
    expect(await pinMatches("2468", stored)).toBe(true);
    expect(await pinMatches("2469", stored)).toBe(false);
    // The same PIN twice gives two different hashes: each has its own salt.
    expect((await hashPin("2468", 1000)).hash).not.toBe(stored.hash);
  });

  it("uses the iteration count the module states by default", async () => {
    expect((await hashPin("1357")).iterations).toBe(PIN_ITERATIONS);
  });

  it("accepts exactly four digits", () => {
    expect(isPin("0000")).toBe(true);
    for (const bad of ["123", "12345", "12a4", " 1234", "١٢٣٤"]) expect(isPin(bad)).toBe(false);
  });

  it("matches nothing against a damaged stored PIN", async () => {
    expect(await pinMatches("1234", { salt: "%%%", hash: "x", iterations: 1 })).toBe(false);
    expect(await pinMatches("1234", { salt: "c2FsdA==", hash: "x", iterations: 1e12 })).toBe(false);
  });

  it("waits a minute after five wrong tries, then tries again", async () => {
    const stored = await hashPin("2468", 1000);
    const now = 1_000_000;
    for (const left of [4, 3, 2, 1]) {
      expect(await tryPin("1111", stored, now)).toEqual({ ok: false, triesLeft: left, waitMs: 0 });
    }
    expect(await tryPin("1111", stored, now)).toEqual({ ok: false, triesLeft: 0, waitMs: PIN_WAIT_MS });
    // Even the right PIN waits.
    expect((await tryPin("2468", stored, now + 30_000)).ok).toBe(false);
    expect(pinWait(now + 30_000)).toBe(30_000);
    expect(await tryPin("2468", stored, now + PIN_WAIT_MS)).toEqual({ ok: true });
    expect(await tryPin("1111", stored, now + PIN_WAIT_MS)).toEqual({ ok: false, triesLeft: 4, waitMs: 0 });
  });

  it("never waits longer than a minute, whatever is stored", () => {
    localStorage.setItem("marquee_pin_wait", JSON.stringify({ fails: 0, until: 9e15 }));
    expect(pinWait(0)).toBe(PIN_WAIT_MS);
    localStorage.setItem("marquee_pin_wait", "garbage");
    expect(pinWait(0)).toBe(0);
  });
});
