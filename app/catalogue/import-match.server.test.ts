import { beforeAll, describe, expect, it } from "vitest";
import { demoCatalogue } from "~/demo/catalogue-data.server";
import { DEMO_API_BASE_URL, handleDemoRequest } from "~/demo/handler.server";
import { comparableTitle, matchItem, parseMatchItem, pickByTitleAndYear } from "./import-match.server";
import { createTmdbClient } from "./tmdb-client.server";
import type { TitleMatch } from "./types";

const film = (id: number, title: string, year: number | null, originalTitle = title): TitleMatch => ({
  id,
  kind: "movie",
  title,
  originalTitle,
  year,
  posterPath: null,
});

describe("parseMatchItem", () => {
  it("reads the three kinds of item and refuses anything else", () => {
    expect(parseMatchItem("imdb:tt0137523")).toEqual({ by: "imdb", imdbId: "tt0137523" });
    expect(parseMatchItem("tmdb:series:1399")).toEqual({ by: "tmdb", kind: "series", id: 1399 });
    expect(parseMatchItem("movie:1999:Fight Club: Redux")).toEqual({
      by: "title",
      kind: "movie",
      title: "Fight Club: Redux",
      year: 1999,
    });
    expect(parseMatchItem("movie::Fight Club")).toMatchObject({ year: null });
    for (const bad of [
      "imdb:0137523",
      "tmdb:tv:1",
      "tmdb:movie:0",
      "movie:99:X",
      "movie:1999:",
      "film:1999:X",
    ]) {
      expect(parseMatchItem(bad), bad).toBeNull();
    }
  });
});

describe("pickByTitleAndYear", () => {
  const remake = [film(1, "The Thing", 1982), film(2, "The Thing", 2011), film(3, "The Thing", 1951)];

  it("takes the exact title in the row's year, not the remake", () => {
    expect(pickByTitleAndYear(remake, "The Thing", 1982)?.id).toBe(1);
    expect(pickByTitleAndYear(remake, "the thing", 2011)?.id).toBe(2);
  });

  it("then the original title in that year", () => {
    const candidates = [
      film(4, "Amelie", 2002),
      film(5, "Amélie", 2001, "Le Fabuleux Destin d'Amélie Poulain"),
    ];
    expect(pickByTitleAndYear(candidates, "Le Fabuleux Destin d'Amélie Poulain", 2001)?.id).toBe(5);
  });

  it("then one year either side, never two", () => {
    expect(pickByTitleAndYear(remake, "The Thing", 1983)?.id).toBe(1);
    expect(pickByTitleAndYear(remake, "The Thing", 1985)).toBeNull();
  });

  it("prefers the exact year over a neighbour, and a title over nothing when the row has no year", () => {
    const close = [film(6, "Heat", 1996), film(7, "Heat", 1995)];
    expect(pickByTitleAndYear(close, "Heat", 1995)?.id).toBe(7);
    expect(pickByTitleAndYear(close, "Heat", null)?.id).toBe(6);
  });

  it("never matches another title", () => {
    expect(pickByTitleAndYear([film(8, "Heat Wave", 1995)], "Heat", 1995)).toBeNull();
  });

  it("compares without case, accents, punctuation or '&'", () => {
    expect(comparableTitle("Crouching Tiger, Hidden Dragon")).toBe("crouching tiger hidden dragon");
    expect(comparableTitle("Fast & Furious")).toBe(comparableTitle("Fast and Furious"));
    expect(comparableTitle("Léon: The Professional")).toBe("leon the professional");
  });
});

describe("matchItem on the demo catalogue", () => {
  const catalogue = createTmdbClient({
    baseUrl: DEMO_API_BASE_URL,
    credential: null,
    fetch: handleDemoRequest,
    cache: null,
  });
  // The demo catalogue is built on first use: once, outside the tests' own time limit.
  beforeAll(() => {
    demoCatalogue();
  }, 60_000);
  const match = async (text: string) => {
    const item = parseMatchItem(text);
    if (!item) throw new Error(`bad item ${text}`);
    return matchItem(catalogue, item);
  };

  it("finds titles by IMDb id, movies and series", async () => {
    expect(await match("imdb:tt5100001")).toMatchObject({
      id: 100001,
      kind: "movie",
      title: "The Last Harbor",
    });
    expect(await match("imdb:tt5200001")).toMatchObject({ id: 200001, kind: "series" });
    expect(await match("imdb:tt0000001")).toBeNull();
  });

  it("tells a film from its remake and from another film of the same name by year", async () => {
    expect(await match("movie:1986:The Last Harbor")).toMatchObject({ id: 100001, year: 1986 });
    expect(await match("movie:2021:The Last Harbor")).toMatchObject({ id: 109001, year: 2021 });
    expect(await match("movie:2005:Love in Lisbon")).toMatchObject({ id: 109002, year: 2006 });
    expect(await match("movie:2002:Love in Lisbon")).toBeNull();
  });

  it("matches an original title, and a year off by one", async () => {
    expect(await match("movie:1993:Train de nuit pour Lyon")).toMatchObject({ id: 100173 });
    expect(await match("movie:2004:Midnight in Verona")).toMatchObject({ id: 100002, year: 2003 });
  });

  it("reads TMDB ids through the title's details, and answers null for unknown ids", async () => {
    expect(await match("tmdb:movie:100002")).toMatchObject({ title: "Midnight in Verona", year: 2003 });
    expect(await match("tmdb:movie:999999")).toBeNull();
  });
});

describe("the lookups go through the catalogue's cache", () => {
  it("the same items again make no upstream call, for each kind of item", async () => {
    const upstream: string[] = [];
    const catalogue = createTmdbClient({
      baseUrl: DEMO_API_BASE_URL,
      credential: null,
      fetch: (request) => {
        upstream.push(new URL(request.url).pathname);
        return handleDemoRequest(request);
      },
    });
    const items = ["imdb:tt5100001", "tmdb:movie:100002", "movie:2004:Midnight in Verona", "imdb:tt0000001"];
    const lookUp = () =>
      Promise.all(
        items.map((text) => matchItem(catalogue, parseMatchItem(text) ?? { by: "imdb", imdbId: "" })),
      );
    const first = await lookUp();
    const calls = upstream.length;
    expect(calls).toBeGreaterThanOrEqual(items.length);
    expect(await lookUp()).toEqual(first);
    expect(upstream).toHaveLength(calls);
  }, 60_000);
});
