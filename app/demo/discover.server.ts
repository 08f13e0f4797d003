// discover/movie and discover/tv: the filters of TMDB's OpenAPI description that the app uses and their
// neighbours, over a ready-made sort order (lists.server.ts). Every filter reads the same record the title's
// own details are shaped from (genres, dates, votes, runtime, original language, certifications, watch
// providers), so whatever discover answers, each title's details confirm.
// Where TMDB leaves a case open the demo says what it does: a title with an unknown runtime (null or 0) or an
// unknown date is outside any runtime or date bound; with_watch_providers and with_watch_monetization_types
// need watch_region (without it they narrow nothing); certifications filter movies only, as on TMDB.

import { certificationOrder } from "./certifications";
import type { DemoCatalogue, DemoTitle, ProviderOffer } from "./demo-types";
import { dateOf, sortedTitles } from "./lists.server";
import { personCredits } from "./person-credits.server";

type Kind = "movie" | "tv";

/** TMDB list filters: "a,b" means all of them (AND), "a|b" means any of them (OR). */
export function parseListFilter(value: string | null): { all: boolean; values: string[] } | null {
  if (value === null || value.trim() === "") return null;
  const all = !value.includes("|");
  const values = value
    .split(all ? "," : "|")
    .map((part) => part.trim())
    .filter((part) => part !== "");
  return values.length > 0 ? { all, values } : null;
}

function matches<T>(filter: { all: boolean; values: T[] } | null, has: (value: T) => boolean): boolean {
  if (!filter) return true;
  return filter.all ? filter.values.every(has) : filter.values.some(has);
}

function numericFilter(value: string | null): { all: boolean; values: number[] } | null {
  const parsed = parseListFilter(value);
  return parsed ? { all: parsed.all, values: parsed.values.map(Number) } : null;
}

/** A numeric bound, or NaN (which every comparison fails, so it filters nothing). */
function bound(params: URLSearchParams, name: string): number {
  const raw = params.get(name);
  return raw === null || raw.trim() === "" ? Number.NaN : Number(raw);
}

function castSets(catalogue: DemoCatalogue, ids: number[], withCrew: boolean): Map<number, Set<number>> {
  const sets = new Map<number, Set<number>>();
  for (const id of ids) {
    const credits = personCredits(catalogue, id);
    const movieIds = new Set<number>(credits.movieCast.map((movie) => movie.id));
    if (withCrew) for (const entry of credits.movieCrew) movieIds.add(entry.movie.id);
    sets.set(id, movieIds);
  }
  return sets;
}

/** Minutes as the title's details give them: a movie's runtime, a series' first episode_run_time; 0 is unknown. */
export function runtimeOf(title: DemoTitle): number | null {
  const minutes = title.kind === "movie" ? title.runtime : title.episodeRunTime[0];
  return minutes ? minutes : null;
}

/** A title's providers in a region under the given monetization types (all of them when none are given). */
function providersIn(offer: ProviderOffer | undefined, types: string[] | null): Set<number> {
  const ids = new Set<number>();
  if (!offer) return ids;
  for (const type of types ?? ["flatrate", "rent", "buy"]) {
    if (type === "flatrate" || type === "rent" || type === "buy") for (const id of offer[type]) ids.add(id);
  }
  return ids;
}

