import { describe, expect, it } from "vitest";
import { demoCatalogue } from "~/demo/catalogue-data.server";
import { DEMO_API_BASE_URL, handleDemoRequest } from "~/demo/handler.server";
import { isUntranslated } from "~/demo/localise.server";
import { createMemoryCache, createNoCache } from "./cache.server";
import type { Catalogue } from "./catalogue";
import { CatalogueError } from "./catalogue-error";
import { fillFromEnglish, hasEmptyText } from "./fallback.server";
import { CATALOGUE_LANGUAGES, type CatalogueLocale } from "./locale";
import { createTmdbClient } from "./tmdb-client.server";
import type { FetchFunction } from "./tmdb-request.server";

// The catalogue in the visitor's language (docs/decisions/0024-catalogue-languages.md): what the client sends,
// the per-field fallback to English, and caches that keep languages apart. Through the demo catalogue.

const es: CatalogueLocale = { language: "es-ES" };

/** The demo handler behind a fetch that records the calls ("path?query") and may rewrite answers. */
function demo(rewrite?: (path: string, body: Record<string, unknown>) => void) {
  const calls: string[] = [];
  const fetch: FetchFunction = async (request) => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/3\//, "");
    calls.push(`${path}${url.search}`);
    const response = await handleDemoRequest(request);
    if (!rewrite || response.status !== 200) return response;
    const body = (await response.json()) as Record<string, unknown>;
    rewrite(path + url.search, body);
    return new Response(JSON.stringify(body), { status: 200, headers: response.headers });
  };
  return { fetch, calls };
}

function client(fetch: FetchFunction, cache = createNoCache()): Catalogue {
  return createTmdbClient({ baseUrl: DEMO_API_BASE_URL, credential: null, fetch, cache });
}

/** An English-language movie (with an overview) that Spanish translates, and one it does not. */
function movies() {
  const all = demoCatalogue().movies.filter((m) => m.originalLanguage === "en");
  const translated = all.find((m) => !isUntranslated("es", m.id));
  const untranslated = all.find((m) => isUntranslated("es", m.id));
  if (!translated || !untranslated) throw new Error("no such movies");
  return { translated, untranslated };
}

/** The catalogue's own refusal of a bad request, not any error. */
const notFound = (error: unknown) => error instanceof CatalogueError && error.reason === "not_found";

