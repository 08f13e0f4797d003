// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadPlayback } from "../playback";
import { readViewed } from "../recently-viewed";
import { readWatchlist } from "../watchlist";
import type { ImportRow } from "./import-rows";
import { batchesOf, type FetchMatches, MIN_REQUEST_GAP_MS, notFoundCsv, runImport } from "./run-import";

const row = (item: string, list: ImportRow["list"], date: number | null = null): ImportRow => ({
  item,
  kind: item.includes("series") ? "series" : "movie",
  title: item,
  year: null,
  list,
  date,
});

/** A site that knows items "tmdb:{kind}:{id}" with ids under 900 000, and records each request. */
function fakeSite(answer: (items: string[], call: number) => Response | null = () => null) {
  const calls: Array<{ items: string[]; at: number }> = [];
  const fetchMatches: FetchMatches = async (items) => {
    calls.push({ items, at: Date.now() });
    const override = answer(items, calls.length);
    if (override) return override;
    const data = items.map((item) => {
      const [, type, id] = item.split(":");
      return Number(id) < 900_000
        ? { id: Number(id), type, title: `Title ${id}`, year: 2000, poster_path: null }
        : null;
    });
    return Response.json({ success: true, data });
  };
  return { calls, fetchMatches };
}

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ now: Date.UTC(2026, 10, 25) });
});
afterEach(() => vi.useRealTimers());

async function run(
  rows: ImportRow[],
  site: ReturnType<typeof fakeSite>,
  signal = new AbortController().signal,
) {
  const progress: number[] = [];
  const done = runImport(rows, {
    signal,
    fetchMatches: site.fetchMatches,
    onProgress: (p) => progress.push(p.done),
  });
  await vi.runAllTimersAsync();
  return { report: await done, progress };
}

