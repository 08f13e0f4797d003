// The demo catalogue as a TMDB v3 service: a Fetch-API handler the app calls in-process through the same client
// it uses for real TMDB. The URL carries the TMDB path after a "/3" segment; api_key and the Authorization
// header are accepted and ignored. `language=` answers in one of the demo's languages (localise.server.ts),
// anything else in English.

import { DemoApiError, notFound, pageOf, readAppends, readId } from "./api-support.server";
import { demoCatalogue } from "./catalogue-data.server";
import { DEMO_CONFIGURATION } from "./configuration";
import type { DemoCatalogue, DemoPerson, DemoTitle } from "./demo-types";
import { discover } from "./discover.server";
import { certificationList, languageList, watchProviderList, watchRegionList } from "./discover-lists.server";
import { findRoute } from "./external-ids.server";
import { MOVIE_GENRES, TV_GENRES } from "./genres";
import type { Json } from "./json";
import { localiseAnswer } from "./localise.server";
import {
  combinedCredits,
  movieCredits,
  personDetails,
  personImages,
  personListItem,
  tvCredits,
} from "./people-shapes.server";
import { type SearchHit, search } from "./search.server";
import { movieRoute, tvRoute } from "./title-routes.server";
import { titleListItem } from "./title-shapes.server";
import { demoLanguage } from "./translations";

/** The pseudo base URL the app uses to reach the demo catalogue in-process. */
export const DEMO_API_BASE_URL = "http://demo.invalid/3";

const JSON_HEADERS = { "content-type": "application/json; charset=utf-8" };

function collectionSearchItem(hit: Extract<SearchHit, { kind: "collection" }>, withMediaType: boolean): Json {
  const { item } = hit;
  // search/multi names collections with title/original_title; search/collection uses name/original_name.
  const names = withMediaType
    ? { title: item.name, original_title: item.name }
    : { name: item.name, original_name: item.name };
  return {
    adult: false,
    backdrop_path: null,
    id: item.id,
    ...names,
    overview: item.overview,
    poster_path: null,
    ...(withMediaType ? { media_type: "collection" } : {}),
    original_language: "en",
  };
}

/** search/movie's year and primary_release_year, search/tv's year and first_air_date_year. */
function releaseYearFilter(kind: string, params: URLSearchParams): string | undefined {
  const names =
    kind === "movie"
      ? ["primary_release_year", "year"]
      : kind === "tv"
        ? ["first_air_date_year", "year"]
        : [];
  for (const name of names) {
    const value = params.get(name)?.trim();
    if (value) return value;
  }
  return undefined;
}

function hitYear(hit: SearchHit): string | undefined {
  if (hit.kind === "movie" || hit.kind === "tv") {
    const date = hit.item.kind === "movie" ? hit.item.releaseDate : hit.item.firstAirDate;
    return date?.slice(0, 4);
  }
  return undefined;
}

function searchRoute(catalogue: DemoCatalogue, kind: string, params: URLSearchParams): Json {
  const hits = search(catalogue, params.get("query"), demoLanguage(params.get("language")));
  const shape = (hit: SearchHit, withMediaType: boolean): Json => {
    if (hit.kind === "person") return personListItem(catalogue, hit.item, withMediaType);
    if (hit.kind === "collection") return collectionSearchItem(hit, withMediaType);
    return titleListItem(hit.item, withMediaType);
  };
  if (kind === "multi") return { ...pageOf(hits, params, (hit) => shape(hit, true)) };
  const wanted = { movie: "movie", tv: "tv", person: "person", collection: "collection" }[kind];
  if (!wanted) throw notFound();
  const year = releaseYearFilter(kind, params);
  return {
    ...pageOf(
      hits.filter((hit) => hit.kind === wanted && (year === undefined || hitYear(hit) === year)),
      params,
      (hit) => shape(hit, false),
    ),
  };
}

function trendingRoute(catalogue: DemoCatalogue, path: string[], params: URLSearchParams): Json {
  const [kind, window, ...extra] = path;
  if ((window !== "day" && window !== "week") || extra.length > 0) throw notFound();
  const lists = catalogue.lists.trending[window];
  const list: ReadonlyArray<DemoTitle | DemoPerson> | undefined =
    kind === "movie" || kind === "tv" || kind === "person" || kind === "all" ? lists[kind] : undefined;
  if (!list) throw notFound();
  return {
    ...pageOf(list, params, (item) =>
      "kind" in item ? titleListItem(item, true) : personListItem(catalogue, item, true),
    ),
  };
}

