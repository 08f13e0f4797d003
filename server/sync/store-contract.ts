import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS } from "./migrations.mjs";
import { type SyncStore, TOUCH_INTERVAL_MS } from "./store.mjs";

// The one suite both stores must pass (sqlite-store.test.ts, postgres-store.test.ts): what the API relies on.

const DAY = 24 * 60 * 60 * 1000;
let counter = 0;
/** A fresh 43-character id per test, so tests share one database without seeing each other's records. */
export const newId = () => `test${String(counter++).padStart(6, "0")}${"A".repeat(33)}`;

export function describeSyncStore(
  name: string,
  open: () => Promise<{ store: SyncStore; reopen: () => Promise<SyncStore>; cleanup: () => Promise<void> }>,
) {
  describe(name, () => {
    let store: SyncStore;
    let reopen: () => Promise<SyncStore>;
    let cleanup: () => Promise<void>;
    const T0 = Date.UTC(2026, 0, 1);

    beforeAll(async () => {
      ({ store, reopen, cleanup } = await open());
    });
    afterAll(async () => {
      await store?.close();
      await cleanup?.();
    });

    it("answers null for an unknown id", async () => {
      expect(await store.get(newId(), T0)).toBeNull();
    });

    it("creates at version 1, reads it back, and refuses a second create with the same id", async () => {
      const id = newId();
      expect(await store.create(id, "first", T0)).toEqual({ version: 1, updatedAt: T0 });
      expect(await store.create(id, "second", T0 + 1)).toBeNull();
      expect(await store.get(id, T0 + 2)).toEqual({ id, ciphertext: "first", version: 1, updatedAt: T0 });
    });

    it("updates only at the expected version, one version up each time", async () => {
      const id = newId();
      await store.create(id, "v1", T0);
      expect(await store.update(id, "v2", 1, T0 + 10)).toEqual({
        ok: true,
        written: { version: 2, updatedAt: T0 + 10 },
      });
      // A writer that read version 1 has lost the race: nothing written, and it learns the current version.
      expect(await store.update(id, "stale", 1, T0 + 20)).toEqual({ ok: false, currentVersion: 2 });
      expect(await store.update(newId(), "nobody", 1, T0)).toEqual({ ok: false, currentVersion: null });
      expect(await store.get(id, T0 + 30)).toMatchObject({
        ciphertext: "v2",
        version: 2,
        updatedAt: T0 + 10,
      });
    });

    it("lets exactly one of many concurrent writers at the same version win", async () => {
      const id = newId();
      await store.create(id, "base", T0);
      const outcomes = await Promise.all(
        Array.from({ length: 8 }, (_, i) => store.update(id, `writer ${i}`, 1, T0 + 1)),
      );
      expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
      expect(outcomes.filter((outcome) => !outcome.ok)).toEqual(
        Array(7).fill({ ok: false, currentVersion: 2 }),
      );
      expect(await store.get(id, T0 + 2)).toMatchObject({ version: 2 });
    });

    it("deletes, at any version or only at the expected one", async () => {
      const a = newId();
      await store.create(a, "x", T0);
      expect(await store.delete(a)).toBe("deleted");
      expect(await store.get(a, T0)).toBeNull();
      expect(await store.delete(a)).toBe("not_found");

      const b = newId();
      await store.create(b, "x", T0);
      await store.update(b, "y", 1, T0);
      expect(await store.delete(b, 1)).toEqual({ currentVersion: 2 });
      expect(await store.delete(b, 2)).toBe("deleted");
      expect(await store.delete(b, 2)).toBe("not_found");
    });

    it("keeps a ciphertext of 256 KiB byte for byte", async () => {
      const id = newId();
      const big = "aZ09-_".repeat(Math.ceil((256 * 1024) / 6)).slice(0, 256 * 1024);
      await store.create(id, big, T0);
      expect((await store.get(id, T0))?.ciphertext).toBe(big);
    });

    it("purges what was neither written nor read since the cut-off, and keeps what a read touched", async () => {
      const written = newId();
      const readSoon = newId();
      const readLater = newId();
      for (const id of [written, readSoon, readLater]) await store.create(id, "x", T0);
      await store.update(written, "x2", 1, T0 + 10 * DAY);
      // A read within a day of the last touch does not count (no write per poll); one a day or more later does.
      await store.get(readSoon, T0 + TOUCH_INTERVAL_MS - 1);
      await store.get(readLater, T0 + 5 * DAY);
      expect(await store.purgeUntouchedBefore(T0 + 1)).toBeGreaterThanOrEqual(1);
      expect(await store.get(readSoon, T0 + 20 * DAY)).toBeNull();
      // A read leaves the record itself as it was: same version, same time of the last write.
      expect(await store.get(readLater, T0 + 20 * DAY)).toMatchObject({ version: 1, updatedAt: T0 });
      expect(await store.get(written, T0 + 20 * DAY)).toMatchObject({ version: 2 });
      // Touched at T0 + 20 days by the reads just above, the others go at a cut-off after T0 + 5 days only when
      // it passes their last touch.
      await store.purgeUntouchedBefore(T0 + 20 * DAY);
      expect(await store.get(written, T0 + 20 * DAY)).not.toBeNull();
      await store.purgeUntouchedBefore(T0 + 21 * DAY + TOUCH_INTERVAL_MS);
      expect(await store.get(written, T0 + 21 * DAY)).toBeNull();
      expect(await store.get(readLater, T0 + 21 * DAY)).toBeNull();
    });

    it("keeps its records and migrations across a reopen, applying nothing twice", async () => {
      const id = newId();
      await store.create(id, "kept", T0);
      await store.close();
      store = await reopen();
      expect(await store.get(id, T0)).toMatchObject({ ciphertext: "kept" });
      expect(MIGRATIONS.map((migration) => migration.version)).toEqual(
        MIGRATIONS.map((_, index) => index + 1),
      );
    });
  });
}
