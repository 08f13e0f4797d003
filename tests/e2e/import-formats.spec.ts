import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { zipSync } from "fflate";
import { expect, test } from "./support/test";

// The import from other services, format by format: each file the import takes goes into an empty list, then into
// a list that already holds some of its titles, on the demo catalogue. The report's counts must be what the file
// and the list make, and nothing already there may be lost or doubled.

const FIXTURES = path.resolve("tests/fixtures/import");
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name));

const day = (iso: string) => Date.parse(`${iso}T12:00:00Z`);
const finished = (iso: string) => ({ position: 1, duration: 1, updatedAt: day(iso) });
const movie = (id: number, title: string) => ({ id, poster_path: null, title, type: "movie" });
const series = (id: number, title: string) => ({ id, poster_path: null, title, type: "series" });

interface Seed {
  wishlist?: unknown[];
  progress?: Record<string, unknown>;
  marks?: Record<string, unknown>;
}

interface Outcome {
  /** Added, already there, not found; or, for our own file, its message. */
  report: [number, number, number] | string;
  /** My List, in order, as "movie:100001". */
  watchlist: string[];
  /** Films finished (a fraction of 0.95 or more). */
  finished: string[];
  marks?: string[];
}

interface Format {
  name: string;
  file: () => { name: string; buffer: Buffer };
  empty: Outcome;
  some: { seed: Seed } & Outcome;
}