describe("the language it asks for", () => {
  const calls: Array<[string, (c: Catalogue, locale?: CatalogueLocale) => Promise<unknown>, string]> = [
    ["trending", (c, l) => c.listTrending("movie", 1, l), "trending/movie/week?page=1"],
    ["movie category", (c, l) => c.listMovies("popular", 1, l), "movie/popular?language=en-US&page=1"],
    ["series category", (c, l) => c.listSeries("top_rated", 1, l), "tv/top_rated?language=en-US&page=1"],
    [
      "discover",
      (c, l) => c.discover("series", { genreId: 18 }, l),
      "discover/tv?include_adult=false&with_genres=18&page=1",
    ],
    ["search", (c, l) => c.search("star", 1, l), "search/multi?query=star&page=1&include_adult=false"],
    [
      "details",
      (c, l) => c.getTitle("movie", 100001, l),
      "movie/100001?language=en-US&append_to_response=videos%2Csimilar%2Crecommendations%2Cwatch%2Fproviders%2Crelease_dates%2Cexternal_ids",
    ],
    ["similar", (c, l) => c.getSimilar("movie", 100001, 1, l), "movie/100001/similar?page=1"],
    ["season", (c, l) => c.getSeason(200001, 1, l), "tv/200001/season/1?language=en-US"],
    ["genres", (c, l) => c.listGenres("movie", l), "genre/movie/list"],
    ["people", (c, l) => c.listPopularPeople(1, l), "person/popular?language=en-US&page=1"],
    ["person", (c, l) => c.getPerson(3000001, l), "person/3000001?language=en-US"],
    [
      "person with credits",
      (c, l) => c.getPersonWithCredits(3000001, l),
      "person/3000001?language=en-US&append_to_response=combined_credits",
    ],
    ["person's series", (c, l) => c.getPersonSeries(3000001, l), "person/3000001/tv_credits?page=1"],
  ];

  it.each(calls)("%s: en-US, given or not, is exactly today's request", async (_name, call, expected) => {
    for (const locale of [undefined, { language: "en-US" } as const]) {
      const upstream = demo();
      await call(client(upstream.fetch), locale);
      expect(upstream.calls).toEqual([expected]);
    }
  });

  it.each(calls)(
    "%s: another language is sent as language=, and validates",
    async (_name, call, expected) => {
      for (const language of CATALOGUE_LANGUAGES.filter((code) => code !== "en-US")) {
        const upstream = demo();
        await call(client(upstream.fetch), { language });
        const sent = expected.includes("language=en-US")
          ? expected.replace("language=en-US", `language=${language}`)
          : `${expected}${expected.includes("?") ? "&" : "?"}language=${language}`;
        // The translated call comes first; a second, in English, only when there is empty text to fill.
        expect(upstream.calls[0]).toBe(sent);
        expect(upstream.calls.slice(1)).toEqual(upstream.calls.length > 1 ? [expected] : []);
      }
    },
  );

  it("refuses a language it does not support, before any call", async () => {
    const upstream = demo();
    const c = client(upstream.fetch);
    for (const language of ["it-IT", "en", "es", "", "es-ES&x=1"]) {
      const locale = { language } as unknown as CatalogueLocale;
      await expect(c.getTitle("movie", 100001, locale)).rejects.toSatisfy(notFound);
      await expect(c.search("star", 1, locale)).rejects.toSatisfy(notFound);
    }
    expect(upstream.calls).toEqual([]);
  });
});

describe("text in the visitor's language", () => {
  it("a title, its genres and a season in Spanish", async () => {
    const c = client(demo().fetch);
    const { translated } = movies();
    const english = await c.getTitle("movie", translated.id);
    const spanish = await c.getTitle("movie", translated.id, es);
    expect(spanish.title).not.toBe(english.title);
    expect(spanish.id).toBe(english.id);
    expect(spanish.genres.map((genre) => genre.id)).toEqual(english.genres.map((genre) => genre.id));
    expect(await c.listGenres("series", es)).toContainEqual({ id: 10768, name: "Guerra y política" });
    const series = demoCatalogue().series.find((s) => !isUntranslated("es", s.id));
    const season = await c.getSeason(series?.id ?? 0, 1, es);
    expect(season.name).toBe("Temporada 1");
  });

  it("search finds a title by its Spanish name", async () => {
    const c = client(demo().fetch);
    const { translated } = movies();
    const spanish = await c.getTitle("movie", translated.id, es);
    const found = await c.search(spanish.title, 1, es);
    expect(found.results.find((item) => item.id === translated.id)?.title).toBe(spanish.title);
  });
});

