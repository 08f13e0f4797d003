import type { Catalogue } from "~/catalogue/catalogue";
import type { TitleDetails } from "~/catalogue/types";
import { type ServerConfig, serverConfig } from "~/config.server";
import { DEFAULT_LANGUAGE, type Language } from "~/i18n/languages";
import { type SourceMode, sourceMode } from "./frame-policy";
import { demoSource, type PlayerSource, type PlayRequest, providerSources, trailerSources } from "./sources";

// The one place that decides a title's player sources, for the watch page and for GET /api/embed.

// Read the configuration when the server build loads, so a bad PLAYER_PROVIDERS (or any other bad variable)
// stops start-up with its message instead of failing the first visitor's watch page.
serverConfig();

export function playerMode(config: ServerConfig = serverConfig()): SourceMode {
  return sourceMode(config.playerProviders, config.catalogue);
}

/**
 * The sources to try, in order. Providers need no catalogue call; the demo player and trailers need the title
 * (pass it when already loaded). `language` is the watch page's, which the demo player speaks too. Throws the catalogue's CatalogueError, e.g. not_found for an unknown title.
 */
export async function loadPlayerSources(
  request: PlayRequest,
  catalogue: Catalogue,
  title?: TitleDetails,
  config: ServerConfig = serverConfig(),
  language: Language = DEFAULT_LANGUAGE,
): Promise<PlayerSource[]> {
  const mode = playerMode(config);
  if (mode === "providers") return providerSources(config.playerProviders, request);
  const details = title ?? (await catalogue.getTitle(request.kind, request.id));
  return mode === "demo" ? [demoSource(request, language)] : trailerSources(details.videos);
}
