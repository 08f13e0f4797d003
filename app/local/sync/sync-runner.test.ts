// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EMPTY_PLAYBACK, PLAYBACK_KEY, playbackText, startPlay } from "../playback";
import { readProgress } from "../progress";
import { readWatchlist, WATCHLIST_KEY, type WatchlistEntry } from "../watchlist";
import { newSyncCode } from "./sync-code";
import { deriveSecrets, type SyncSecrets } from "./sync-crypto";
import { syncOnce } from "./sync-runner";

// syncOnce against an in-memory server that keeps the API's contract (versions, If-Match, If-None-Match, 412),
// with two "devices" taking turns on one localStorage.

interface Row {
  version: number;
  ciphertext: string;
}

function fakeServer() {
  const rows = new Map<string, Row>();
  let down = false;
  const json = (status: number, body: unknown, version?: number) =>
    new Response(JSON.stringify(body), { status, headers: version ? { ETag: `"${version}"` } : {} });
  const handler = async (url: string, init: RequestInit = {}) => {
    if (down) throw new TypeError("Failed to fetch");
    const id = url.split("/").pop() ?? "";
    const headers = new Headers(init.headers);
    const row = rows.get(id);
    if (init.method === "GET") {
      if (!row) return json(404, { error: "not_found" });
      if (headers.get("If-None-Match") === `"${row.version}"`) return new Response(null, { status: 304 });
      return json(200, { id, version: row.version, ciphertext: row.ciphertext }, row.version);
    }
    if (init.method === "PUT") {
      const match = headers.get("If-Match");
      if (row ? match !== `"${row.version}"` : match !== null)
        return json(412, { error: "version_conflict" });
      const version = (row?.version ?? 0) + 1;
      rows.set(id, { version, ciphertext: JSON.parse(String(init.body)).ciphertext });
      return json(row ? 200 : 201, { version }, version);
    }
    rows.delete(id);
    return new Response(null, { status: row ? 204 : 404 });
  };
  let beforePut: (() => void) | null = null;
  const withHook = async (url: string, init: RequestInit = {}) => {
    if (init.method === "PUT" && beforePut) {
      const hook = beforePut;
      beforePut = null;
      hook();
    }
    return handler(url, init);
  };
  return {
    rows,
    handler: withHook,
    setDown: (value: boolean) => (down = value),
    onNextPut: (hook: () => void) => (beforePut = hook),
  };
}

const movie = (id: number): WatchlistEntry => ({
  id,
  poster_path: null,
  title: `Movie ${id}`,
  type: "movie",
});

/** One device's storage, swapped in and out of the test's localStorage. */
class Device {
  private saved: Record<string, string> = {};
  use(): void {
    localStorage.clear();
    for (const [key, value] of Object.entries(this.saved)) localStorage.setItem(key, value);
  }
  leave(): void {
    this.saved = { ...localStorage };
  }
}

let server: ReturnType<typeof fakeServer>;
let secrets: SyncSecrets;

beforeEach(async () => {
  localStorage.clear();
  server = fakeServer();
  vi.stubGlobal("fetch", server.handler);
  secrets = await deriveSecrets(newSyncCode());
});
afterEach(() => vi.unstubAllGlobals());