describe("per-field fallback to English", () => {
  it("an untranslated title gets its English overview and tagline, keeping the title TMDB sent", async () => {
    const { untranslated } = movies();
    const c = client(demo().fetch);
    const english = await c.getTitle("movie", untranslated.id);
    const spanish = await c.getTitle("movie", untranslated.id, es);
    expect(spanish.overview).toBe(english.overview);
    expect(spanish.tagline).toBe(english.tagline);
    expect(spanish.title).toBe(untranslated.originalTitle);
    // The genres stay Spanish: only empty fields are filled.
    expect(spanish.genres[0]?.name).not.toBe(english.genres[0]?.name);
  });

  it("fills field by field: an empty name from English, the translated overview kept", async () => {
    const { translated } = movies();
    const upstream = demo((path, body) => {
      if (path.includes("language=es-ES")) body.title = "";
    });
    const c = client(upstream.fetch);
    const english = await c.getTitle("movie", translated.id);
    const spanish = await c.getTitle("movie", translated.id, es);
    expect(spanish.title).toBe(english.title);
    expect(spanish.overview).not.toBe(english.overview);
    expect(spanish.overview).not.toBe("");
  });

  it("fills list items and episodes by identity, not by position", async () => {
    const upstream = demo((path, body) => {
      if (!path.includes("language=es-ES")) return;
      const results = body.results as Array<Record<string, unknown>> | undefined;
      results?.reverse();
      if (results?.[0]) results[0].overview = "";
      const episodes = body.episodes as Array<Record<string, unknown>> | undefined;
      if (episodes?.[1]) episodes[1].name = "";
    });
    const c = client(upstream.fetch);
    const english = await c.listMovies("popular", 1);
    const spanish = await c.listMovies("popular", 1, es);
    const first = spanish.results[0];
    const englishFirst = english.results.find((item) => item.id === first?.id);
    expect(first?.overview).toBe(englishFirst?.overview);
    expect(spanish.results[1]?.overview).not.toBe(
      english.results.find((i) => i.id === spanish.results[1]?.id)?.overview,
    );

    const series = demoCatalogue().series.find(
      (s) => !isUntranslated("es", s.id) && (s.seasons[1]?.episodeCount ?? 0) > 2,
    );
    const season = await c.getSeason(series?.id ?? 0, 1, es);
    const englishSeason = await c.getSeason(series?.id ?? 0, 1);
    expect(season.episodes[1]?.name).toBe(englishSeason.episodes[1]?.name);
    expect(season.episodes[0]?.name).not.toBe(englishSeason.episodes[0]?.name);
  });

  it("fetches the English answer through the same cache, once", async () => {
    const { untranslated } = movies();
    const upstream = demo();
    const c = client(upstream.fetch, createMemoryCache());
    await c.getTitle("movie", untranslated.id, es);
    expect(upstream.calls).toHaveLength(2);
    await c.getTitle("movie", untranslated.id, es);
    await c.getTitle("movie", untranslated.id);
    expect(upstream.calls).toHaveLength(2);
  });

  it("is a pure step over domain values", () => {
    const english = [{ id: 1, kind: "movie", title: "One", overview: "First." }];
    const translated = [{ id: 1, kind: "movie", title: "Uno", overview: "" }];
    expect(hasEmptyText(translated)).toBe(true);
    expect(fillFromEnglish(translated, english)).toEqual([
      { id: 1, kind: "movie", title: "Uno", overview: "First." },
    ]);
    expect(translated[0]?.overview).toBe("");
    // A movie and a series may share an id: they are not each other's fallback.
    expect(fillFromEnglish([{ id: 1, kind: "series", overview: "" }], english)).toEqual([
      { id: 1, kind: "series", overview: "" },
    ]);
    // The mappers' stand-ins for missing names count as missing.
    const episodes = [{ seasonNumber: 1, episodeNumber: 2, name: "Episode 2", overview: "" }];
    expect(
      fillFromEnglish(episodes, [{ seasonNumber: 1, episodeNumber: 2, name: "Homecoming", overview: "" }]),
    ).toEqual([{ seasonNumber: 1, episodeNumber: 2, name: "Homecoming", overview: "" }]);
  });
});

describe("the cache keeps languages apart", () => {
  it("es-ES and en-US of the same path are separate entries", async () => {
    const { translated } = movies();
    const upstream = demo();
    const cache = createMemoryCache();
    const c = client(upstream.fetch, cache);
    const english = await c.getTitle("movie", translated.id);
    const spanish = await c.getTitle("movie", translated.id, es);
    expect(upstream.calls).toHaveLength(2);
    expect(new Set(upstream.calls).size).toBe(2);
    // Both are now served from the cache, each in its own language.
    expect((await c.getTitle("movie", translated.id)).title).toBe(english.title);
    expect((await c.getTitle("movie", translated.id, es)).title).toBe(spanish.title);
    expect(upstream.calls).toHaveLength(2);
    expect(spanish.title).not.toBe(english.title);
  });
});
