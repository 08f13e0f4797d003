import { getCatalogue } from "~/catalogue/catalogue.server";
import { isCatalogueError } from "~/catalogue/catalogue-error";

// GET /readyz: 200 when the catalogue answers, 503 when it does not, so a load balancer sends visitors only to
// instances that can show them something. It asks for the movie genre list, the cheapest call there is: from
// the cache when it holds one (a cached or stale answer is something to serve), otherwise from TMDB, within
// READY_TIMEOUT_MS. While the server drains after SIGTERM it answers 503 before reaching here (server/app.mjs).

const READY_TIMEOUT_MS = 3000;
const NO_STORE = { "cache-control": "no-store" };

export async function loader() {
  const timeout = new Promise<"timeout">((resolve) =>
    setTimeout(resolve, READY_TIMEOUT_MS, "timeout").unref(),
  );
  const answer = await Promise.race([
    getCatalogue()
      .listGenres("movie")
      .then(() => "ok" as const)
      .catch((error: unknown) => (isCatalogueError(error) ? error.reason : "error")),
    timeout,
  ]);
  if (answer === "ok") return Response.json({ status: "ready" }, { headers: NO_STORE });
  return Response.json({ status: "not ready", catalogue: answer }, { status: 503, headers: NO_STORE });
}