const FORMATS: Format[] = [
  {
    name: "IMDb watchlist (CSV)",
    file: () => ({ name: "WATCHLIST.csv", buffer: fixture("imdb-watchlist.csv") }),
    empty: {
      report: [3, 0, 1],
      watchlist: ["movie:100003", "series:200002", "movie:100009"],
      finished: [],
    },
    some: {
      seed: { wishlist: [series(200002, "Perfect Thieves")] },
      report: [2, 1, 1],
      watchlist: ["series:200002", "movie:100003", "movie:100009"],
      finished: [],
    },
  },
  {
    name: "IMDb ratings (CSV)",
    file: () => ({ name: "ratings.csv", buffer: fixture("imdb-ratings.csv") }),
    empty: { report: [2, 0, 1], watchlist: [], finished: ["movie:100006", "movie:100008"] },
    some: {
      seed: { progress: { "movie:100006": finished("2020-01-01") } },
      report: [1, 1, 1],
      watchlist: [],
      finished: ["movie:100006", "movie:100008"],
    },
  },
  {
    name: "Letterboxd export (ZIP)",
    file: () => ({
      name: "letterboxd-someone-2024-06-02-utc.zip",
      buffer: Buffer.from(
        zipSync({
          "watchlist.csv": fixture("letterboxd-watchlist.csv"),
          "watched.csv": fixture("letterboxd-watched.csv"),
          "diary.csv": fixture("letterboxd-diary.csv"),
          "ratings.csv": fixture("letterboxd-ratings.csv"),
        }),
      ),
    }),
    empty: {
      report: [10, 1, 2],
      watchlist: ["movie:100003", "movie:100004", "movie:100025"],
      finished: [
        "movie:100001",
        "movie:100002",
        "movie:100006",
        "movie:100008",
        "movie:100011",
        "movie:100173",
        "movie:109001",
      ],
    },
    some: {
      seed: {
        wishlist: [movie(100003, "Echoes of the Deep")],
        progress: { "movie:100001": finished("2020-01-01") },
      },
      report: [8, 3, 2],
      watchlist: ["movie:100003", "movie:100004", "movie:100025"],
      finished: [
        "movie:100001",
        "movie:100002",
        "movie:100006",
        "movie:100008",
        "movie:100011",
        "movie:100173",
        "movie:109001",
      ],
    },
  },
  {
    name: "Letterboxd watchlist.csv",
    file: () => ({ name: "watchlist.csv", buffer: fixture("letterboxd-watchlist.csv") }),
    empty: { report: [3, 0, 0], watchlist: ["movie:100003", "movie:100004", "movie:100025"], finished: [] },
    some: {
      seed: { wishlist: [movie(100004, "Iron Valley")] },
      report: [2, 1, 0],
      watchlist: ["movie:100004", "movie:100003", "movie:100025"],
      finished: [],
    },
  },
  {
    name: "Letterboxd watched.csv",
    file: () => ({ name: "watched.csv", buffer: fixture("letterboxd-watched.csv") }),
    empty: {
      report: [7, 0, 0],
      watchlist: [],
      finished: [
        "movie:100001",
        "movie:100002",
        "movie:100006",
        "movie:100008",
        "movie:100011",
        "movie:100173",
        "movie:109001",
      ],
    },
    some: {
      seed: { progress: { "movie:100008": finished("2020-01-01") } },
      report: [6, 1, 0],
      watchlist: [],
      finished: [
        "movie:100001",
        "movie:100002",
        "movie:100006",
        "movie:100008",
        "movie:100011",
        "movie:100173",
        "movie:109001",
      ],
    },
  },
  {
    name: "Letterboxd diary.csv",
    file: () => ({ name: "diary.csv", buffer: fixture("letterboxd-diary.csv") }),
    empty: {
      report: [6, 0, 2],
      watchlist: [],
      finished: [
        "movie:100001",
        "movie:100002",
        "movie:100008",
        "movie:100011",
        "movie:100173",
        "movie:109001",
      ],
    },
    some: {
      seed: { progress: { "movie:109001": finished("2020-01-01") } },
      report: [5, 1, 2],
      watchlist: [],
      finished: [
        "movie:100001",
        "movie:100002",
        "movie:100008",
        "movie:100011",
        "movie:100173",
        "movie:109001",
      ],
    },
  },
  {
    name: "Letterboxd ratings.csv",
    file: () => ({ name: "ratings.csv", buffer: fixture("letterboxd-ratings.csv") }),
    empty: { report: [1, 0, 0], watchlist: [], finished: ["movie:100006"] },
    some: {
      seed: { progress: { "movie:100006": finished("2020-01-01") } },
      report: [0, 1, 0],
      watchlist: [],
      finished: ["movie:100006"],
    },
  },
  {
    name: "the CSV 'Export for Letterboxd' writes",
    file: () => ({ name: "marquee-letterboxd-watched.csv", buffer: fixture("letterboxd-import.csv") }),
    empty: { report: [2, 0, 0], watchlist: ["movie:100003"], finished: ["movie:100001"] },
    some: {
      seed: { wishlist: [movie(100003, "Echoes of the Deep")] },
      report: [1, 1, 0],
      watchlist: ["movie:100003"],
      finished: ["movie:100001"],
    },
  },
  {
    name: "Trakt watchlist (JSON)",
    file: () => ({ name: "watchlist.json", buffer: fixture("trakt-watchlist.json") }),
    empty: {
      report: [3, 0, 1],
      watchlist: ["movie:100010", "series:200003", "movie:100012"],
      finished: [],
    },
    some: {
      seed: { wishlist: [series(200003, "The Blackwoods")] },
      report: [2, 1, 1],
      watchlist: ["series:200003", "movie:100010", "movie:100012"],
      finished: [],
    },
  },
  {
    name: "Trakt watched movies (JSON)",
    file: () => ({ name: "watched-movies.json", buffer: fixture("trakt-watched-movies.json") }),
    empty: { report: [2, 0, 0], watchlist: [], finished: ["movie:100002", "movie:100011"] },
    some: {
      seed: { progress: { "movie:100002": finished("2020-01-01") } },
      report: [1, 1, 0],
      watchlist: [],
      finished: ["movie:100002", "movie:100011"],
    },
  },
  {
    name: "Trakt watched shows (JSON)",
    file: () => ({ name: "watched-shows.json", buffer: fixture("trakt-watched-shows.json") }),
    empty: {
      report: [1, 0, 0],
      watchlist: [],
      finished: [],
      marks: ["series:200002:1:1", "series:200002:1:2", "series:200002:1:3"],
    },
    some: {
      seed: { marks: { "series:200002:1:2": { watched: true, updatedAt: day("2020-01-01") } } },
      report: [1, 0, 0],
      watchlist: [],
      finished: [],
      marks: ["series:200002:1:1", "series:200002:1:2", "series:200002:1:3"],
    },
  },
  {
    name: "our own export, version 1",
    file: () => ({ name: "marquee-watchlist.json", buffer: fixture("own-v1.json") }),
    empty: { report: "Added 2 titles.", watchlist: ["movie:100001", "series:200002"], finished: [] },
    some: {
      seed: { wishlist: [movie(100001, "The Last Harbor")] },
      report: "Added 1 title (1 already on your list).",
      watchlist: ["movie:100001", "series:200002"],
      finished: [],
    },
  },
  {
    name: "our own export, version 2",
    file: () => ({ name: "marquee-watchlist.json", buffer: fixture("own-v2.json") }),
    empty: {
      report: "Added 2 titles. Your viewing progress and watched episodes were merged.",
      watchlist: ["movie:100001", "series:200002"],
      finished: ["movie:100006"],
      marks: ["series:200002:1:1"],
    },
    some: {
      seed: {
        wishlist: [series(200002, "Perfect Thieves")],
        marks: { "series:200002:1:1": { watched: true, updatedAt: day("2020-01-01") } },
      },
      report:
        "Added 1 title (1 already on your list). Your viewing progress and watched episodes were merged.",
      watchlist: ["series:200002", "movie:100001"],
      finished: ["movie:100006"],
      marks: ["series:200002:1:1"],
    },
  },
];

