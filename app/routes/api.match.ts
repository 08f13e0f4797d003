import { getCatalogue } from "~/catalogue/catalogue.server";
import { isCatalogueError } from "~/catalogue/catalogue-error";
import { MAX_MATCH_ITEMS, matchItem, parseMatchItem } from "~/catalogue/import-match.server";
import { CACHE_CONTROL } from "~/lib/cache-control";
import { catalogueFailureHeaders } from "~/lib/catalogue-failure";
import { mapSettled } from "~/lib/map-settled";
import type { Route } from "./+types/api.match";

// GET /api/match?i=imdb:tt0137523&i=movie:1999:Fight%20Club…: the TMDB titles that rows of an imported file
// mean (the items are described in app/catalogue/import-match.server.ts). Up to 25 items a request, so
// a file of thousands of rows stays within the API rate limit; each answer is public and cached like a title's,
// and the lookups behind it go through the catalogue's cache and the shared TMDB cap, two at a time, so that one
// visitor's import never takes the cap from everyone else's pages.
// {success: true, data: [{id, type, title, year, poster_path} | null, …]} in the items' order.

const PER_REQUEST_CONCURRENCY = 2;

function badRequest(error: string) {
  return Response.json(
    { success: false, error },
    { status: 400, headers: { "cache-control": CACHE_CONTROL.notFound } },
  );
}

export async function loader({ url }: Route.LoaderArgs) {
  const texts = url.searchParams.getAll("i");
  if (texts.length === 0 || texts.length > MAX_MATCH_ITEMS) {
    return badRequest(`i must be given 1 to ${MAX_MATCH_ITEMS} times`);
  }
  const items = texts.map(parseMatchItem);
  const bad = items.indexOf(null);
  if (bad >= 0)
    return badRequest(
      `item ${bad + 1} is not imdb:tt…, tmdb:{movie|series}:{id} or {movie|series}:{year}:{title}`,
    );

  const catalogue = getCatalogue();
  const settled = await mapSettled(items, PER_REQUEST_CONCURRENCY, (item) =>
    item ? matchItem(catalogue, item) : Promise.resolve(null),
  );
  const failure = settled.find((result) => result.status === "rejected");
  if (failure) {
    if (!isCatalogueError(failure.reason)) throw failure.reason;
    // Temporary: the browser waits for Retry-After and asks again; what was found is cached by then.
    return Response.json(
      { success: false, error: "The catalogue did not answer" },
      { status: failure.reason.status, headers: catalogueFailureHeaders(failure.reason) },
    );
  }
  const data = settled.map((result) => {
    const match = result.status === "fulfilled" ? result.value : null;
    return match
      ? {
          id: match.id,
          type: match.kind,
          title: match.title,
          year: match.year,
          poster_path: match.posterPath,
        }
      : null;
  });
  return Response.json({ success: true, data }, { headers: { "cache-control": CACHE_CONTROL.details } });
}