describe("syncOnce", () => {
  it("creates the record, and another device joining gets the list, merged with its own", async () => {
    const phone = new Device();
    const laptop = new Device();
    phone.use();
    localStorage.setItem(WATCHLIST_KEY, JSON.stringify([movie(1)]));
    expect(await syncOnce(secrets, "sync")).toMatchObject({ state: "synced" });
    expect(server.rows.size).toBe(1);
    expect([...server.rows.values()][0]?.ciphertext).not.toContain("Movie 1");
    phone.leave();

    laptop.use();
    localStorage.setItem(WATCHLIST_KEY, JSON.stringify([movie(2)]));
    expect(await syncOnce(secrets, "join")).toMatchObject({ state: "synced" });
    expect(
      readWatchlist()
        .map((entry) => entry.id)
        .sort(),
    ).toEqual([1, 2]);
    laptop.leave();

    phone.use();
    await syncOnce(secrets, "sync");
    expect(
      readWatchlist()
        .map((entry) => entry.id)
        .sort(),
    ).toEqual([1, 2]);
  });

  it("after a conflicting write elsewhere, pulls, merges and writes again: both changes survive", async () => {
    const phone = new Device();
    const laptop = new Device();
    phone.use();
    await syncOnce(secrets, "sync");
    phone.leave();
    laptop.use();
    await syncOnce(secrets, "join");
    localStorage.setItem(WATCHLIST_KEY, JSON.stringify([movie(2)]));
    laptop.leave();

    // The phone changes offline, then the laptop writes first.
    phone.use();
    localStorage.setItem(WATCHLIST_KEY, JSON.stringify([movie(1)]));
    phone.leave();
    laptop.use();
    await syncOnce(secrets, "sync");
    laptop.leave();
    phone.use();
    const versionBefore = [...server.rows.values()][0]?.version ?? 0;
    expect(await syncOnce(secrets, "sync")).toMatchObject({ state: "synced" });
    expect(
      readWatchlist()
        .map((entry) => entry.id)
        .sort(),
    ).toEqual([1, 2]);
    expect([...server.rows.values()][0]?.version).toBe(versionBefore + 1);
  });

  it("when another device writes between its read and its write, gets a 412, pulls, merges and writes again", async () => {
    const phone = new Device();
    const laptop = new Device();
    phone.use();
    await syncOnce(secrets, "sync");
    phone.leave();
    laptop.use();
    await syncOnce(secrets, "join");
    const first = { ...([...server.rows.values()][0] as Row) };
    localStorage.setItem(WATCHLIST_KEY, JSON.stringify([movie(2)]));
    await syncOnce(secrets, "sync");
    laptop.leave();
    // Hold the laptop's write back until the phone has read version 1.
    const id = [...server.rows.keys()][0] as string;
    const laptopsWrite = { ...(server.rows.get(id) as Row) };
    server.rows.set(id, first);
    server.onNextPut(() => server.rows.set(id, laptopsWrite));

    phone.use();
    localStorage.setItem(WATCHLIST_KEY, JSON.stringify([movie(1)]));
    expect(await syncOnce(secrets, "sync")).toMatchObject({ state: "synced" });
    expect(
      readWatchlist()
        .map((entry) => entry.id)
        .sort(),
    ).toEqual([1, 2]);
    expect(server.rows.get(id)?.version).toBe(laptopsWrite.version + 1);
  });

  it("a series watched on one device resumes at the same episode on the other (continue_{id})", async () => {
    const phone = new Device();
    const laptop = new Device();
    phone.use();
    const watched = startPlay(
      EMPTY_PLAYBACK,
      {
        item: { kind: "series", id: 70523, episode: { season: 2, episode: 7 } },
        title: "Dark",
        posterPath: null,
        next: { season: 2, episode: 8 },
      },
      Date.now(),
    );
    localStorage.setItem(PLAYBACK_KEY, playbackText(watched));
    await syncOnce(secrets, "sync");
    phone.leave();
    laptop.use();
    expect(readProgress(70523)).toBeNull();
    await syncOnce(secrets, "join");
    expect(readProgress(70523)).toEqual({ season: 2, episode: 7 });
  });

  it("a removal on one device reaches the other", async () => {
    const phone = new Device();
    const laptop = new Device();
    phone.use();
    localStorage.setItem(WATCHLIST_KEY, JSON.stringify([movie(1), movie(2)]));
    await syncOnce(secrets, "sync");
    phone.leave();
    laptop.use();
    await syncOnce(secrets, "join");
    localStorage.setItem(WATCHLIST_KEY, JSON.stringify([movie(2)]));
    await syncOnce(secrets, "sync");
    laptop.leave();
    phone.use();
    await syncOnce(secrets, "sync");
    expect(readWatchlist()).toEqual([movie(2)]);
  });

  it("says so for an unknown code, a damaged record, and a server it cannot reach, and keeps the list here", async () => {
    localStorage.setItem(WATCHLIST_KEY, JSON.stringify([movie(7)]));
    expect(await syncOnce(secrets, "join")).toEqual({ state: "not_found" });
    expect(server.rows.size).toBe(0);

    await syncOnce(secrets, "sync");
    const row = [...server.rows.values()][0] as Row;
    row.ciphertext = `${row.ciphertext.slice(0, -4)}AAAA`;
    localStorage.removeItem("sync_state");
    expect(await syncOnce(secrets, "sync")).toEqual({ state: "damaged" });
    expect(readWatchlist()).toEqual([movie(7)]);

    server.setDown(true);
    expect(await syncOnce(secrets, "sync")).toMatchObject({ state: "paused" });
    expect(readWatchlist()).toEqual([movie(7)]);
  });

  it("does not write when nothing changed: a 304 is enough", async () => {
    await syncOnce(secrets, "sync");
    const version = [...server.rows.values()][0]?.version;
    await syncOnce(secrets, "sync");
    await syncOnce(secrets, "sync");
    expect([...server.rows.values()][0]?.version).toBe(version);
  });
});
