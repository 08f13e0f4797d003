import { apiCatalogueFor } from "~/catalogue/kids-limit.server";
import { catalogueLocaleOf } from "~/i18n/request-language.server";
import { catalogueFailureJson, jsonFailure, knownLanguageSegment, parsePathId } from "~/lib/api-json";
import { CACHE_CONTROL } from "~/lib/cache-control";
import type { Route } from "./+types/api.recommendations";

// GET [/{lang}]/api/recommendations/{movie|series}/{id}: TMDB's recommendations for one title, as
// { success: true, data: { results: TitleSummary[] } }, up to 20 in TMDB's order, taken-down titles left out,
// named in the page's language. One title per request: the browser asks for each title of its history
// separately, as when the visitor opens that title, so no request carries the history as a set.

const MAX_RESULTS = 20;

export async function loader({ params, url }: Route.LoaderArgs) {
  if (!knownLanguageSegment(params.lang)) return jsonFailure(404, "No such language");
  const kind = params.type === "movie" || params.type === "series" ? params.type : null;
  const id = parsePathId(params.id);
  if (kind === null || id === null) {
    return jsonFailure(400, "type must be movie or series and id a positive whole number");
  }
  try {
    const page = await (await apiCatalogueFor(url)).getRecommendations(kind, id, 1, catalogueLocaleOf(url));
    return Response.json(
      { success: true, data: { results: page.results.slice(0, MAX_RESULTS) } },
      { headers: { "cache-control": CACHE_CONTROL.details } },
    );
  } catch (error) {
    return catalogueFailureJson(error, "No such title");
  }
}
