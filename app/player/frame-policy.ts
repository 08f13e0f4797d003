import { fill, type PlayerProvider } from "./provider-config";
import { TRAILER_ORIGIN } from "./sources";

// Which origins the site's pages may frame: this site (the demo player) and the players the operator configured,
// plus YouTube's privacy-enhanced host on real TMDB, where the title overlay and, with no player configured, the
// watch page play trailers. The site-wide Content-Security-Policy's frame-src (app/entry.server.tsx) is this list.

export type SourceMode = "providers" | "demo" | "trailer";

/** Where sources come from: configured providers win; otherwise the demo player or, on TMDB, trailers. */
export function sourceMode(providers: readonly PlayerProvider[], catalogue: "demo" | "tmdb"): SourceMode {
  if (providers.length > 0) return "providers";
  return catalogue === "demo" ? "demo" : "trailer";
}

/** The origins the pages may frame, 'self' first. Templates were validated at start-up. */
export function frameOrigins(providers: readonly PlayerProvider[], catalogue: "demo" | "tmdb"): string[] {
  const origins = new Set<string>(["'self'"]);
  for (const provider of providers) {
    for (const template of [provider.movie, provider.series]) {
      if (!template) continue;
      try {
        origins.add(new URL(fill(template, { id: 1, season: 1, episode: 1, start: 0 })).origin);
      } catch {
        // An unbuildable template yields no source either, so it needs no frame permission.
      }
    }
  }
  // The demo catalogue has no trailers.
  if (catalogue === "tmdb") origins.add(TRAILER_ORIGIN);
  return [...origins];
}
