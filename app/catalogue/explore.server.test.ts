import { describe, expect, it, vi } from "vitest";
import { i18nIn } from "~/i18n/test-language";
import { exploreHeadingOf } from "~/lib/explore-heading";
import { parseSelection } from "~/lib/explore-params";
import type { Catalogue } from "./catalogue";
import { CatalogueError } from "./catalogue-error";
import { loadExplore, loadExplorePage } from "./explore.server";
import type { CatalogueLocale } from "./locale";
import { titleSummary } from "./title-summary.test-support";
import type { Page, TitleSummary } from "./types";

const SPANISH: CatalogueLocale = { language: "es-ES" };
/** The English names of the pages the loader's kind and g give (each page shows its own language's). */
const english = i18nIn("en");

/** A title with everything a card leaves out, to see the explore grid drop it. */
function makeTitle(overrides: Partial<TitleSummary> = {}): TitleSummary {
  return titleSummary({
    overview: "A long overview the grid does not need.",
    posterPath: "/night.jpg",
    backdropPath: "/night-wide.jpg",
    releaseDate: "2020-01-01",
    genreIds: [18],
    ...overrides,
  });
}

function pageOf(results: TitleSummary[], page = 1, totalPages = 30): Page<TitleSummary> {
  return { page, totalPages, totalResults: totalPages * 20, results };
}

function fakeCatalogue() {
  return {
    listMovies: vi.fn(async (_category: string, page?: number) => pageOf([makeTitle()], page)),
    listSeries: vi.fn(async (_category: string, page?: number) =>
      pageOf([makeTitle({ kind: "series" })], page),
    ),
    discover: vi.fn(async () => pageOf([makeTitle()])),
  };
}

describe("loadExplore", () => {
  it("loads a text category from movie/{category} or tv/{category}", async () => {
    const fake = fakeCatalogue();
    const catalogue = fake as unknown as Catalogue;
    await loadExplore(catalogue, "movie", parseSelection("movie", "upcoming"), 3, SPANISH);
    await loadExplore(catalogue, "series", parseSelection("series", "on_the_air"), 2);
    // In the page's language when it has one; the catalogue's default otherwise.
    expect(fake.listMovies).toHaveBeenCalledWith("upcoming", 3, SPANISH);
    expect(fake.listSeries).toHaveBeenCalledWith("on_the_air", 2, undefined);
  });

  it("loads a genre from discover with the genre id", async () => {
    const fake = fakeCatalogue();
    await loadExplore(fake as unknown as Catalogue, "series", parseSelection("series", "18"), 4, SPANISH);
    expect(fake.discover).toHaveBeenCalledWith("series", { genreId: 18, page: 4 }, SPANISH);
  });

  it("falls back to the popular list for an unknown category", async () => {
    const fake = fakeCatalogue();
    const catalogue = fake as unknown as Catalogue;
    await loadExplore(catalogue, "movie", parseSelection("movie", "nonsense"), 1);
    await loadExplore(catalogue, "series", parseSelection("series", "upcoming"), 1);
    expect(fake.listMovies).toHaveBeenCalledWith("popular", 1, undefined);
    expect(fake.listSeries).toHaveBeenCalledWith("popular", 1, undefined);
  });

  it("keeps only the card fields", async () => {
    const result = await loadExplore(
      fakeCatalogue() as unknown as Catalogue,
      "movie",
      parseSelection("movie", "popular"),
      1,
    );
    expect(result).toEqual({
      page: 1,
      totalPages: 30,
      items: [{ id: 1, kind: "movie", title: "Night Harbor", posterPath: "/night.jpg" }],
    });
  });

  it("answers an empty page with no pages when the catalogue fails", async () => {
    const fake = fakeCatalogue();
    fake.listMovies.mockRejectedValue(new CatalogueError("upstream", "TMDB movie/popular answered 500"));
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const result = await loadExplore(
      fake as unknown as Catalogue,
      "movie",
      parseSelection("movie", "popular"),
      1,
    );
    expect(result).toEqual({ page: 1, totalPages: 0, items: [], failure: { status: 502 } });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

describe("loadExplorePage", () => {
  it("reads p and g from the URL and names the page", async () => {
    const fake = fakeCatalogue();
    const page = await loadExplorePage(
      fake as unknown as Catalogue,
      "movie",
      new URL("http://x/explore-movies?p=2&g=878"),
    );
    expect(page).toMatchObject({ kind: "movie", g: "878", page: 2 });
    expect(exploreHeadingOf(english, page.kind, page.g)).toBe("Science Fiction Movies");
  });

  it("defaults to page 1 of Top Rated and normalises hostile values", async () => {
    const fake = fakeCatalogue();
    const catalogue = fake as unknown as Catalogue;
    const series = await loadExplorePage(catalogue, "series", new URL("http://x/explore-series"));
    expect(series).toMatchObject({ g: "top_rated", page: 1 });
    expect(exploreHeadingOf(english, series.kind, series.g)).toBe("Top Rated Series");
    const hostile = await loadExplorePage(
      catalogue,
      "movie",
      new URL(`http://x/explore-movies?p=-5&g=${"%2E".repeat(3000)}`),
    );
    expect(hostile).toMatchObject({ g: "popular", page: 1 });
    expect(exploreHeadingOf(english, hostile.kind, hostile.g)).toBe("Popular Movies");
  });
});
