import { serverConfig } from "~/config.server";
import { DEMO_API_BASE_URL, handleDemoRequest } from "~/demo/handler.server";
import type { Catalogue } from "./catalogue";
import { createTmdbClient } from "./tmdb-client.server";

// The app's catalogue, chosen once from configuration: real TMDB when a credential is set, otherwise the
// embedded demo catalogue, reached in-process through the same client (it speaks the same protocol).

let catalogue: Catalogue | undefined;

export function getCatalogue(): Catalogue {
  catalogue ??= createCatalogue();
  return catalogue;
}

function createCatalogue(): Catalogue {
  const config = serverConfig();
  if (config.catalogue === "demo") {
    return createTmdbClient({ baseUrl: DEMO_API_BASE_URL, credential: null, fetch: handleDemoRequest });
  }
  return createTmdbClient({
    baseUrl: config.tmdbApiBaseUrl,
    credential: config.credential,
    timeoutMs: config.tmdbTimeoutMs,
  });
}

/** Forget the memoised catalogue (and its cache), so a test can start from a fresh one. */
export function resetCatalogueForTests(): void {
  catalogue = undefined;
}
