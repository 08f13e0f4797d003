import { isCatalogueError } from "~/catalogue/catalogue-error";
import { loadGenre } from "~/catalogue/genre.server";
import { apiCatalogueFor } from "~/catalogue/kids-limit.server";
import { catalogueLocaleOf } from "~/i18n/request-language.server";
import { CACHE_CONTROL } from "~/lib/cache-control";
import { catalogueFailureHeaders } from "~/lib/catalogue-failure";
import type { Route } from "./+types/api.genre";

// GET /api/genre/{type}/{id}[?p=n]: the product's own JSON for one genre (spec §7), as
// {success: true, data: {items, title}}; items are card fields with TMDB's poster_path.

const LIST = { "cache-control": CACHE_CONTROL.list };
/** A wrong type or unknown genre stays wrong for a while, but not for ever. */
const NOT_FOUND = { "cache-control": CACHE_CONTROL.notFound };

export async function loader({ params, url }: Route.LoaderArgs) {
  const p = url.searchParams.get("p");
  try {
    const genre = await loadGenre(
      await apiCatalogueFor(url),
      params.type,
      params.id,
      p,
      catalogueLocaleOf(url),
    );
    if (genre.outcome === "invalid") {
      return Response.json(
        { success: false, error: "type must be movie or series and id a positive whole number" },
        { status: 400, headers: NOT_FOUND },
      );
    }
    if (genre.outcome === "unknown") {
      return Response.json({ success: false, error: "No such genre" }, { status: 404, headers: NOT_FOUND });
    }
    const items = genre.items.map((item) => ({
      id: item.id,
      title: item.title,
      poster_path: item.posterPath,
      type: item.kind,
    }));
    return Response.json({ success: true, data: { items, title: genre.title } }, { headers: LIST });
  } catch (error) {
    if (!isCatalogueError(error)) throw error;
    // An upstream failure is temporary: answer its status (with Retry-After where due), and let nobody cache it.
    return Response.json(
      { success: false, error: "The catalogue did not answer" },
      { status: error.status, headers: catalogueFailureHeaders(error) },
    );
  }
}
