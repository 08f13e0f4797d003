// Routes under /movie and /tv: the category lists, details with append_to_response, the sub-resources
// (similar, recommendations, videos, credits, images, keywords, watch/providers), seasons and episodes.

import { airingToday, onTheAir } from "./airing-lists.server";
import { notFound, pageOf, readAppends, readId } from "./api-support.server";
import type { DateWindow, DemoCatalogue, DemoSeries, DemoTitle } from "./demo-types";
import { externalIds } from "./external-ids.server";
import { seasonEpisodes } from "./generate-episodes.server";
import type { Json } from "./json";
import { recommendedTitles, similarTitles } from "./lists.server";
import {
  contentRatings,
  releaseDates,
  titleCredits,
  titleImages,
  watchProviderResults,
} from "./title-parts-shapes.server";
import { episodeShape, movieDetails, seasonDetails, titleListItem, tvDetails } from "./title-shapes.server";

/**
 * A sub-resource of a title, as appended to details (standalone = false: no "id", page 1) or requested on its
 * own path (standalone = true: with "id", paged). Returns undefined for names the demo does not know.
 */
function subResource(
  catalogue: DemoCatalogue,
  title: DemoTitle,
  name: string,
  params: URLSearchParams,
  standalone: boolean,
): Json | undefined {
  const withId = (body: Json): Json => (standalone ? { id: title.id, ...body } : body);
  const pageParams = standalone ? params : new URLSearchParams();
  switch (name) {
    case "similar":
      return { ...pageOf(similarTitles(catalogue, title), pageParams, (item) => titleListItem(item)) };
    case "recommendations":
      return {
        ...pageOf(recommendedTitles(catalogue, title), pageParams, (item) => titleListItem(item, true)),
      };
    case "videos":
      // The demo has no trailers: a made-up YouTube key would embed a broken video.
      return withId({ results: [] });
    case "credits":
      return withId(titleCredits(catalogue, title));
    case "images":
      return withId(titleImages(title));
    case "keywords":
      return withId(title.kind === "movie" ? { keywords: [] } : { results: [] });
    case "watch/providers":
      return withId({ results: watchProviderResults(title) });
    case "release_dates":
      return title.kind === "movie" ? withId(releaseDates(title)) : undefined;
    case "content_ratings":
      return title.kind === "tv" ? withId(contentRatings(title)) : undefined;
    case "external_ids":
      return withId(externalIds(title));
    default:
      return undefined;
  }
}

function withAppends(
  catalogue: DemoCatalogue,
  title: DemoTitle,
  details: Json,
  params: URLSearchParams,
): Json {
  for (const name of readAppends(params)) {
    const appended = subResource(catalogue, title, name, params, false);
    if (appended !== undefined) details[name] = appended;
  }
  return details;
}

/**
 * The path after /movie or /tv from the title's id on: details, or the part after the id (["similar"] or
 * ["watch", "providers"] → "similar" / "watch/providers"), or a series' season.
 */
function titleRoute(
  catalogue: DemoCatalogue,
  titles: ReadonlyMap<number, DemoTitle>,
  [first, ...rest]: string[],
  params: URLSearchParams,
): Json {
  const title = titles.get(readId(first));
  if (!title) throw notFound();
  if (title.kind === "tv" && rest[0] === "season") return seasonRoute(title, rest.slice(1));
  if (rest.length === 0) {
    const details = title.kind === "movie" ? movieDetails(catalogue, title) : tvDetails(catalogue, title);
    return withAppends(catalogue, title, details, params);
  }
  const body = rest.length <= 2 ? subResource(catalogue, title, rest.join("/"), params, true) : undefined;
  if (body === undefined) throw notFound();
  return body;
}

/** A category list (movie/popular, tv/on_the_air, ...): its titles, and the date window TMDB sends with some. */
interface CategoryList {
  titles: readonly DemoTitle[];
  dates?: DateWindow;
}

type CategoryLists = Record<string, (catalogue: DemoCatalogue) => CategoryList>;

const MOVIE_LISTS: CategoryLists = {
  popular: ({ lists }) => ({ titles: lists.moviesByPopularity }),
  top_rated: ({ lists }) => ({ titles: lists.topRatedMovies }),
  upcoming: ({ lists }) => ({ titles: lists.upcomingMovies, dates: lists.upcomingDates }),
  now_playing: ({ lists }) => ({ titles: lists.nowPlayingMovies, dates: lists.nowPlayingDates }),
};

const TV_LISTS: CategoryLists = {
  popular: ({ lists }) => ({ titles: lists.seriesByPopularity }),
  top_rated: ({ lists }) => ({ titles: lists.topRatedSeries }),
  on_the_air: (catalogue) => ({ titles: onTheAir(catalogue) }),
  airing_today: (catalogue) => ({ titles: airingToday(catalogue) }),
};

/** The page of the category list `path` names, or undefined when it names none (then it is a title id). */
function categoryPage(
  catalogue: DemoCatalogue,
  lists: CategoryLists,
  path: string[],
  params: URLSearchParams,
): Json | undefined {
  const [first, ...rest] = path;
  if (rest.length > 0 || first === undefined || !Object.hasOwn(lists, first)) return undefined;
  const list = (lists[first] as CategoryLists[string])(catalogue);
  const page = pageOf(list.titles, params, (title) => titleListItem(title));
  return list.dates ? { dates: list.dates, ...page } : { ...page };
}

function seasonRoute(series: DemoSeries, rest: string[]): Json {
  const [seasonSegment, episodeWord, episodeSegment, ...extra] = rest;
  const season = series.seasons.find((plan) => plan.seasonNumber === readId(seasonSegment));
  if (!season || extra.length > 0) throw notFound();
  if (episodeWord === undefined) return seasonDetails(series, season);
  if (episodeWord !== "episode") throw notFound();
  const episode = seasonEpisodes(series, season)[readId(episodeSegment) - 1];
  if (!episode) throw notFound();
  return episodeShape(episode);
}

export function movieRoute(catalogue: DemoCatalogue, path: string[], params: URLSearchParams): Json {
  return (
    categoryPage(catalogue, MOVIE_LISTS, path, params) ??
    titleRoute(catalogue, catalogue.movieById, path, params)
  );
}

export function tvRoute(catalogue: DemoCatalogue, path: string[], params: URLSearchParams): Json {
  return (
    categoryPage(catalogue, TV_LISTS, path, params) ??
    titleRoute(catalogue, catalogue.seriesById, path, params)
  );
}
