import { describe, expect, it } from "vitest";
import { mapTitleDetails, mapVideos, mapWatchProviders } from "./title-details-mappers.server";
import { page, rawMovie, rawSeries } from "./tmdb-raw-factories.test-support";
import { titleDetailsSchema, videoSchema, watchProvidersSchema } from "./tmdb-schemas.server";

describe("mapTitleDetails", () => {
  it("maps a movie: runtime 0 becomes null, genres, tagline null becomes empty, appended parts", () => {
    const raw = titleDetailsSchema.parse({
      ...rawMovie(),
      genre_ids: undefined,
      genres: [{ id: 18, name: "Drama" }],
      runtime: 0,
      tagline: null,
      similar: page([rawMovie({ id: 2, title: "Similar", poster_path: null })]),
      recommendations: page([{ ...rawMovie({ id: 3 }), media_type: "movie" }]),
      videos: { results: [{ key: "abc", name: "Clip", site: "YouTube", type: "Clip", official: true }] },
    });
    const details = mapTitleDetails(raw, "movie");
    expect(details).toMatchObject({
      kind: "movie",
      runtime: null,
      tagline: "",
      genres: [{ id: 18, name: "Drama" }],
      genreIds: [18],
      numberOfSeasons: 0,
      seasons: [],
      watchProviders: {},
    });
    expect(details.similar[0]).toMatchObject({ id: 2, kind: "movie", posterPath: null });
    expect(details.recommendations.map((title) => title.id)).toEqual([3]);
    expect(details.videos.map((video) => video.key)).toEqual(["abc"]);
  });

  it("maps a series: runtime from episode_run_time, seasons sorted with season 0 kept", () => {
    const raw = titleDetailsSchema.parse({
      ...rawSeries(),
      episode_run_time: [60, 55],
      number_of_seasons: 2,
      seasons: [
        {
          season_number: 1,
          name: "Season 1",
          episode_count: 10,
          poster_path: "/s1.jpg",
          air_date: "2011-04-17",
        },
        { season_number: 0, name: "Specials", episode_count: 3, poster_path: null, air_date: "" },
        { season_number: 2, name: "", episode_count: 10, poster_path: null, air_date: null },
      ],
    });
    const details = mapTitleDetails(raw, "series");
    expect(details.runtime).toBe(60);
    expect(details.numberOfSeasons).toBe(2);
    expect(details.seasons).toEqual([
      { seasonNumber: 0, name: "Specials", episodeCount: 3, posterPath: null, airDate: null },
      { seasonNumber: 1, name: "Season 1", episodeCount: 10, posterPath: "/s1.jpg", airDate: "2011-04-17" },
      { seasonNumber: 2, name: "Season 2", episodeCount: 10, posterPath: null, airDate: null },
    ]);
  });

  it("a series with an empty episode_run_time has no runtime", () => {
    const raw = titleDetailsSchema.parse({ ...rawSeries(), episode_run_time: [] });
    expect(mapTitleDetails(raw, "series").runtime).toBeNull();
  });

  it("a malformed appended part counts as absent instead of failing the title", () => {
    const raw = titleDetailsSchema.parse({ ...rawMovie(), similar: "oops", videos: { results: "nope" } });
    const details = mapTitleDetails(raw, "movie");
    expect(details.similar).toEqual([]);
    expect(details.videos).toEqual([]);
  });
});

describe("mapVideos", () => {
  it("puts official trailers first, then other trailers, teasers and the rest, stable otherwise", () => {
    const videos = [
      { key: "clip", type: "Clip", official: true },
      { key: "teaser", type: "Teaser", official: true },
      { key: "fan-trailer", type: "Trailer", official: false },
      { key: "trailer-1", type: "Trailer", official: true },
      { key: "trailer-2", type: "Trailer", official: true },
    ].map((video) => videoSchema.parse({ name: video.key, site: "YouTube", ...video }));
    expect(mapVideos(videos).map((video) => video.key)).toEqual([
      "trailer-1",
      "trailer-2",
      "fan-trailer",
      "teaser",
      "clip",
    ]);
  });
});

describe("mapWatchProviders", () => {
  it("maps each region: flatrate -> stream, rent, buy, ordered by display priority", () => {
    const provider = (id: number, priority: number) => ({
      provider_id: id,
      provider_name: `Provider ${id}`,
      logo_path: id === 3 ? null : `/logo${id}.jpg`,
      display_priority: priority,
    });
    const raw = watchProvidersSchema.parse({
      results: {
        US: {
          link: "https://www.themoviedb.org/movie/550/watch?locale=US",
          flatrate: [provider(2, 5), provider(1, 0)],
          rent: [provider(3, 1)],
        },
        DE: { link: "https://example.test/DE", free: [provider(4, 1)] },
        XX: "not an object",
      },
    });
    expect(mapWatchProviders(raw)).toEqual({
      US: {
        link: "https://www.themoviedb.org/movie/550/watch?locale=US",
        stream: [
          { id: 1, name: "Provider 1", logoPath: "/logo1.jpg" },
          { id: 2, name: "Provider 2", logoPath: "/logo2.jpg" },
        ],
        rent: [{ id: 3, name: "Provider 3", logoPath: null }],
        buy: [],
      },
    });
  });
});