describe("runImport", () => {
  it("looks rows up 25 at a time, one request at a time and no more often than every 650 ms", async () => {
    const rows = Array.from({ length: 60 }, (_, i) =>
      row(`tmdb:movie:${i + 1}`, "watchlist", Date.UTC(2020, 0, 60 - i)),
    );
    const site = fakeSite();
    const { report, progress } = await run(rows, site);
    expect(site.calls.map((call) => call.items.length)).toEqual([25, 25, 10]);
    expect((site.calls[1]?.at ?? 0) - (site.calls[0]?.at ?? 0)).toBeGreaterThanOrEqual(MIN_REQUEST_GAP_MS);
    expect(progress).toEqual([0, 25, 50, 60]);
    expect(report).toMatchObject({ total: 60, added: 60, already: 0, cancelled: false, failed: false });
    // Appended in the file's date order, oldest first.
    expect(readWatchlist()[0]?.id).toBe(60);
  });

  it("waits out a 429 by its Retry-After and asks again", async () => {
    const site = fakeSite((_, call) =>
      call === 1 ? new Response("", { status: 429, headers: { "retry-after": "7" } }) : null,
    );
    const { report } = await run([row("tmdb:movie:5", "watchlist")], site);
    expect(site.calls).toHaveLength(2);
    expect((site.calls[1]?.at ?? 0) - (site.calls[0]?.at ?? 0)).toBe(7000);
    expect(report.added).toBe(1);
  });

  it("waits as long as the site defers it (Retry-After), without counting that as failing", async () => {
    // The site defers an import's lookups (429) while pages need the rate cap: 30 times in a row here.
    const site = fakeSite((_, call) =>
      call <= 30 ? new Response("", { status: 429, headers: { "retry-after": "2" } }) : null,
    );
    const { report } = await run([row("tmdb:movie:5", "watchlist")], site);
    expect(site.calls).toHaveLength(31);
    expect(report).toMatchObject({ failed: false, added: 1 });
  });

  it("stops when the site defers one batch for more than ten minutes, keeping what was done", async () => {
    const rows = Array.from({ length: 30 }, (_, i) => row(`tmdb:movie:${i + 1}`, "watchlist"));
    const site = fakeSite((_, call) =>
      call === 1 ? null : new Response("", { status: 503, headers: { "retry-after": "120" } }),
    );
    const { report } = await run(rows, site);
    expect(report).toMatchObject({ failed: true, added: 25 });
    // Five waits of two minutes are ten; the sixth answer would pass them.
    expect(site.calls).toHaveLength(1 + 6);
  });

  it("stops when the site keeps failing, keeping what was done", async () => {
    const rows = Array.from({ length: 30 }, (_, i) => row(`tmdb:movie:${i + 1}`, "watchlist"));
    const site = fakeSite((_, call) => (call === 1 ? null : new Response("", { status: 502 })));
    const { report } = await run(rows, site);
    expect(report).toMatchObject({ failed: true, added: 25 });
    expect(readWatchlist()).toHaveLength(25);
  });

  it("Cancel stops between batches: the rows of answered batches are kept, whole", async () => {
    const controller = new AbortController();
    const rows = Array.from({ length: 60 }, (_, i) => row(`tmdb:movie:${i + 1}`, "watchlist"));
    const site = fakeSite((_, call) => {
      if (call === 2) controller.abort();
      return null;
    });
    const { report } = await run(rows, site, controller.signal);
    expect(report).toMatchObject({ cancelled: true, added: 25 });
    expect(readWatchlist()).toHaveLength(25);
  });

  it("reports rows not found, and counts what the lists had already", async () => {
    localStorage.setItem(
      "wishlist",
      JSON.stringify([{ id: 1, poster_path: null, title: "One", type: "movie" }]),
    );
    const site = fakeSite();
    const { report } = await run(
      [row("tmdb:movie:1", "watchlist"), row("tmdb:movie:999999", "watchlist")],
      site,
    );
    expect(report).toMatchObject({ added: 0, already: 1 });
    expect(report.notFound.map((missing) => missing.item)).toEqual(["tmdb:movie:999999"]);
    expect(notFoundCsv(report.notFound)).toBe(
      "Title,Year,List,Lookup\r\ntmdb:movie:999999,,watchlist,tmdb:movie:999999\r\n",
    );
  });

  it("films watched become finished films dated by the file, newest first in Recently Viewed; episodes marks", async () => {
    const show = {
      ...row("tmdb:series:7", "watched", Date.UTC(2023, 6, 3)),
      episodes: [{ season: 1, episode: 2, watchedAt: Date.UTC(2023, 6, 2) }],
    };
    const site = fakeSite();
    const { report } = await run(
      [
        row("tmdb:movie:3", "watched", Date.UTC(2021, 0, 1)),
        row("tmdb:movie:4", "watched", Date.UTC(2022, 0, 1)),
        show,
      ],
      site,
    );
    expect(report.added).toBe(3);
    const playback = loadPlayback();
    expect(playback.progress["movie:3"]).toEqual({
      position: 1,
      duration: 1,
      updatedAt: Date.UTC(2021, 0, 1),
    });
    expect(playback.marks["series:7:1:2"]).toEqual({ watched: true, updatedAt: Date.UTC(2023, 6, 2) });
    expect(readViewed().map((entry) => `${entry.type}:${entry.id}`)).toEqual([
      "series:7",
      "movie:4",
      "movie:3",
    ]);
  });
  it("a film played here since the file's date, or an episode unmarked since, is already there, and stays", async () => {
    const playing = { position: 600, duration: 6000, updatedAt: Date.UTC(2025, 0, 1) };
    const unmarked = { watched: false, updatedAt: Date.UTC(2025, 0, 1) };
    localStorage.setItem(
      "playback",
      JSON.stringify({
        version: 1,
        progress: { "movie:5": playing },
        marks: { "series:7:1:1": unmarked },
        titles: {},
      }),
    );
    const show = {
      ...row("tmdb:series:7", "watched", Date.UTC(2023, 6, 3)),
      episodes: [{ season: 1, episode: 1, watchedAt: Date.UTC(2023, 6, 2) }],
    };
    const { report } = await run([row("tmdb:movie:5", "watched", Date.UTC(2021, 0, 1)), show], fakeSite());
    expect(report).toMatchObject({ added: 0, already: 2 });
    const playback = loadPlayback();
    expect(playback.progress["movie:5"]).toEqual(playing);
    expect(playback.marks["series:7:1:1"]).toEqual(unmarked);
  });
});

describe("batchesOf", () => {
  it("keeps each request's URL short, however long the titles", () => {
    const long = Array.from({ length: 30 }, (_, i) => `movie:2000:${"é".repeat(180)}${i}`);
    const batches = batchesOf(long);
    expect(batches.flat()).toEqual(long);
    for (const batch of batches) {
      expect(
        batch.map((item) => encodeURIComponent(item).length + 3).reduce((a, b) => a + b),
      ).toBeLessThanOrEqual(6000);
    }
  });
});
