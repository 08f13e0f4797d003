import { describe, expect, it } from "vitest";
import { demoCatalogue } from "./catalogue-data.server";
import { type JsonAnswer, ok } from "./demo-test-client";
import { isUntranslated, UNTRANSLATED_SHARE } from "./localise.server";
import { DEMO_TRANSLATIONS } from "./translations";

// The demo catalogue answers `language=` as TMDB v3 does (docs/decisions/0024-catalogue-languages.md).

const LANGUAGES = ["es-ES", "fr-FR", "de-DE", "pt-BR", "ja-JP", "ar-SA"] as const;
const bare = (language: string) => language.slice(0, 2);

/** An English-language movie and series with an overview and a tagline, translated in every language. */
function translatedEverywhere() {
  const { movies, series } = demoCatalogue();
  const everywhere = (id: number) => LANGUAGES.every((language) => !isUntranslated(bare(language), id));
  const movie = movies.find(
    (m) => m.originalLanguage === "en" && m.collectionId === null && everywhere(m.id),
  );
  const show = series.find(
    (s) =>
      s.originalLanguage === "en" &&
      s.seasons.some((season) => season.seasonNumber === 1) &&
      everywhere(s.id),
  );
  if (!movie || !show) throw new Error("no fully translated titles");
  return { movie, show };
}