function personSub(catalogue: DemoCatalogue, person: DemoPerson, name: string): Json | undefined {
  switch (name) {
    case "movie_credits":
      return movieCredits(catalogue, person);
    case "tv_credits":
      return tvCredits(catalogue, person);
    case "combined_credits":
      return combinedCredits(catalogue, person);
    case "images":
      return personImages(person);
    default:
      return undefined;
  }
}

function personRoute(catalogue: DemoCatalogue, path: string[], params: URLSearchParams): Json {
  const [first, sub, ...extra] = path;
  if (first === "popular" && sub === undefined) {
    return {
      ...pageOf(catalogue.lists.peopleByPopularity, params, (person) => personListItem(catalogue, person)),
    };
  }
  const person = catalogue.personById.get(readId(first));
  if (!person || extra.length > 0) throw notFound();
  if (sub === undefined) {
    const details = personDetails(catalogue, person);
    for (const name of readAppends(params)) {
      const appended = personSub(catalogue, person, name);
      if (appended !== undefined) details[name] = appended;
    }
    return details;
  }
  const body = personSub(catalogue, person, sub);
  if (body === undefined) throw notFound();
  return { ...body, id: person.id };
}

function collectionRoute(catalogue: DemoCatalogue, path: string[]): Json {
  const collection = path.length === 1 ? catalogue.collectionById.get(readId(path[0])) : undefined;
  if (!collection) throw notFound();
  const parts = collection.partIds.flatMap((id) => {
    const movie = catalogue.movieById.get(id);
    return movie ? [titleListItem(movie, true)] : [];
  });
  return {
    id: collection.id,
    name: collection.name,
    overview: collection.overview,
    poster_path: null,
    backdrop_path: null,
    parts,
  };
}

/** The first path segments whose route reads the rest of the path itself. */
const ROUTES = new Map<string, (catalogue: DemoCatalogue, rest: string[], params: URLSearchParams) => Json>([
  ["movie", movieRoute],
  ["tv", tvRoute],
  ["trending", trendingRoute],
  ["person", personRoute],
  ["collection", collectionRoute],
  ["find", findRoute],
]);

function route(catalogue: DemoCatalogue, path: string[], params: URLSearchParams): Json | Json[] {
  const [head = "", ...rest] = path;
  const ownRoute = ROUTES.get(head);
  if (ownRoute) return ownRoute(catalogue, rest, params);
  switch (head) {
    case "configuration":
      if (rest.length === 0) return DEMO_CONFIGURATION;
      if (rest.length === 1 && rest[0] === "languages") return languageList();
      break;
    case "watch":
      if (rest.length === 2 && rest[0] === "providers") {
        if (rest[1] === "movie" || rest[1] === "tv") return watchProviderList(params);
        if (rest[1] === "regions") return watchRegionList(params);
      }
      break;
    case "certification":
      if (rest.length === 2 && rest[1] === "list" && (rest[0] === "movie" || rest[0] === "tv")) {
        return certificationList(rest[0]);
      }
      break;
    case "genre":
      if (rest.length === 2 && rest[1] === "list") {
        if (rest[0] === "movie") return { genres: MOVIE_GENRES };
        if (rest[0] === "tv") return { genres: TV_GENRES };
      }
      break;
    case "discover":
      if (rest.length === 1 && (rest[0] === "movie" || rest[0] === "tv")) {
        const titles = discover(catalogue, rest[0], params, demoLanguage(params.get("language")));
        return { ...pageOf(titles, params, (title) => titleListItem(title)) };
      }
      break;
    case "search":
      if (rest.length === 1 && rest[0]) return searchRoute(catalogue, rest[0], params);
      break;
  }
  throw notFound();
}

function respond(status: number, body: unknown, method: string): Response {
  return new Response(method === "HEAD" ? null : JSON.stringify(body), { status, headers: JSON_HEADERS });
}

export async function handleDemoRequest(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const start = url.pathname.indexOf("/3/");
  try {
    if (start < 0 || (request.method !== "GET" && request.method !== "HEAD")) throw notFound();
    const path = url.pathname
      .slice(start + 3)
      .split("/")
      .filter((segment) => segment !== "")
      .map((segment) => decodeURIComponent(segment));
    const catalogue = demoCatalogue();
    const body = route(catalogue, path, url.searchParams);
    const language = demoLanguage(url.searchParams.get("language"));
    return respond(200, language ? localiseAnswer(body, language, catalogue) : body, request.method);
  } catch (error) {
    if (error instanceof DemoApiError) return respond(error.httpStatus, error.body(), request.method);
    if (error instanceof URIError) return respond(404, notFound().body(), request.method);
    throw error;
  }
}