/** My List, the films finished and the episodes marked, as stored. */
async function stored(page: Page) {
  return page.evaluate(() => {
    const read = (key: string) => JSON.parse(localStorage.getItem(key) ?? "null");
    const playback = read("playback") ?? {};
    type Progress = { position: number; duration: number };
    return {
      watchlist: (read("wishlist") ?? []).map(
        (entry: { id: number; type: string }) => `${entry.type}:${entry.id}`,
      ),
      finished: Object.entries<Progress>(playback.progress ?? {})
        .filter(([key, record]) => key.startsWith("movie:") && record.position / record.duration >= 0.95)
        .map(([key]) => key)
        .sort(),
      marks: Object.entries<{ watched: boolean }>(playback.marks ?? {})
        .filter(([, mark]) => mark.watched)
        .map(([key]) => key)
        .sort(),
    };
  });
}

async function importAndCheck(page: Page, format: Format, outcome: Outcome) {
  const { name, buffer } = format.file();
  await page.getByLabel("Import list").setInputFiles({ name, mimeType: "application/octet-stream", buffer });
  if (typeof outcome.report === "string") {
    await expect(page.locator(".list-transfer").getByRole("status")).toHaveText(outcome.report);
  } else {
    const report = page.getByRole("region", { name: /^Import from .* finished$/ });
    await expect(report).toBeVisible({ timeout: 30_000 });
    const [added, already, notFound] = outcome.report;
    await expect(report.locator(".import-report-counts li")).toHaveText([
      `Added: ${added}`,
      `Already there: ${already}`,
      `Not found: ${notFound}`,
    ]);
  }
  const after = await stored(page);
  expect(after.watchlist).toEqual(outcome.watchlist);
  expect(after.finished).toEqual(outcome.finished);
  expect(after.marks).toEqual(outcome.marks ?? []);
}

test.describe("each format into an empty list, and into one holding some of its titles", () => {
  for (const format of FORMATS) {
    test(format.name, async ({ page }) => {
      await page.goto("/list");
      await importAndCheck(page, format, format.empty);

      const { wishlist = [], progress = {}, marks = {} } = format.some.seed;
      await page.evaluate(
        ({ wishlist, playback }) => {
          localStorage.clear();
          if (wishlist.length > 0) localStorage.setItem("wishlist", JSON.stringify(wishlist));
          localStorage.setItem("playback", JSON.stringify(playback));
        },
        { wishlist, playback: { version: 1, progress, marks, titles: {} } },
      );
      await page.reload();
      await importAndCheck(page, format, format.some);
    });
  }
});
