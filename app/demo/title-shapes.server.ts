// TMDB v3 JSON for movies, series, seasons and episodes, field for field as the recorded real responses show
// them (including the fields the app ignores), so that a client validating TMDB's shapes accepts the demo.
// Credits, watch providers and images of a title are shaped in title-parts-shapes.server.ts.

import { NETWORKS, PRODUCTION_COMPANIES } from "./companies";
import { demoDay } from "./dates";
import type {
  DemoCatalogue,
  DemoEpisode,
  DemoMovie,
  DemoSeasonPlan,
  DemoSeries,
  DemoTitle,
} from "./demo-types";
import { lastAiredEpisode, nextEpisode } from "./episode-schedule";
import { seasonEpisodes } from "./generate-episodes.server";
import { genreObjects } from "./genres";
import { imdbIdOf } from "./imdb-ids";
import { type Json, snakeCaseFields } from "./json";
import { COUNTRY_NAMES, LANGUAGES } from "./locales";
import { hexId } from "./random";
import { creditId } from "./title-parts-shapes.server";
import { storyOf } from "./title-text.server";

/**
 * A movie or series as TMDB's lists show it. The two kinds share all but their name and date fields, which
 * stand in the same places, so the keys keep TMDB's order.
 */
export function titleListItem(title: DemoTitle, withMediaType = false): Json {
  const movie = title.kind === "movie";
  const item: Json = {
    adult: false,
    backdrop_path: title.backdropPath,
    genre_ids: title.genreIds,
    id: title.id,
    ...(movie ? {} : { origin_country: title.originCountry }),
    original_language: title.originalLanguage,
    ...(movie ? { original_title: title.originalTitle } : { original_name: title.originalName }),
    overview: storyOf(title).overview,
    popularity: title.popularity,
    poster_path: title.posterPath,
    // List results carry "" for an unknown series date where details carry null, as TMDB does.
    ...(movie
      ? { release_date: title.releaseDate, title: title.title, video: false }
      : { first_air_date: title.firstAirDate ?? "", name: title.name }),
    vote_average: title.voteAverage,
    vote_count: title.voteCount,
  };
  if (withMediaType) item.media_type = title.kind;
  return item;
}

function companies(ids: readonly number[]): Json[] {
  return PRODUCTION_COMPANIES.filter((company) => ids.includes(company.id)).map((company) => ({
    id: company.id,
    logo_path: null,
    name: company.name,
    origin_country: company.origin_country,
  }));
}

function countries(codes: readonly string[]): Json[] {
  return codes.map((code) => ({ iso_3166_1: code, name: COUNTRY_NAMES[code] ?? code }));
}

function spokenLanguages(language: string): Json[] {
  const entry = LANGUAGES[language];
  return entry ? [{ english_name: entry.english_name, iso_639_1: entry.iso_639_1, name: entry.name }] : [];
}

export function movieDetails(catalogue: DemoCatalogue, movie: DemoMovie): Json {
  const collection =
    movie.collectionId === null ? undefined : catalogue.collectionById.get(movie.collectionId);
  return {
    adult: false,
    backdrop_path: movie.backdropPath,
    belongs_to_collection: collection
      ? { id: collection.id, name: collection.name, poster_path: null, backdrop_path: null }
      : null,
    budget: movie.budget,
    genres: genreObjects("movie", movie.genreIds),
    homepage: "",
    id: movie.id,
    imdb_id: imdbIdOf(movie),
    origin_country: movie.originCountry,
    original_language: movie.originalLanguage,
    original_title: movie.originalTitle,
    overview: storyOf(movie).overview,
    popularity: movie.popularity,
    poster_path: movie.posterPath,
    production_companies: companies(movie.companyIds),
    production_countries: countries(movie.originCountry),
    release_date: movie.releaseDate,
    revenue: movie.revenue,
    runtime: movie.runtime,
    spoken_languages: spokenLanguages(movie.originalLanguage),
    status: movie.status,
    tagline: storyOf(movie).tagline,
    title: movie.title,
    video: false,
    vote_average: movie.voteAverage,
    vote_count: movie.voteCount,
  };
}

