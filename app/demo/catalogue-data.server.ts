// The whole demo catalogue, built on first use and then kept: importing this module does no work. The build
// generates titles, people and credits, then precomputes the lookups and ranked lists the handler serves, so
// that a request only has to slice a ready-made array.

import { assignCredits } from "./assign-credits.server";
import { addDays, DEMO_TODAY } from "./dates";
import type {
  DateWindow,
  DemoCatalogue,
  DemoLists,
  DemoMovie,
  DemoPerson,
  DemoSeries,
  DemoTitle,
} from "./demo-types";
import { assignForeignOrigins } from "./foreign-origins.server";
import { generateMovies, NOW_PLAYING_DAYS, UPCOMING_DAYS } from "./generate-movies.server";
import { generatePeople } from "./generate-people.server";
import { generateSeries } from "./generate-series.server";
import { nearMisses } from "./remakes.server";
import { TitleRegister } from "./title-text.server";

/** top_rated only ranks titles with enough votes, as TMDB does, so a 10/10 from three voters cannot lead it. */
export const TOP_RATED_MIN_MOVIE_VOTES = 300;
export const TOP_RATED_MIN_SERIES_VOTES = 100;

type Trending = { id: number; trendDay: number; trendWeek: number };

const TIE_SLOTS = 8192;
const MAX_KEY = 2 ** 39;

/**
 * Items ordered by a non-negative integer key, highest first, ties in input order. The key and the position are
 * packed into one float so that a native typed-array sort does the work: start-up sorts several lists of
 * thousands of items, and a comparator function is slow while the code is still cold.
 */
function rankBy<T>(items: readonly T[], key: (item: T) => number): T[] {
  if (items.length > TIE_SLOTS) throw new RangeError(`rankBy handles up to ${TIE_SLOTS} items`);
  const packed = new Float64Array(items.length);
  for (let i = 0; i < items.length; i++) {
    const value = Math.min(MAX_KEY, Math.max(0, key(items[i] as T)));
    packed[i] = (MAX_KEY - value) * TIE_SLOTS + i;
  }
  packed.sort();
  const ranked: T[] = new Array(items.length);
  for (let i = 0; i < packed.length; i++) ranked[i] = items[(packed[i] ?? 0) % TIE_SLOTS] as T;
  return ranked;
}

const popularityKey = (item: { popularity: number }) => Math.round(item.popularity * 1000);
const ratingKey = (title: DemoTitle) => Math.round(title.voteAverage * 1000) * 1_000_000 + title.voteCount;

function trendingFor(
  window: "day" | "week",
  movies: DemoMovie[],
  series: DemoSeries[],
  people: DemoPerson[],
) {
  const buzz =
    window === "day"
      ? (item: Trending) => Math.round(item.trendDay * 1000)
      : (item: Trending) => Math.round(item.trendWeek * 1000);
  const movie = rankBy(movies, buzz);
  const tv = rankBy(series, buzz);
  const person = rankBy(
    people.filter((p) => p.knownForDepartment === "Acting"),
    buzz,
  );
  // trending/all mixes everything. Series and people are damped so that movies, series and the odd person
  // share the top rows, as on TMDB.
  const mixed: Array<DemoTitle | DemoPerson> = [...movie, ...tv, ...person.slice(0, 200)];
  const all = rankBy(mixed, (item) =>
    Math.round(buzz(item) * ("kind" in item ? (item.kind === "tv" ? 0.5 : 1) : 0.4)),
  );
  return { movie, tv, person, all };
}

function buildLists(movies: DemoMovie[], series: DemoSeries[], people: DemoPerson[]): DemoLists {
  const moviesByPopularity = rankBy(movies, popularityKey);
  const seriesByPopularity = rankBy(series, popularityKey);
  const upcomingDates = { minimum: addDays(DEMO_TODAY, 1), maximum: addDays(DEMO_TODAY, UPCOMING_DAYS) };
  const nowPlayingDates = { minimum: addDays(DEMO_TODAY, -NOW_PLAYING_DAYS), maximum: DEMO_TODAY };
  // ISO dates compare correctly as strings.
  const within = (movie: DemoMovie, dates: DateWindow) =>
    movie.releaseDate >= dates.minimum && movie.releaseDate <= dates.maximum;
  return {
    moviesByPopularity,
    topRatedMovies: rankBy(
      movies.filter((m) => m.voteCount >= TOP_RATED_MIN_MOVIE_VOTES),
      ratingKey,
    ),
    upcomingMovies: moviesByPopularity.filter((m) => within(m, upcomingDates)),
    nowPlayingMovies: moviesByPopularity.filter((m) => within(m, nowPlayingDates)),
    upcomingDates,
    nowPlayingDates,
    seriesByPopularity,
    topRatedSeries: rankBy(
      series.filter((s) => s.voteCount >= TOP_RATED_MIN_SERIES_VOTES),
      ratingKey,
    ),
    peopleByPopularity: rankBy(people, popularityKey),
    trending: {
      day: trendingFor("day", movies, series, people),
      week: trendingFor("week", movies, series, people),
    },
  };
}

/** Builds a fresh catalogue. Deterministic: two builds are equal. Use demoCatalogue() to share one. */
export function buildDemoCatalogue(): DemoCatalogue {
  const register = new TitleRegister();
  const { movies, collections } = generateMovies(register);
  const series = generateSeries(register);
  const people = generatePeople();
  assignCredits(movies, series, people);
  assignForeignOrigins(movies, series);
  movies.push(...nearMisses(movies));
  return {
    movies,
    series,
    people,
    collections,
    movieById: new Map(movies.map((movie) => [movie.id, movie])),
    seriesById: new Map(series.map((show) => [show.id, show])),
    personById: new Map(people.map((person) => [person.id, person])),
    collectionById: new Map(collections.map((collection) => [collection.id, collection])),
    lists: buildLists(movies, series, people),
  };
}

let shared: DemoCatalogue | undefined;

export function demoCatalogue(): DemoCatalogue {
  shared ??= buildDemoCatalogue();
  return shared;
}
