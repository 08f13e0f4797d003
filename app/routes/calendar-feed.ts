import { calendarFeed, parseSeriesParameter } from "~/catalogue/calendar-feed.server";
import { isCatalogueError, isNotFound } from "~/catalogue/catalogue-error";
import { apiCatalogueFor } from "~/catalogue/kids-limit.server";
import { serverConfig } from "~/config.server";
import { i18nOf } from "~/i18n/catalogues.server";
import { languageLocale, languageOfPath } from "~/i18n/languages";
import { knownLanguageSegment } from "~/lib/api-json";
import { CACHE_CONTROL } from "~/lib/cache-control";
import { catalogueFailureHeaders } from "~/lib/catalogue-failure";
import { isoDay } from "~/lib/next-episode";
import type { Route } from "./+types/calendar-feed";

// GET [/{lang}]/calendar.ics?series=1399,66732: the episodes of those series, as an iCalendar file to
// download and as a feed for calendar apps to subscribe to (app/catalogue/calendar-feed.server.ts). Bad input is
// answered 400 or with an empty calendar, an unknown id is skipped, and a catalogue that does not answer gives
// 503 with Retry-After, so that a subscribed app keeps its copy; never a 500.

function plain(status: number, text: string, headers: HeadersInit = {}): Response {
  return new Response(`${text}\n`, {
    status,
    headers: {
      "content-type": "text/plain; charset=utf-8",
      "cache-control": CACHE_CONTROL.notFound,
      ...headers,
    },
  });
}

export async function loader({ params, request, url }: Route.LoaderArgs) {
  if (!knownLanguageSegment(params.lang)) return plain(404, "No such language");
  const feed = parseSeriesParameter(url.searchParams.get("series"));
  if (feed === null) return plain(400, "series must list TMDB series ids, separated by commas");
  const language = languageOfPath(url.pathname);
  const config = serverConfig();
  try {
    const catalogue = await apiCatalogueFor(url).catch((error: unknown) => {
      // A kids= value that names no limit: no such feed (never the feed without its limit).
      if (isNotFound(error)) throw plain(404, "kids must name a certification of the region's lists");
      throw error;
    });
    const text = await calendarFeed(
      {
        catalogue,
        locale: { language: languageLocale(language).catalogue },
        i18n: i18nOf(language),
        today: isoDay(),
        productName: config.productName,
        origin: url.origin,
        segment: language.segment,
      },
      feed.ids,
    );
    return new Response(request.method === "HEAD" ? null : text, {
      headers: {
        "content-type": "text/calendar; charset=utf-8",
        "content-disposition": 'attachment; filename="calendar.ics"',
        "cache-control": CACHE_CONTROL.feed,
      },
    });
  } catch (error) {
    if (!isCatalogueError(error)) throw error;
    return plain(error.status === 404 ? 503 : error.status, "The catalogue did not answer; try again later", {
      ...Object.fromEntries(catalogueFailureHeaders(error)),
    });
  }
}
