import { apiCatalogueFor } from "~/catalogue/kids-limit.server";
import { seriesSchedule } from "~/catalogue/series-schedule.server";
import { catalogueLocaleOf } from "~/i18n/request-language.server";
import { catalogueFailureJson, jsonFailure, knownLanguageSegment, parsePathId } from "~/lib/api-json";
import { CACHE_CONTROL } from "~/lib/cache-control";
import { isoDay } from "~/lib/next-episode";
import type { Route } from "./+types/api.series-schedule";

// GET [/{lang}]/api/series-schedule/{id}: one series' episodes around today, as
// { success: true, data: SeriesSchedule } (app/catalogue/types.ts). The calendar page and New episodes ask for
// each followed series separately; nothing about the visitor travels with the request.

export async function loader({ params, url }: Route.LoaderArgs) {
  if (!knownLanguageSegment(params.lang)) return jsonFailure(404, "No such language");
  const id = parsePathId(params.id);
  if (id === null) return jsonFailure(400, "id must be a positive whole number");
  try {
    const schedule = await seriesSchedule(await apiCatalogueFor(url), id, catalogueLocaleOf(url), isoDay());
    // It depends on today's date: kept an hour at most, like a list.
    return Response.json(
      { success: true, data: schedule },
      { headers: { "cache-control": CACHE_CONTROL.list } },
    );
  } catch (error) {
    return catalogueFailureJson(error, "No such series");
  }
}
