import { fill, type PlayerProvider } from "./provider-config";
import { TRAILER_ORIGIN } from "./sources";

// The watch page's Content-Security-Policy: frames only from this site (the demo player) and the origins
// the operator configured. Only frame-src, on the watch page: the site-wide policy is a later piece of work
// (docs/decisions/0004-player-sandbox.md).

export type SourceMode = "providers" | "demo" | "trailer";

/** Where sources come from: configured providers win; otherwise the demo player or, on TMDB, trailers. */
export function sourceMode(providers: readonly PlayerProvider[], catalogue: "demo" | "tmdb"): SourceMode {
  if (providers.length > 0) return "providers";
  return catalogue === "demo" ? "demo" : "trailer";
}

/** The origins the watch page may frame, 'self' first. Templates were validated at start-up. */
export function frameOrigins(providers: readonly PlayerProvider[], mode: SourceMode): string[] {
  const origins = new Set<string>(["'self'"]);
  for (const provider of providers) {
    for (const template of [provider.movie, provider.series]) {
      if (!template) continue;
      try {
        origins.add(new URL(fill(template, { id: 1, season: 1, episode: 1 })).origin);
      } catch {
        // An unbuildable template yields no source either, so it needs no frame permission.
      }
    }
  }
  if (mode === "trailer") origins.add(TRAILER_ORIGIN);
  return [...origins];
}

export function framePolicy(providers: readonly PlayerProvider[], mode: SourceMode): string {
  return `frame-src ${frameOrigins(providers, mode).join(" ")}`;
}
