// Generates the demo's movies and the collections their sequels form. Casts and crews are added later by
// assign-credits.server.ts, once the people exist.

import { DEMO_TODAY_DAY, fromDayNumber, toDayNumber } from "./dates";
import type { DemoCollection, DemoMovie } from "./demo-types";
import { MOVIE_GENRE_WEIGHTS } from "./genres";
import { ENGLISH_COUNTRIES, FOREIGN_MOVIE_TITLES, LANGUAGES } from "./locales";
import { at, type Rng, rngFor } from "./random";
import { artwork, pickGenres, popularity, releaseFacts, trendScores, votes } from "./title-numbers.server";
import type { TitleRegister } from "./title-text.server";

export const MOVIE_COUNT = 2000;
export const FIRST_MOVIE_ID = 100001;
export const FIRST_COLLECTION_ID = 400001;
/** now_playing covers releases from this many days ago up to today. */
export const NOW_PLAYING_DAYS = 42;
/** upcoming covers releases from tomorrow up to this many days ahead. */
export const UPCOMING_DAYS = 182;

/** Titles other parts of the project (and its tests) may rely on finding in the demo. */
const ANCHOR_TITLES = [
  "The Last Harbor",
  "Midnight in Verona",
  "Echoes of the Deep",
  "Iron Valley",
  "Love in Lisbon",
  "The Night Archive",
  "Starfall",
  "Salt & Stone",
];

const NUMERALS = ["II", "III", "IV", "V", "VI"];

function releaseDay(rng: Rng): number {
  const roll = rng.next();
  if (roll < 0.05) return DEMO_TODAY_DAY + rng.int(1, UPCOMING_DAYS);
  if (roll < 0.085) return DEMO_TODAY_DAY - rng.int(0, NOW_PLAYING_DAYS);
  // Skewed towards recent years, as TMDB's catalogue is.
  const year = 1970 + Math.floor(57 * rng.next() ** 0.55);
  const start = toDayNumber(`${year}-01-01`);
  const end = Math.min(start + 364, DEMO_TODAY_DAY - NOW_PLAYING_DAYS - 1);
  return rng.int(start, end);
}

function movieGenres(rng: Rng, anime: boolean): number[] {
  if (anime) return [16, rng.pick([12, 14, 10751, 18, 878])];
  const genres = pickGenres(rng, MOVIE_GENRE_WEIGHTS);
  if (genres[0] === 99) return rng.chance(0.3) ? [99, rng.pick([36, 10402])] : [99];
  const rest = genres.filter((id) => id !== 99);
  if (rest.includes(16) && !rest.includes(10751) && rng.chance(0.5)) rest.push(10751);
  return rest;
}

function runtime(rng: Rng, genres: readonly number[], upcoming: boolean): number | null {
  if (upcoming && rng.chance(0.5)) return 0;
  const roll = rng.next();
  if (roll < 0.01) return null;
  if (roll < 0.02) return 0;
  if (genres.includes(16)) return rng.int(78, 105);
  if (genres.includes(99)) return rng.int(70, 118);
  if (genres.includes(10770)) return rng.int(84, 98);
  return rng.chance(0.1) ? rng.int(150, 180) : rng.int(84, 149);
}

interface Origin {
  language: string;
  country: string;
  title: string;
  originalTitle: string;
}

function origin(rng: Rng, index: number, register: TitleRegister): Origin {
  const anchor = ANCHOR_TITLES[index];
  if (anchor !== undefined) {
    register.claim(anchor);
    return { language: "en", country: "US", title: anchor, originalTitle: anchor };
  }
  const foreign = index % 55 === 7 ? FOREIGN_MOVIE_TITLES[(index - 7) / 55] : undefined;
  if (foreign && register.claim(foreign[1])) {
    const [language, title, originalTitle] = foreign;
    return { language, country: LANGUAGES[language]?.country ?? "US", title, originalTitle };
  }
  if (index % 97 === 13) {
    const [title, originalTitle] = register.animeTitle(rng);
    return { language: "ja", country: "JP", title, originalTitle };
  }
  const title = register.movieTitle(rng);
  return { language: "en", country: rng.pick(ENGLISH_COUNTRIES), title, originalTitle: title };
}

