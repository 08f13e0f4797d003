import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type * as ExploreCategories from "~/data/explore-categories";
import type { RowDefinition } from "~/data/row-query";
import type { Catalogue } from "./catalogue";
import { titleSummary } from "./title-summary.test-support";
import type { Page, TitleSummary } from "./types";

// What one new entry in the explore categories' table gives, with nothing else edited: the explore page accepts
// its g, the side menu offers it, the catalogue is asked for its list, and a row that shows the same list has its
// "See all". (Its words, in the message catalogues, are checked for the real table by app/data/categories.test.ts.)
// Test files share a worker's modules (vitest.config.ts: isolate false), so the table is swapped for this file's
// fresh imports only, and put back after.
const TABLE = "~/data/explore-categories";

async function withNowPlaying() {
  vi.resetModules();
  vi.doMock(TABLE, async (importOriginal) => {
    const real = await importOriginal<typeof ExploreCategories>();
    const nowPlaying = { list: { source: "movies", category: "now_playing" }, menu: true } as const;
    return {
      ...real,
      EXPLORE_CATEGORY_TABLE: {
        ...real.EXPLORE_CATEGORY_TABLE,
        now_playing: { name: "Now Playing", movie: nowPlaying },
      },
    };
  });
  return {
    ...(await import("~/data/categories")),
    ...(await import("~/data/row-query")),
    ...(await import("~/lib/explore-params")),
    ...(await import("./explore.server")),
    ...(await import("./rows.server")),
  };
}

let app: Awaited<ReturnType<typeof withNowPlaying>>;
beforeAll(async () => {
  app = await withNowPlaying();
});
afterAll(() => {
  vi.doUnmock(TABLE);
  vi.resetModules();
});

function pageOf(page = 1): Page<TitleSummary> {
  return {
    page,
    totalPages: 4,
    totalResults: 80,
    results: [titleSummary({ id: 7, posterPath: "/night.jpg" })],
  };
}

const NOW_PLAYING_ROW: RowDefinition = {
  id: "now-playing-movies",
  title: "row.home.now-playing-movies",
  query: { source: "movies", category: "now_playing" },
};

describe("a new explore category, by its table entry alone", () => {
  it("is a category of the pages its entry names, and only those", () => {
    expect(app.parseSelection("movie", "now_playing")).toMatchObject({ type: "category", g: "now_playing" });
    expect(app.CATEGORY_NAMES).toMatchObject({ now_playing: "Now Playing" });
    expect(app.MENU_CATEGORIES.movie).toContain("now_playing");
    // Elsewhere the spec's fallback still holds.
    expect(app.parseSelection("series", "now_playing")).toMatchObject({ type: "category", g: "popular" });
    expect(app.MENU_CATEGORIES.series).not.toContain("now_playing");
  });

  it("has its explore page list what the entry names", async () => {
    const listMovies = vi.fn(async (_category: string, page?: number) => pageOf(page));
    const page = await app.loadExplorePage(
      { listMovies } as unknown as Catalogue,
      "movie",
      new URL("http://x/explore-movies?p=2&g=now_playing"),
    );
    expect(listMovies).toHaveBeenCalledWith("now_playing", 2, undefined);
    expect(page).toMatchObject({ kind: "movie", g: "now_playing", page: 2, totalPages: 4 });
  });

  it("gives a row of the same list its titles and its See all page", async () => {
    const listMovies = vi.fn(async () => pageOf());
    const rows = await app.loadRows({ listMovies } as unknown as Catalogue, [NOW_PLAYING_ROW]);
    expect(listMovies).toHaveBeenCalledWith("now_playing", 1, undefined);
    expect(rows.map((row) => [row.id, row.items.map((item) => item.title)])).toEqual([
      ["now-playing-movies", ["Night Harbor"]],
    ]);
    expect(app.rowMorePathById([NOW_PLAYING_ROW], "now-playing-movies")).toBe(
      "/explore-movies?p=1&g=now_playing",
    );
  });
});
