import { afterEach, describe, expect, it, vi } from "vitest";
import { loadActorMovies, loadActorSeries, UnknownActorError } from "./actor-credits.server";
import type { Catalogue } from "./catalogue";
import { CatalogueError } from "./catalogue-error";
import type { CatalogueLocale } from "./locale";
import type { Person, TitleSummary } from "./types";

const SPANISH: CatalogueLocale = { language: "es-ES" };

const person: Person = {
  id: 31,
  name: "Tom Hanks",
  biography: "",
  profilePath: null,
  knownForDepartment: "Acting",
  birthday: null,
  placeOfBirth: null,
};

function makeTitle(overrides: Partial<TitleSummary> = {}): TitleSummary {
  return {
    id: 13,
    kind: "movie",
    title: "Forrest Gump",
    overview: "Not needed by a card.",
    posterPath: "/gump.jpg",
    backdropPath: null,
    releaseDate: "1994-06-23",
    voteAverage: 8.5,
    genreIds: [35],
    ...overrides,
  };
}

const notFound = () => new CatalogueError("not_found", "TMDB person/31 was not found");
const upstream = () => new CatalogueError("upstream", "TMDB answered 500");

afterEach(() => {
  vi.restoreAllMocks();
});

describe("loadActorMovies", () => {
  it("gives the name and a page of the person's movies as cards", async () => {
    const discover = vi.fn(async () => ({
      page: 2,
      totalPages: 3,
      totalResults: 45,
      results: [makeTitle()],
    }));
    const getPerson = vi.fn(async () => person);
    const catalogue = { getPerson, discover } as unknown as Catalogue;
    expect(await loadActorMovies(catalogue, 31, 2, SPANISH)).toEqual({
      name: "Tom Hanks",
      page: 2,
      totalPages: 3,
      items: [{ id: 13, kind: "movie", title: "Forrest Gump", posterPath: "/gump.jpg" }],
      failure: null,
    });
    // Titles and the name in the page's language.
    expect(discover).toHaveBeenCalledWith("movie", { castId: 31, page: 2 }, SPANISH);
    expect(getPerson).toHaveBeenCalledWith(31, SPANISH);
  });

  it("shows no error when the movies fail: an empty list, nowhere to page, and the failure for the status", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const catalogue = {
      getPerson: async () => person,
      discover: async () => {
        throw upstream();
      },
    } as unknown as Catalogue;
    expect(await loadActorMovies(catalogue, 31, 1)).toEqual({
      name: "Tom Hanks",
      page: 1,
      totalPages: 0,
      items: [],
      failure: expect.objectContaining({ status: 502 }),
    });
  });

  it("still shows the movies when only the person fails, without a name", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const catalogue = {
      getPerson: async () => {
        throw upstream();
      },
      discover: async () => ({ page: 1, totalPages: 1, totalResults: 1, results: [makeTitle()] }),
    } as unknown as Catalogue;
    expect(await loadActorMovies(catalogue, 31, 1)).toMatchObject({
      name: null,
      items: [{ id: 13 }],
      failure: { status: 502 },
    });
  });

  it("an unknown person is an UnknownActorError, whatever discover says", async () => {
    const catalogue = {
      getPerson: async () => {
        throw notFound();
      },
      discover: async () => ({ page: 1, totalPages: 0, totalResults: 0, results: [] }),
    } as unknown as Catalogue;
    await expect(loadActorMovies(catalogue, 31, 1)).rejects.toBeInstanceOf(UnknownActorError);
  });
});

describe("loadActorSeries", () => {
  it("gives the name and the person's series as cards", async () => {
    const catalogue = {
      getPerson: async () => person,
      getPersonSeries: async () => [makeTitle({ id: 4, kind: "series", title: "Band of Brothers" })],
    } as unknown as Catalogue;
    expect(await loadActorSeries(catalogue, 31)).toEqual({
      name: "Tom Hanks",
      items: [{ id: 4, kind: "series", title: "Band of Brothers", posterPath: "/gump.jpg" }],
      failure: null,
    });
  });

  it("shows no error when the series fail: an empty list", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const catalogue = {
      getPerson: async () => person,
      getPersonSeries: async () => {
        throw upstream();
      },
    } as unknown as Catalogue;
    expect(await loadActorSeries(catalogue, 31)).toEqual({
      name: "Tom Hanks",
      items: [],
      failure: expect.objectContaining({ status: 502 }),
    });
  });

  it("an unknown person is an UnknownActorError", async () => {
    const catalogue = {
      getPerson: async () => {
        throw notFound();
      },
      getPersonSeries: async () => {
        throw notFound();
      },
    } as unknown as Catalogue;
    await expect(loadActorSeries(catalogue, 31)).rejects.toBeInstanceOf(UnknownActorError);
  });
});
