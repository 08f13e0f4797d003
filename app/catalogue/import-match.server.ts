import type { Catalogue } from "./catalogue";
import { isCatalogueError } from "./catalogue-error";
import { IMDB_ID } from "./title-match.server";
import type { TitleKind, TitleMatch } from "./types";

// Finding the TMDB title a row of another service's export means, on the server, through the one
// catalogue client (validated, cached, under the shared TMDB rate cap). The browser names each row as a short
// item in the URL of GET /api/match, so identical rows share one cached answer:
//   imdb:tt0137523        an IMDb id (IMDb's CSV, Letterboxd never gives one): TMDB's find
//   tmdb:movie:550        a TMDB id (Trakt, our own Letterboxd export): the title's details
//   movie:1999:Fight Club a title and year (Letterboxd): search, then the rules of pickByTitleAndYear
// A row that finds nothing answers null; a catalogue that fails makes the whole request fail, to be retried.

export type MatchItem =
  | { by: "imdb"; imdbId: string }
  | { by: "tmdb"; kind: TitleKind; id: number }
  | { by: "title"; kind: TitleKind; title: string; year: number | null };

export const MAX_MATCH_ITEMS = 25;
const MAX_TITLE_LENGTH = 200;

function kindOf(text: string | undefined): TitleKind | null {
  return text === "movie" || text === "series" ? text : null;
}

/** Reads one item of the query; null for anything malformed. */
export function parseMatchItem(text: string): MatchItem | null {
  if (text.startsWith("imdb:")) {
    const imdbId = text.slice(5);
    return IMDB_ID.test(imdbId) ? { by: "imdb", imdbId } : null;
  }
  if (text.startsWith("tmdb:")) {
    const [, kindText, idText] = text.split(":");
    const kind = kindOf(kindText);
    const id = Number(idText);
    return kind && /^[1-9]\d{0,15}$/.test(idText ?? "") && Number.isSafeInteger(id)
      ? { by: "tmdb", kind, id }
      : null;
  }
  const match = /^(movie|series):(\d{4})?:(.+)$/s.exec(text);
  if (!match) return null;
  const title = (match[3] ?? "").trim();
  const year = match[2] === undefined ? null : Number(match[2]);
  if (title === "" || title.length > MAX_TITLE_LENGTH || /\p{Cc}/u.test(title)) return null;
  if (year !== null && (year < 1870 || year > 2200)) return null;
  return { by: "title", kind: kindOf(match[1]) ?? "movie", title, year };
}

/** Titles compared without case, accents, punctuation or "&" against "and": "Amélie" is "amelie". */
export function comparableTitle(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * The candidate a title and year mean, in order of trust: the exact title in that year, then the original title
 * in that year, then either title one year either side (release dates differ by country; the closest, then
 * TMDB's order, wins). Without a year, the first candidate whose title or original title is exact. Nothing
 * looser: a wrong film on the visitor's list is worse than a row listed as not found.
 */
export function pickByTitleAndYear(
  candidates: readonly TitleMatch[],
  title: string,
  year: number | null,
): TitleMatch | null {
  const wanted = comparableTitle(title);
  const isTitle = (candidate: TitleMatch) => comparableTitle(candidate.title) === wanted;
  const isOriginal = (candidate: TitleMatch) => comparableTitle(candidate.originalTitle) === wanted;
  if (year === null) return candidates.find(isTitle) ?? candidates.find(isOriginal) ?? null;
  const inYear = (candidate: TitleMatch) => candidate.year === year;
  const exact = candidates.find((candidate) => inYear(candidate) && isTitle(candidate));
  if (exact) return exact;
  const original = candidates.find((candidate) => inYear(candidate) && isOriginal(candidate));
  if (original) return original;
  const near = candidates.filter(
    (candidate) =>
      candidate.year !== null &&
      Math.abs(candidate.year - year) === 1 &&
      (isTitle(candidate) || isOriginal(candidate)),
  );
  return near[0] ?? null;
}

/** Not found and taken down both read as "no such title" here; any other failure is the request's. */
async function orNull<T>(call: Promise<T>, none: T): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isCatalogueError(error) && (error.reason === "not_found" || error.reason === "blocked")) return none;
    throw error;
  }
}

export async function matchItem(catalogue: Catalogue, item: MatchItem): Promise<TitleMatch | null> {
  switch (item.by) {
    case "imdb": {
      const found = await orNull(catalogue.findByImdbId(item.imdbId), []);
      return found[0] ?? null;
    }
    case "tmdb":
      return orNull(catalogue.getTitleMatch(item.kind, item.id), null);
    case "title": {
      const { kind, title, year } = item;
      const inYear = year === null ? [] : await orNull(catalogue.searchForMatch(kind, title, year), []);
      const first = pickByTitleAndYear(inYear, title, year);
      if (first && first.year === year) return first;
      // One more search without the year: the other years' films, for a diary a year off (or no year at all).
      const anyYear = await orNull(catalogue.searchForMatch(kind, title), []);
      return pickByTitleAndYear([...inYear, ...anyYear], title, year);
    }
  }
}
