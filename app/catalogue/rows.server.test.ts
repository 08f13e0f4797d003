import { describe, expect, it, vi } from "vitest";
import type { RowDefinition } from "~/data/row-query";
import type { Catalogue } from "./catalogue";
import { CatalogueError } from "./catalogue-error";
import { loadRows } from "./rows.server";
import { titleSummary } from "./title-summary.test-support";
import type { Page, TitleSummary } from "./types";

function pageOf(results: TitleSummary[]): Page<TitleSummary> {
  return { page: 1, totalPages: 1, totalResults: results.length, results };
}

const ROWS: RowDefinition[] = [
  { id: "trending", title: "Trending", query: { source: "trending", kind: "movie" } },
  {
    id: "anime",
    title: "Anime",
    query: { source: "discover", kind: "series", genreId: 16, originCountry: "JP" },
  },
];

function fakeCatalogue(overrides: Partial<Catalogue>): Catalogue {
  return overrides as Catalogue;
}

describe("loadRows", () => {
  it("loads every row's first page with the row's own query", async () => {
    const discover = vi.fn(async () => pageOf([titleSummary({ id: 2, kind: "series" })]));
    const listTrending = vi.fn(async () => pageOf([titleSummary()]));
    const rows = await loadRows(fakeCatalogue({ discover, listTrending }), ROWS);
    expect(rows.map((row) => row.title)).toEqual(["Trending", "Anime"]);
    expect(listTrending).toHaveBeenCalledWith("movie", 1, undefined);
    expect(discover).toHaveBeenCalledWith("series", { genreId: 16, originCountry: "JP", page: 1 }, undefined);
  });

  it("asks for every row in the page's language", async () => {
    const discover = vi.fn(async () => pageOf([titleSummary({ id: 2, kind: "series" })]));
    const listTrending = vi.fn(async () => pageOf([titleSummary()]));
    const locale = { language: "ja-JP" } as const;
    await loadRows(fakeCatalogue({ discover, listTrending }), ROWS, locale);
    expect(listTrending).toHaveBeenCalledWith("movie", 1, locale);
    expect(discover).toHaveBeenCalledWith("series", { genreId: 16, originCountry: "JP", page: 1 }, locale);
  });

  it("leaves out a row whose call fails and keeps the others", async () => {
    const rows = await loadRows(
      fakeCatalogue({
        listTrending: async () => pageOf([titleSummary()]),
        discover: async () => {
          throw new CatalogueError("upstream", "upstream failed");
        },
      }),
      ROWS,
    );
    expect(rows.map((row) => row.id)).toEqual(["trending"]);
  });

  it("fails when every row fails, so the page can show its error", async () => {
    const failing = async () => {
      throw new CatalogueError("upstream", "upstream failed");
    };
    await expect(loadRows(fakeCatalogue({ listTrending: failing, discover: failing }), ROWS)).rejects.toThrow(
      "upstream failed",
    );
  });
});