function generateMovie(rng: Rng, index: number, register: TitleRegister): DemoMovie {
  const id = FIRST_MOVIE_ID + index;
  const from = origin(rng, index, register);
  const day = releaseDay(rng);
  const daysOut = DEMO_TODAY_DAY - day;
  const released = daysOut >= 0;
  const anime = from.language === "ja" && index % 97 === 13;
  const genreIds = movieGenres(rng, anime);
  const hype = rng.skewed(0, 1, 2.4);
  const pop = popularity(rng, hype, daysOut);
  const { voteAverage, voteCount } = votes(rng, hype, daysOut);
  const { trendDay, trendWeek } = trendScores(rng, pop, daysOut);
  const budget = rng.chance(0.55) ? rng.int(10, 2500) * 100_000 : 0;
  return {
    kind: "movie",
    id,
    title: from.title,
    originalTitle: from.originalTitle,
    originalLanguage: from.language,
    originCountry: [from.country],
    releaseDate: fromDayNumber(day),
    runtime: runtime(rng, genreIds, !released),
    genreIds,
    voteAverage,
    voteCount,
    popularity: pop,
    ...artwork(rng, "m", id),
    status: released ? "Released" : rng.chance(0.7) ? "Post Production" : "In Production",
    budget,
    revenue: released && budget > 0 && rng.chance(0.85) ? Math.round(budget * rng.skewed(0.2, 6, 1.6)) : 0,
    collectionId: null,
    ...releaseFacts(rng, { kind: "movie", id, country: from.country, genreIds, released, anime }),
    castIds: [],
    crew: [],
    trendDay,
    trendWeek,
  };
}

/**
 * Turns some movies into sequels of older ones ("Iron Valley II"), sharing genres, and groups each franchise
 * into a collection, which search/multi returns alongside movies as TMDB does.
 */
function makeSequels(rng: Rng, movies: DemoMovie[], register: TitleRegister): DemoCollection[] {
  const parts = new Map<DemoMovie, DemoMovie[]>();
  const isSequel = new Set<DemoMovie>();
  const eligible = (movie: DemoMovie) =>
    movie.originalLanguage === "en" && !movie.genreIds.includes(99) && !isSequel.has(movie);
  const ironValley = movies.find((movie) => movie.title === "Iron Valley");
  for (const [index, movie] of movies.entries()) {
    const forced = index === ANCHOR_TITLES.length && ironValley !== undefined;
    if (!forced && (index < ANCHOR_TITLES.length || !eligible(movie) || !rng.chance(0.07))) continue;
    const day = toDayNumber(movie.releaseDate);
    let root: DemoMovie | undefined = forced ? ironValley : undefined;
    for (let attempt = 0; !root && attempt < 12; attempt++) {
      const candidate = at(movies, rng.int(0, movies.length - 1));
      const family = parts.get(candidate) ?? [candidate];
      const latest = at(family, family.length - 1);
      const ok = eligible(candidate) && candidate !== movie && family.length <= NUMERALS.length;
      if (ok && toDayNumber(latest.releaseDate) <= day - 700) root = candidate;
    }
    if (!root) continue;
    if (forced) {
      // The anchor franchise must exist whatever dates the draw gave it: move both films into the past.
      const rootDay = Math.min(toDayNumber(root.releaseDate), DEMO_TODAY_DAY - 2600);
      root.releaseDate = fromDayNumber(rootDay);
      movie.releaseDate = fromDayNumber(rootDay + rng.int(900, 1800));
      root.status = "Released";
      movie.status = "Released";
    }
    const family = parts.get(root) ?? [root];
    const title = `${root.title} ${at(NUMERALS, family.length - 1)}`;
    if (!register.claim(title)) continue;
    movie.title = title;
    movie.originalTitle = title;
    movie.genreIds = root.genreIds.slice();
    family.push(movie);
    parts.set(root, family);
    isSequel.add(movie);
  }
  const collections: DemoCollection[] = [];
  for (const [root, family] of parts) {
    const id = FIRST_COLLECTION_ID + collections.length;
    for (const movie of family) movie.collectionId = id;
    collections.push({
      id,
      name: `${root.title} Collection`,
      overview: `Every “${root.title}” film, in order of release.`,
      partIds: family.map((movie) => movie.id),
    });
  }
  return collections;
}

export function generateMovies(register: TitleRegister): {
  movies: DemoMovie[];
  collections: DemoCollection[];
} {
  const rng = rngFor("movies");
  const movies: DemoMovie[] = [];
  for (let index = 0; index < MOVIE_COUNT; index++) movies.push(generateMovie(rng, index, register));
  const collections = makeSequels(rngFor("sequels"), movies, register);
  return { movies, collections };
}
