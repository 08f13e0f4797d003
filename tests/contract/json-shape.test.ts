import { describe, expect, it } from "vitest";
import { keysNullSomewhere, shapeDifferences } from "./json-shape";

const options = { nullableKeys: new Set(["poster_path"]) };

describe("shapeDifferences", () => {
  it("agrees on the same shape with different values", () => {
    const reference = { page: 1, results: [{ id: 1, title: "A", poster_path: "/a.jpg", genre_ids: [1] }] };
    const actual = {
      page: 3,
      results: [{ id: 9, title: "B", poster_path: null, genre_ids: [], extra: true }],
    };
    expect(shapeDifferences(reference, actual, options)).toEqual([]);
  });

  it("names missing keys, wrong types and unexpected nulls by path", () => {
    const reference = { page: 1, tagline: "x", results: [{ id: 1, title: "A", vote_average: 7.1 }] };
    const actual = {
      page: "1",
      tagline: null,
      results: [
        { id: 2, vote_average: 5 },
        { id: 3, title: 4, vote_average: 1 },
      ],
    };
    expect(shapeDifferences(reference, actual, options).sort()).toEqual([
      "page: string where TMDB has number",
      "results[].title: missing",
      "results[].title: number where TMDB has string",
      "tagline: null where TMDB has string",
    ]);
  });

  it("compares mixed lists by media_type and region maps by value", () => {
    const reference = {
      results: [
        { media_type: "movie", title: "A" },
        { media_type: "tv", name: "B" },
      ],
      providers: { AT: { link: "x", flatrate: [{ provider_id: 1 }] } },
    };
    const actual = {
      results: [
        { media_type: "tv", name: "C" },
        { media_type: "movie" },
        { media_type: "person", name: "P" },
      ],
      providers: { US: { link: "y", flatrate: [{}] } },
    };
    expect(shapeDifferences(reference, actual, options).sort()).toEqual([
      "providers.{region}.flatrate[].provider_id: missing",
      "results[].title: missing",
    ]);
  });

  it("requires only the keys every reference item has, and allows null where any reference item has it", () => {
    const reference = {
      crew: [
        { id: 1, job: "Writer", episode_count: 2, poster_path: "/a.jpg", rating: 5 },
        { id: 2, job: "Director", poster_path: "/b.jpg", rating: null },
      ],
    };
    const actual = { crew: [{ id: 3, job: "Editor", poster_path: null, rating: null }, { id: 4 }] };
    expect(shapeDifferences(reference, actual, options).sort()).toEqual([
      "crew[].job: missing",
      "crew[].poster_path: missing",
      "crew[].rating: missing",
    ]);
  });

  it("lets optional keys be absent but still checks them when present", () => {
    const reference = { results: { AT: { link: "x", rent: [{ provider_id: 1 }] } } };
    const optional = { ...options, optionalKeys: new Set(["rent"]) };
    expect(shapeDifferences(reference, { results: { US: { link: "y" } } }, optional)).toEqual([]);
    expect(shapeDifferences(reference, { results: { US: { link: "y", rent: [{}] } } }, optional)).toEqual([
      "results.{region}.rent[].provider_id: missing",
    ]);
  });

  it("can leave out top-level keys", () => {
    const differences = shapeDifferences(
      { id: 1, reviews: {} },
      { id: 1 },
      { ...options, ignoreTopLevelKeys: new Set(["reviews"]) },
    );
    expect(differences).toEqual([]);
  });
});

describe("keysNullSomewhere", () => {
  it("collects key names that are null anywhere", () => {
    expect([...keysNullSomewhere([{ a: null, b: [{ c: null, d: 1 }] }, { e: { f: null } }])].sort()).toEqual([
      "a",
      "c",
      "f",
    ]);
  });
});