/** The test a title must pass for each filter present in the query; filters absent pass everything. */
function filtersOf(catalogue: DemoCatalogue, kind: Kind, params: URLSearchParams) {
  const genres = numericFilter(params.get("with_genres"));
  const withoutGenres = numericFilter(params.get("without_genres"));
  const countries = parseListFilter(params.get("with_origin_country"));
  const languages = parseListFilter(params.get("with_original_language"));
  const cast = kind === "movie" ? numericFilter(params.get("with_cast")) : null;
  const people = kind === "movie" ? numericFilter(params.get("with_people")) : null;
  const castMovies = cast ? castSets(catalogue, cast.values, false) : null;
  const peopleMovies = people ? castSets(catalogue, people.values, true) : null;
  const dateField = kind === "movie" ? "primary_release_date" : "first_air_date";
  const from = params.get(`${dateField}.gte`) ?? params.get("release_date.gte") ?? params.get("air_date.gte");
  const to = params.get(`${dateField}.lte`) ?? params.get("release_date.lte") ?? params.get("air_date.lte");
  const year =
    params.get(kind === "movie" ? "primary_release_year" : "first_air_date_year") ?? params.get("year");
  const withNullDates = kind === "movie" || params.get("include_null_first_air_dates") === "true";
  const minVotes = bound(params, "vote_count.gte");
  const maxVotes = bound(params, "vote_count.lte");
  const minAverage = bound(params, "vote_average.gte");
  const maxAverage = bound(params, "vote_average.lte");
  const minRuntime = bound(params, "with_runtime.gte");
  const maxRuntime = bound(params, "with_runtime.lte");
  const hasRuntimeBound = !Number.isNaN(minRuntime) || !Number.isNaN(maxRuntime);
  const region = params.get("watch_region")?.trim().toUpperCase() || null;
  const providers = region ? numericFilter(params.get("with_watch_providers")) : null;
  const monetization = region ? parseListFilter(params.get("with_watch_monetization_types")) : null;
  const certificationCountry =
    kind === "movie" ? params.get("certification_country")?.trim().toUpperCase() : undefined;
  const orderIn = (name: string) => {
    const certification = params.get(name);
    if (!certificationCountry || certification === null) return undefined;
    // A certification the country does not have matches nothing, as on TMDB.
    return certificationOrder("movie", certificationCountry, certification.trim()) ?? Number.NaN;
  };
  const exactOrder = orderIn("certification");
  const maxOrder = orderIn("certification.lte");
  const minOrder = orderIn("certification.gte");
  const hasCertification = [exactOrder, maxOrder, minOrder].some((order) => order !== undefined);

  return (title: DemoTitle): boolean => {
    const date = dateOf(title);
    if (!matches(genres, (id) => title.genreIds.includes(id))) return false;
    if (withoutGenres && title.genreIds.some((id) => withoutGenres.values.includes(id))) return false;
    if (!matches(countries, (code) => title.originCountry.includes(code.toUpperCase()))) return false;
    if (!matches(languages, (code) => title.originalLanguage === code.toLowerCase())) return false;
    if (castMovies && !matches(cast, (id) => castMovies.get(id)?.has(title.id) ?? false)) return false;
    if (peopleMovies && !matches(people, (id) => peopleMovies.get(id)?.has(title.id) ?? false)) return false;
    if (date === "" && !withNullDates) return false;
    if ((from && date < from) || (to && (date === "" || date > to)) || (year && !date.startsWith(year)))
      return false;
    if (minVotes > title.voteCount || maxVotes < title.voteCount) return false;
    if (minAverage > title.voteAverage || maxAverage < title.voteAverage) return false;
    if (hasRuntimeBound) {
      const runtime = runtimeOf(title);
      if (runtime === null || minRuntime > runtime || maxRuntime < runtime) return false;
    }
    if (region && (providers || monetization)) {
      const offered = providersIn(
        title.providers.find((offer) => offer.region === region),
        monetization?.values ?? null,
      );
      if (providers ? !matches(providers, (id) => offered.has(id)) : offered.size === 0) return false;
    }
    if (hasCertification && certificationCountry) {
      const certification = title.certifications[certificationCountry];
      const order =
        certification === undefined
          ? undefined
          : certificationOrder("movie", certificationCountry, certification);
      if (order === undefined) return false;
      if (exactOrder !== undefined && order !== exactOrder) return false;
      if (maxOrder !== undefined && !(order <= maxOrder)) return false;
      if (minOrder !== undefined && !(order >= minOrder)) return false;
    }
    return true;
  };
}

/** discover/movie and discover/tv: the titles matching every filter, in the asked order. */
export function discover(
  catalogue: DemoCatalogue,
  kind: Kind,
  params: URLSearchParams,
  language?: string,
): DemoTitle[] {
  const keep = filtersOf(catalogue, kind, params);
  return sortedTitles(catalogue, kind, params.get("sort_by"), language).filter(keep);
}