/** An episode's fields wherever TMDB shows one (season details, last and next episode), in TMDB's order. */
const EPISODE_FIELDS = [
  "id",
  "name",
  "overview",
  "voteAverage",
  "voteCount",
  "airDate",
  "episodeNumber",
  "episodeType",
  "productionCode",
  "runtime",
  "seasonNumber",
  "showId",
  "stillPath",
] as const;

/** An episode as season details list it, with its (empty) crew and guest stars. */
export function episodeShape(episode: DemoEpisode): Json {
  return { ...snakeCaseFields(episode, EPISODE_FIELDS), crew: [], guest_stars: [] };
}

function episodeAt(
  series: DemoSeries,
  ref: { seasonNumber: number; episodeNumber: number } | null,
  day: number,
): Json | null {
  const season = ref && series.seasons.find((plan) => plan.seasonNumber === ref.seasonNumber);
  const episode = season && seasonEpisodes(series, season, day)[ref.episodeNumber - 1];
  return episode ? snakeCaseFields(episode, EPISODE_FIELDS) : null;
}

/** A season's fields in the seasons list of series details, in TMDB's order. */
const SEASON_SUMMARY_FIELDS = [
  "airDate",
  "episodeCount",
  "id",
  "name",
  "overview",
  "posterPath",
  "seasonNumber",
  "voteAverage",
] as const;

export function tvDetails(catalogue: DemoCatalogue, series: DemoSeries): Json {
  const regular = series.seasons.filter((season) => season.seasonNumber > 0);
  // One day for the whole answer: the last and next episode of a series on the air follow the clock.
  const day = demoDay();
  const last = episodeAt(series, lastAiredEpisode(series, day), day);
  return {
    adult: false,
    backdrop_path: series.backdropPath,
    created_by: series.createdBy.map((personId) => {
      const person = catalogue.personById.get(personId);
      return {
        id: personId,
        credit_id: creditId(series.id, personId, "Creator"),
        name: person?.name ?? "",
        original_name: person?.name ?? "",
        gender: person?.gender ?? 0,
        profile_path: person?.profilePath ?? null,
      };
    }),
    episode_run_time: series.episodeRunTime,
    first_air_date: series.firstAirDate,
    genres: genreObjects("tv", series.genreIds),
    homepage: "",
    id: series.id,
    in_production: series.inProduction,
    languages: [series.originalLanguage],
    last_air_date: (last?.air_date as string | undefined) ?? null,
    last_episode_to_air: last,
    name: series.name,
    next_episode_to_air: episodeAt(series, nextEpisode(series, day), day),
    networks: NETWORKS.filter((network) => series.networkIds.includes(network.id)).map((network) => ({
      id: network.id,
      logo_path: network.logo_path,
      name: network.name,
      origin_country: network.origin_country,
    })),
    number_of_episodes: regular.reduce((sum, season) => sum + season.episodeCount, 0),
    number_of_seasons: regular.length,
    origin_country: series.originCountry,
    original_language: series.originalLanguage,
    original_name: series.originalName,
    overview: storyOf(series).overview,
    popularity: series.popularity,
    poster_path: series.posterPath,
    production_companies: companies(series.companyIds),
    production_countries: countries(series.originCountry),
    seasons: series.seasons.map((season) => snakeCaseFields(season, SEASON_SUMMARY_FIELDS)),
    spoken_languages: spokenLanguages(series.originalLanguage),
    status: series.status,
    tagline: storyOf(series).tagline,
    type: series.type,
    vote_average: series.voteAverage,
    vote_count: series.voteCount,
  };
}

export function seasonDetails(series: DemoSeries, season: DemoSeasonPlan): Json {
  return {
    _id: hexId(season.id, series.id, 0x5ea5),
    air_date: season.airDate,
    episodes: seasonEpisodes(series, season).map(episodeShape),
    name: season.name,
    overview: season.overview,
    id: season.id,
    poster_path: season.posterPath,
    season_number: season.seasonNumber,
    vote_average: season.voteAverage,
  };
}
