import { afterEach, describe, expect, it, vi } from "vitest";
import { loadActorsPage, loadPopularActors, POPULAR_ACTORS_CONCURRENCY } from "./actors.server";
import type { Catalogue } from "./catalogue";
import { CatalogueError } from "./catalogue-error";
import type { CatalogueLocale } from "./locale";
import type { PersonSummary } from "./types";

const SPANISH: CatalogueLocale = { language: "es-ES" };

function makePerson(overrides: Partial<PersonSummary> = {}): PersonSummary {
  return {
    id: 31,
    name: "Tom Hanks",
    profilePath: "/hanks.jpg",
    knownFor: [
      { id: 13, kind: "movie", title: "Forrest Gump" },
      { id: 4, kind: "series", title: "Band of Brothers" },
    ],
    ...overrides,
  };
}

function catalogueWith(methods: Partial<Catalogue>): Catalogue {
  return methods as Catalogue;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("loadActorsPage", () => {
  it("gives a page of person/popular as cards with known-for titles as text", async () => {
    const listPopularPeople = vi.fn(async (page?: number) => ({
      page: page ?? 1,
      totalPages: 79,
      totalResults: 1562,
      results: [makePerson(), makePerson({ id: 2, name: "No Photo", profilePath: null, knownFor: [] })],
    }));
    expect(await loadActorsPage(catalogueWith({ listPopularPeople }), 3, SPANISH)).toEqual({
      failed: false,
      page: 3,
      totalPages: 79,
      actors: [
        {
          id: 31,
          name: "Tom Hanks",
          profilePath: "/hanks.jpg",
          knownFor: ["Forrest Gump", "Band of Brothers"],
        },
        { id: 2, name: "No Photo", profilePath: null, knownFor: [] },
      ],
    });
    // Known-for titles in the page's language.
    expect(listPopularPeople).toHaveBeenCalledWith(3, SPANISH);
  });

  it.each([
    ["upstream", 502],
    ["unavailable", 503],
    ["rate_limited", 429],
  ] as const)(
    "a catalogue failing with %s gives the error state with status %i, keeping the page",
    async (reason, status) => {
      vi.spyOn(console, "error").mockImplementation(() => {});
      const listPopularPeople = vi.fn(async () => {
        throw new CatalogueError(reason, "TMDB person/popular failed");
      });
      expect(await loadActorsPage(catalogueWith({ listPopularPeople }), 4)).toEqual({
        failed: true,
        status,
        page: 4,
        totalPages: 0,
        actors: [],
      });
    },
  );

  it("lets a programming error through, to the error boundary", async () => {
    const listPopularPeople = vi.fn(async () => {
      throw new TypeError("bug");
    });
    await expect(loadActorsPage(catalogueWith({ listPopularPeople }), 1)).rejects.toThrow("bug");
  });
});

describe("loadPopularActors", () => {
  const curated = Array.from({ length: 20 }, (_, index) => ({ id: index + 1, name: `Actor ${index + 1}` }));

  it("reads every curated actor with credits, in the curated order, a few at a time", async () => {
    let running = 0;
    let most = 0;
    const getPersonWithCredits = vi.fn(async (id: number) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 21 - id));
      running -= 1;
      return makePerson({ id, name: `Catalogue name ${id}` });
    });
    const result = await loadPopularActors(catalogueWith({ getPersonWithCredits }), curated);
    expect(result.failed).toBe(false);
    expect(result.actors.map((actor) => actor.id)).toEqual(curated.map((actor) => actor.id));
    // The catalogue's own name is shown, and its known-for titles.
    expect(result.actors[0]).toEqual({
      id: 1,
      name: "Catalogue name 1",
      profilePath: "/hanks.jpg",
      knownFor: ["Forrest Gump", "Band of Brothers"],
    });
    expect(getPersonWithCredits).toHaveBeenCalledTimes(20);
    expect(most).toBe(POPULAR_ACTORS_CONCURRENCY);
  });

  it("drops just the actors the catalogue cannot give", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const getPersonWithCredits = vi.fn(async (id: number) => {
      if (id === 3) throw new CatalogueError("not_found", "TMDB person/3 was not found");
      if (id === 5) throw new CatalogueError("upstream", "TMDB person/5 answered 500");
      return makePerson({ id });
    });
    const result = await loadPopularActors(catalogueWith({ getPersonWithCredits }), curated.slice(0, 6));
    expect(result).toMatchObject({ failed: false });
    expect(result.actors.map((actor) => actor.id)).toEqual([1, 2, 4, 6]);
    // A person TMDB no longer has is expected; a failing upstream is worth a log line.
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[1])).toContain("person/5");
  });

  it("is the error state when no actor at all comes back", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const getPersonWithCredits = vi.fn(async () => {
      throw new CatalogueError("unavailable", "TMDB did not answer");
    });
    expect(await loadPopularActors(catalogueWith({ getPersonWithCredits }), curated)).toEqual({
      failed: true,
      status: 503,
      actors: [],
    });
  });

  it("stops asking once a whole first round fails, and passes on TMDB's Retry-After", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const getPersonWithCredits = vi.fn(async () => {
      throw new CatalogueError("rate_limited", "TMDB is rate limited", { retryAfterSeconds: 4 });
    });
    const result = await loadPopularActors(catalogueWith({ getPersonWithCredits }), curated);
    expect(result).toEqual({ failed: true, status: 429, retryAfterSeconds: 4, actors: [] });
    expect(getPersonWithCredits).toHaveBeenCalledTimes(POPULAR_ACTORS_CONCURRENCY);
  });
});
