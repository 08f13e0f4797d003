// IMDb ids for the demo catalogue, so that IMDb exports and the title overlay's IMDb link can be tried
// offline: every title has one, derived from its TMDB id (movies 100001… → tt5100001…, series 200001… →
// tt5200001…; the ranges never meet), and find/{imdb_id} answers as TMDB does, one array per kind.

import { DemoApiError } from "./api-support.server";
import type { DemoCatalogue, DemoTitle } from "./demo-types";
import { imdbIdOf, titleByImdbId } from "./imdb-ids";
import type { Json } from "./json";
import { titleListItem } from "./title-shapes.server";

/** {movie|tv}/{id}/external_ids, or appended as external_ids (without "id"). */
export function externalIds(title: DemoTitle): Json {
  const social = { wikidata_id: null, facebook_id: null, instagram_id: null, twitter_id: null };
  if (title.kind === "movie") return { imdb_id: imdbIdOf(title), ...social };
  return {
    imdb_id: imdbIdOf(title),
    freebase_mid: null,
    freebase_id: null,
    tvdb_id: null,
    tvrage_id: null,
    ...social,
  };
}

/**
 * find/{external_id}?external_source=…: TMDB requires the source (an error without one) and answers empty lists
 * for an id it does not know, or a source the demo has no ids for.
 */
export function findRoute(catalogue: DemoCatalogue, path: string[], params: URLSearchParams): Json {
  const source = params.get("external_source");
  if (path.length !== 1 || !source) {
    throw new DemoApiError(400, 22, "Invalid parameters: Your request parameters are incorrect.");
  }
  const title = source === "imdb_id" ? titleByImdbId(catalogue, path[0] ?? "") : undefined;
  return {
    movie_results: title?.kind === "movie" ? [titleListItem(title, true)] : [],
    person_results: [],
    tv_results: title?.kind === "tv" ? [titleListItem(title, true)] : [],
    tv_episode_results: [],
    tv_season_results: [],
  };
}
