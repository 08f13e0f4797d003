// @ts-check
// The project's own small TMDB answers (tests/fixtures/tmdb), hand-written in the shapes of the real recorded
// responses, and which of them answers a TMDB path. The contract tests read them through the client; the fake
// TMDB (fault-upstream.mjs) serves them when the recorded responses of ../shared are not beside the clone.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ownFixturesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/tmdb");

/** @type {Array<[RegExp, string]>} TMDB path (after /3/) -> fixture file */
const ROUTES = [
  [
    /^(trending\/movie\/(day|week)|movie\/(popular|top_rated|upcoming|now_playing)|discover\/movie)$/,
    "movie-list.json",
  ],
  [
    /^(trending\/tv\/(day|week)|tv\/(popular|top_rated|on_the_air|airing_today)|discover\/tv)$/,
    "tv-list.json",
  ],
  [/^movie\/\d+\/(similar|recommendations)$/, "movie-list.json"],
  [/^tv\/\d+\/(similar|recommendations)$/, "tv-list.json"],
  [/^search\/multi$/, "search-multi.json"],
  [/^movie\/\d+$/, "movie-details.json"],
  [/^tv\/\d+$/, "tv-details.json"],
  [/^tv\/\d+\/season\/\d+$/, "tv-season.json"],
  [/^genre\/(movie|tv)\/list$/, "genre-movie-list.json"],
  [/^person\/popular$/, "person-popular.json"],
  [/^person\/\d+$/, "person.json"],
  [/^person\/\d+\/tv_credits$/, "person-tv-credits.json"],
  [/^watch\/providers\/(movie|tv)$/, "watch-providers-movie.json"],
  [/^watch\/providers\/regions$/, "watch-provider-regions.json"],
  [/^configuration\/languages$/, "configuration-languages.json"],
  [/^certification\/(movie|tv)\/list$/, "certification-movie-list.json"],
];

/**
 * The own fixture answering a TMDB path (without /3/), or null when none does.
 * @param {string} tmdbPath e.g. "movie/550"
 * @param {URLSearchParams} params
 */
export function ownFixtureFor(tmdbPath, params) {
  if (/^person\/\d+$/.test(tmdbPath) && params.get("append_to_response") === "combined_credits") {
    return "person-with-credits.json";
  }
  return ROUTES.find(([pattern]) => pattern.test(tmdbPath))?.[1] ?? null;
}

/** @type {Map<string, Promise<string>>} */
const read = new Map();

/** A fixture's text, each file read from disk once. @param {string} file */
export function readOwnFixture(file) {
  let text = read.get(file);
  if (!text) {
    text = readFile(path.join(ownFixturesDir, file), "utf8");
    read.set(file, text);
  }
  return text;
}
