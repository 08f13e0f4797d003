import { describe, expect, it } from "vitest";
import { WATCH_PROVIDERS } from "./companies";
import { type JsonAnswer, ok } from "./demo-test-client";

describe("discover", () => {
  it("filters genres with AND (comma) and OR (pipe)", async () => {
    const both = await ok("discover/movie?with_genres=28,12");
    expect(
      (both.results ?? []).every(
        (item) => (item.genre_ids as number[]).includes(28) && (item.genre_ids as number[]).includes(12),
      ),
    ).toBe(true);
    const either = await ok("discover/movie?with_genres=28|12");
    expect(Number(either.total_results)).toBeGreaterThan(Number(both.total_results));
  });

  it("finds the anime series: animation from Japan", async () => {
    const anime = await ok("discover/tv?with_genres=16&with_origin_country=JP");
    expect(Number(anime.total_results)).toBeGreaterThanOrEqual(25);
    for (const item of anime.results ?? []) {
      expect(item.origin_country).toEqual(["JP"]);
      expect(item.original_language).toBe("ja");
    }
    // Every series made in Japan is in Japanese; Japanese live-action series exist too.
    const japaneseAnimation = await ok("discover/tv?with_genres=16&with_original_language=ja");
    expect(japaneseAnimation.total_results).toBe(anime.total_results);
    const japanese = await ok("discover/tv?with_original_language=ja");
    expect(Number(japanese.total_results)).toBeGreaterThan(Number(anime.total_results));
  });

  it("sorts by rating or date when asked", async () => {
    const byRating = (await ok("discover/movie?sort_by=vote_average.desc")).results ?? [];
    const ratings = byRating.map((item) => Number(item.vote_average));
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const byDate = (await ok("discover/tv?sort_by=first_air_date.desc")).results ?? [];
    const dates = byDate.map((item) => String(item.first_air_date));
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe("search", () => {
  it("finds titles by a word of their name, any case, with people marked as such", async () => {
    const page = await ok("search/multi?query=NIGHT");
    expect(Number(page.total_results)).toBeGreaterThan(3);
    const names = (page.results ?? []).map((item) => String(item.title ?? item.name).toLowerCase());
    expect(names.every((name) => name.includes("night"))).toBe(true);
    const people = await ok("search/multi?query=tom");
    const person = (people.results ?? []).find((item) => item.name === "Tom Hanks");
    expect(person).toMatchObject({ media_type: "person", id: 31 });
    expect(((person?.known_for ?? []) as JsonAnswer[]).length).toBeGreaterThan(0);
  });

  it("ranks an exact title first and ignores accents", async () => {
    const page = await ok("search/multi?query=midnight%20in%20verona");
    expect(page.results?.[0]).toMatchObject({ title: "Midnight in Verona", media_type: "movie" });
    const accent = await ok("search/person?query=timothee");
    expect(accent.results?.[0]).toMatchObject({ id: 1190668, name: "Timothée Chalamet" });
    expect(accent.results?.[0]?.media_type).toBeUndefined();
  });

  it("answers an empty page for a missing or blank query", async () => {
    for (const path of ["search/multi", "search/multi?query=", "search/movie?query=%20%20"]) {
      expect(await ok(path)).toEqual({ page: 1, results: [], total_pages: 1, total_results: 0 });
    }
  });

  it("limits search/movie and search/tv to their kind", async () => {
    const movies = await ok("search/movie?query=star");
    expect(
      (movies.results ?? []).every((item) => typeof item.title === "string" && item.media_type === undefined),
    ).toBe(true);
    const series = await ok("search/tv?query=the");
    expect(
      (series.results ?? []).every((item) => typeof item.name === "string" && "first_air_date" in item),
    ).toBe(true);
  });
});

describe("titles", () => {
  it("append the parts asked for, under TMDB's key names", async () => {
    const movie = await ok(
      "movie/100002?language=en-US&append_to_response=videos,similar,recommendations,watch/providers,credits,images,keywords",
    );
    for (const key of [
      "videos",
      "similar",
      "recommendations",
      "watch/providers",
      "credits",
      "images",
      "keywords",
    ]) {
      expect(movie, key).toHaveProperty([key]);
    }
    expect(movie.videos).toEqual({ results: [] });
    expect(movie.similar).toMatchObject({ page: 1 });
    expect(((movie.credits as JsonAnswer).cast as JsonAnswer[]).length).toBeGreaterThan(0);
    expect(movie).toMatchObject({ id: 100002, title: "Midnight in Verona", video: false, adult: false });
    expect(Array.isArray(movie.genres)).toBe(true);
  });

  it("serve the same parts on their own paths, with the title's id", async () => {
    expect(await ok("movie/100002/videos")).toEqual({ id: 100002, results: [] });
    const credits = await ok("tv/200010/credits");
    expect(credits.id).toBe(200010);
    const cast = credits.cast as JsonAnswer[];
    expect(cast[0]).toMatchObject({ order: 0 });
    expect(cast[0]).not.toHaveProperty("cast_id");
    const similar = await ok("tv/200010/similar?page=1");
    expect((similar.results ?? []).every((item) => item.id !== 200010 && "name" in item)).toBe(true);
    expect((await ok("movie/100002/watch/providers")).id).toBe(100002);
  });

  it("offer real services (by TMDB's ids and names) for some titles and none for many", async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => ok(`movie/${100001 + i}/watch/providers`)),
    );
    // watch/providers "results" is an object keyed by region, not a list.
    const regions = answers.map((answer) => answer.results as unknown as Record<string, JsonAnswer>);
    const withOffers = regions.filter((results) => Object.keys(results).length > 0);
    expect(withOffers.length).toBeGreaterThan(3);
    expect(withOffers.length).toBeLessThan(30);
    const region = Object.values(withOffers[0] ?? {})[0] ?? {};
    expect(typeof region.link).toBe("string");
    const offers = [
      ...((region.flatrate as JsonAnswer[]) ?? []),
      ...((region.rent as JsonAnswer[]) ?? []),
      ...((region.buy as JsonAnswer[]) ?? []),
    ];
    expect(offers.length).toBeGreaterThan(0);
    const service = WATCH_PROVIDERS.find((provider) => provider.provider_id === offers[0]?.provider_id);
    expect(service?.provider_name).toBe(offers[0]?.provider_name);
    expect(offers[0]?.logo_path).toBe(`/provider-${service?.provider_id}.webp`);
  });

  it("give series their seasons, including specials, and seasons their episodes", async () => {
    const { seriesWithSpecials, longSeason } = await findSeasons();
    const details = await ok(`tv/${seriesWithSpecials}`);
    const seasons = details.seasons as JsonAnswer[];
    expect(seasons[0]).toMatchObject({ season_number: 0, name: "Specials" });
    expect(details.number_of_seasons).toBe(seasons.length - 1);
    const specials = await ok(`tv/${seriesWithSpecials}/season/0`);
    expect((specials.episodes as JsonAnswer[]).length).toBe(seasons[0]?.episode_count);
    const season = await ok(`tv/${longSeason.id}/season/${longSeason.season}`);
    const episodes = season.episodes as JsonAnswer[];
    expect(episodes.length).toBeGreaterThan(10);
    expect(episodes[0]).toMatchObject({
      episode_number: 1,
      season_number: longSeason.season,
      show_id: longSeason.id,
      crew: [],
      guest_stars: [],
    });
    expect(episodes.map((episode) => episode.episode_number)).toEqual(episodes.map((_, i) => i + 1));
  });
});

/** Finds, through the API, a series with a season 0 and a season of more than 10 episodes. */
async function findSeasons(): Promise<{
  seriesWithSpecials: number;
  longSeason: { id: number; season: number };
}> {
  let seriesWithSpecials = 0;
  let longSeason = { id: 0, season: 0 };
  for (let id = 200001; id <= 200400 && (!seriesWithSpecials || !longSeason.id); id++) {
    const seasons = (await ok(`tv/${id}`)).seasons as JsonAnswer[];
    if (!seriesWithSpecials && seasons.some((season) => season.season_number === 0)) seriesWithSpecials = id;
    const long = seasons.find(
      (season) => Number(season.episode_count) > 10 && Number(season.season_number) > 0,
    );
    if (!longSeason.id && long) longSeason = { id, season: Number(long.season_number) };
  }
  return { seriesWithSpecials, longSeason };
}

describe("speed", () => {
  it("answers a typical request in about a millisecond once built", async () => {
    await ok("movie/popular");
    const paths = [
      "movie/popular?page=3",
      "tv/top_rated?page=2",
      "discover/movie?with_genres=35&page=2",
      "person/popular?page=2",
      "trending/all/week",
      "genre/movie/list",
    ];
    const started = performance.now();
    for (let round = 0; round < 5; round++) for (const path of paths) await ok(path);
    const average = (performance.now() - started) / (5 * paths.length);
    console.info(`demo request average: ${average.toFixed(2)} ms`);
    expect(average).toBeLessThan(20);
  });
});
