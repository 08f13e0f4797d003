import { isTitleBlocked } from "~/catalogue/catalogue.server";
import { isCatalogueError } from "~/catalogue/catalogue-error";
import { apiCatalogueFor } from "~/catalogue/kids-limit.server";
import { CACHE_CONTROL } from "~/lib/cache-control";
import { catalogueFailureHeaders } from "~/lib/catalogue-failure";
import { parsePlayRequest } from "~/player/play-request";
import { loadPlayerSources } from "~/player/sources.server";
import type { Route } from "./+types/api.embed";

// GET /api/embed/{movie|series}/{id}[?s=&e=]: the product's own answer to "what can play this" (spec §7), as
// { success: true, data: { sources: [{ name, url, sandbox, trailer, progress, commands }] } } in the order to try them;
// a url may hold {start}, for the client to fill with the second to start at (source-choice.ts frameUrl).

const NO_STORE = { "cache-control": "no-store" };

function failure(status: number, error: string): Response {
  return Response.json({ success: false, error }, { status, headers: NO_STORE });
}

export async function loader({ params, url }: Route.LoaderArgs) {
  const parsed = parsePlayRequest(params.type, params.id, url.searchParams);
  if ("error" in parsed) return failure(400, parsed.error);
  // Providers need no catalogue call, so the takedown list is asked directly.
  if (isTitleBlocked(parsed.request.kind, parsed.request.id)) {
    return failure(451, "This title is not available for legal reasons");
  }
  try {
    const sources = await loadPlayerSources(parsed.request, await apiCatalogueFor(url));
    // Sources follow the operator's configuration, which may change at any restart: a short cache only.
    return Response.json(
      { success: true, data: { sources } },
      { headers: { "cache-control": CACHE_CONTROL.list } },
    );
  } catch (error) {
    if (!isCatalogueError(error)) throw error;
    if (error.reason === "not_found") return failure(404, "No such title");
    if (error.reason === "blocked") return failure(451, "This title is not available for legal reasons");
    return Response.json(
      { success: false, error: "The catalogue did not answer" },
      { status: error.status, headers: catalogueFailureHeaders(error) },
    );
  }
}
