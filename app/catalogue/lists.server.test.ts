import { describe, expect, it, vi } from "vitest";
import { EXPLORE_CATEGORIES } from "~/data/categories";
import { exploreListOf, parseSelection } from "~/lib/explore-params";
import type { Catalogue } from "./catalogue";
import { loadExplore, loadExplorePage } from "./explore.server";
import { titleSummary } from "./title-summary.test-support";
import type { Page, TitleKind, TitleSummary } from "./types";

function pageOf(kind: TitleKind, page = 1): Page<TitleSummary> {
  return { page, totalPages: 3, totalResults: 60, results: [titleSummary({ kind })] };
}

/** A catalogue that answers every list and remembers each call as "method argument". */
function recordingCatalogue() {
  const calls: string[] = [];
  const answer = (call: string, kind: TitleKind, page?: number) => {
    calls.push(call);
    return pageOf(kind, page);
  };
  const catalogue = {
    listMovies: async (category: string, page?: number) => answer(`listMovies ${category}`, "movie", page),
    listSeries: async (category: string, page?: number) => answer(`listSeries ${category}`, "series", page),
    listTrending: async (kind: TitleKind) => answer(`listTrending ${kind}`, kind),
    discover: async (kind: TitleKind) => answer(`discover ${kind}`, kind),
    getTitle: async (kind: TitleKind) => answer(`getTitle ${kind}`, kind).results[0],
  } as unknown as Catalogue;
  return { catalogue, calls };
}

describe("an explore category's list", () => {
  it("is the one its table entry names, on every page that shows it", async () => {
    const asked: Record<string, string[]> = {};
    for (const kind of ["movie", "series"] as const) {
      for (const category of EXPLORE_CATEGORIES[kind]) {
        const { catalogue, calls } = recordingCatalogue();
        await loadExplorePage(catalogue, kind, new URL(`http://x/explore?p=1&g=${category}`));
        asked[`${kind} ${category}`] = [...new Set(calls)];
      }
    }
    expect(asked).toEqual({
      "movie popular": ["listMovies popular"],
      "movie top_rated": ["listMovies top_rated"],
      "movie upcoming": ["listMovies upcoming"],
      // The curated list: each movie's details.
      "movie underrated": ["getTitle movie"],
      "series popular": ["listSeries popular"],
      "series top_rated": ["listSeries top_rated"],
      "series on_the_air": ["listSeries on_the_air"],
    });
  });

  it("cannot fall back silently: a category the page does not show asks the catalogue nothing", async () => {
    const upcomingSeries = {
      type: "category",
      g: "upcoming",
      category: "upcoming",
      name: "Upcoming",
    } as const;
    expect(() => exploreListOf("series", upcomingSeries)).toThrow(
      /series explore page shows no category "upcoming"/,
    );
    const { catalogue, calls } = recordingCatalogue();
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const result = await loadExplore(catalogue, "series", upcomingSeries, 1);
    expect(calls).toEqual([]);
    expect(result).toEqual({ page: 1, totalPages: 0, items: [] });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it("for a value the page does not know is the spec's fallback, Popular, by parseSelection alone", () => {
    expect(exploreListOf("series", parseSelection("series", "upcoming"))).toEqual({
      source: "series",
      category: "popular",
    });
    expect(exploreListOf("movie", parseSelection("movie", "__proto__"))).toEqual({
      source: "movies",
      category: "popular",
    });
  });
});