describe("language=", () => {
  it("answers a movie in each language, with its genres, and keeps the original fields", async () => {
    const { movie } = translatedEverywhere();
    const english = await ok(`movie/${movie.id}?language=en-US`);
    for (const language of LANGUAGES) {
      const t = DEMO_TRANSLATIONS[bare(language)];
      const body = await ok(`movie/${movie.id}?language=${language}`);
      expect(body.title, language).not.toBe(english.title);
      expect(body.original_title).toBe(english.original_title);
      expect(body.original_language).toBe(english.original_language);
      if (english.overview !== "") {
        expect(body.overview).not.toBe(english.overview);
        expect(String(body.overview).length).toBeGreaterThan(20);
      }
      if (english.tagline !== "") expect(t?.taglines).toContain(body.tagline);
      const genres = body.genres as JsonAnswer[];
      expect(genres.map((genre) => genre.id)).toEqual(
        (english.genres as JsonAnswer[]).map((genre) => genre.id),
      );
      for (const genre of genres) expect(genre.name).toBe(t?.genres[Number(genre.id)]);
      // Everything else is the same answer.
      const { title, overview, tagline, genres: _, ...rest } = body;
      const { title: t0, overview: o0, tagline: g0, genres: __, ...englishRest } = english;
      expect(rest).toEqual(englishRest);
    }
  });

  it("answers a series, its season and its episodes", async () => {
    const { show } = translatedEverywhere();
    const english = await ok(`tv/${show.id}`);
    const englishSeason = await ok(`tv/${show.id}/season/1`);
    const expected: Record<string, [string, RegExp]> = {
      "es-ES": ["Temporada 1", /^(Episodio \d+|Piloto|.+)$/],
      "fr-FR": ["Saison 1", /./],
      "de-DE": ["Staffel 1", /./],
      "pt-BR": ["Temporada 1", /./],
      "ja-JP": ["シーズン1", /./],
      "ar-SA": ["الموسم 1", /./],
    };
    for (const language of LANGUAGES) {
      const body = await ok(`tv/${show.id}?language=${language}`);
      expect(body.name).not.toBe(english.name);
      expect(body.original_name).toBe(english.original_name);
      const seasons = body.seasons as JsonAnswer[];
      expect(seasons.find((s) => s.season_number === 1)?.name).toBe(expected[language]?.[0]);
      const season = await ok(`tv/${show.id}/season/1?language=${language}`);
      expect(season.name).toBe(expected[language]?.[0]);
      const episodes = season.episodes as JsonAnswer[];
      const englishEpisodes = englishSeason.episodes as JsonAnswer[];
      expect(episodes).toHaveLength(englishEpisodes.length);
      episodes.forEach((episode, index) => {
        const before = englishEpisodes[index] as JsonAnswer;
        expect(episode.id).toBe(before.id);
        expect(episode.name).not.toBe(before.name);
        // Empty stays empty; a written synopsis keeps its character's name and changes language.
        if (before.overview === "") expect(episode.overview).toBe("");
        else {
          expect(episode.overview).not.toBe(before.overview);
          expect(String(episode.overview)).toContain(String(before.overview).split(" ")[0]);
        }
      });
      const one = await ok(`tv/${show.id}/season/1/episode/1?language=${language}`);
      expect(one.name).toBe(episodes[0]?.name);
    }
  });

  it("translates the genre lists and list pages", async () => {
    const english = await ok("genre/tv/list");
    const spanish = await ok("genre/tv/list?language=es-ES");
    expect((spanish.genres as JsonAnswer[]).map((genre) => genre.id)).toEqual(
      (english.genres as JsonAnswer[]).map((genre) => genre.id),
    );
    expect(spanish.genres).toContainEqual({ id: 18, name: "Drama" });
    expect(spanish.genres).toContainEqual({ id: 10765, name: "Ciencia ficción y fantasía" });
    expect((await ok("genre/movie/list?language=ja")).genres).toContainEqual({ id: 28, name: "アクション" });
    expect((await ok("genre/movie/list?language=ar-SA")).genres).toContainEqual({ id: 27, name: "رعب" });
    // Translating one answer leaves the English ones alone.
    expect(await ok("genre/tv/list")).toEqual(english);

    const page = await ok("movie/popular?language=fr-FR");
    const englishPage = await ok("movie/popular");
    expect(page.results?.map((item) => item.id)).toEqual(englishPage.results?.map((item) => item.id));
    expect(page.results?.map((item) => item.title)).not.toEqual(
      englishPage.results?.map((item) => item.title),
    );
  });

  it("accepts the bare language, and answers anything else in English", async () => {
    const { movie } = translatedEverywhere();
    expect(await ok(`movie/${movie.id}?language=de`)).toEqual(await ok(`movie/${movie.id}?language=de-DE`));
    const english = await ok(`movie/${movie.id}`);
    for (const other of ["en-US", "en", "it-IT", "xx", "", "ES-es"]) {
      expect(await ok(`movie/${movie.id}?language=${other}`), other).toEqual(english);
    }
  });

  it("is deterministic: the same request twice is the same answer", async () => {
    const { show } = translatedEverywhere();
    for (const path of [`tv/${show.id}?language=ja-JP`, "trending/all/week?language=ar-SA"]) {
      expect(await ok(path)).toEqual(await ok(path));
    }
  });

  it("leaves about 5% of titles untranslated: empty overview, original title", async () => {
    const { movies, series } = demoCatalogue();
    const titles = [...movies, ...series];
    for (const language of ["es", "ja"]) {
      const untranslated = titles.filter((title) => isUntranslated(language, title.id));
      const share = untranslated.length / titles.length;
      expect(share).toBeGreaterThan(UNTRANSLATED_SHARE / 2);
      expect(share).toBeLessThan(UNTRANSLATED_SHARE * 2);
      const movie = movies.find((m) => isUntranslated(language, m.id));
      const body = await ok(`movie/${movie?.id}?language=${language}`);
      expect(body.overview).toBe("");
      expect(body.tagline).toBe("");
      expect(body.title).toBe(movie?.originalTitle);
    }
  });

  it("searches the translated titles as well as the English ones", async () => {
    const { movie } = translatedEverywhere();
    for (const language of LANGUAGES) {
      const details = await ok(`movie/${movie.id}?language=${language}`);
      const query = encodeURIComponent(String(details.title));
      const found = await ok(`search/multi?query=${query}&language=${language}`);
      expect(
        found.results?.map((item) => item.id),
        language,
      ).toContain(movie.id);
      const hit = found.results?.find((item) => item.id === movie.id);
      expect(hit?.title).toBe(details.title);
      const byEnglish = await ok(
        `search/movie?query=${encodeURIComponent(movie.title)}&language=${language}`,
      );
      expect(byEnglish.results?.map((item) => item.id)).toContain(movie.id);
    }
    const english = await ok(`search/movie?query=${encodeURIComponent(movie.title)}`);
    expect(english.results?.[0]?.id).toBe(movie.id);
  });
});
