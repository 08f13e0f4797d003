import type { Video } from "~/catalogue/types";
import { BASE_SANDBOX, fill, type PlayerProvider } from "./provider-config";

// Player sources: what the watch page may put in its iframe, in the order to try them. Built from the
// operator's providers, or, with none configured, the app's own demo player or the title's trailer.

export interface PlayerSource {
  /** The provider's name; the watch page remembers a title's working source by it. */
  name: string;
  /** Absolute, or a path on this site for the demo player. */
  url: string;
  /** The iframe's sandbox attribute: BASE_SANDBOX plus the provider's configured extras. */
  sandbox: string;
  /** A trailer stands in because no player is configured; the page says so. */
  trailer: boolean;
}

/** What to play: a movie, or one episode of a series. */
export type PlayRequest =
  | { kind: "movie"; id: number }
  | { kind: "series"; id: number; season: number; episode: number };

export const DEMO_PLAYER_NAME = "Demo player";
export const TRAILER_NAME = "Trailer";
/** YouTube's privacy-enhanced embed host: no cookies until the visitor plays the video. */
export const TRAILER_ORIGIN = "https://www.youtube-nocookie.com";

export function sandboxFor(extras: readonly string[]): string {
  return [...new Set([...BASE_SANDBOX, ...extras])].join(" ");
}

/** One URL per provider that plays this kind, in configuration order; a template that fails to build is skipped. */
export function providerSources(providers: readonly PlayerProvider[], request: PlayRequest): PlayerSource[] {
  const values =
    request.kind === "movie"
      ? { id: request.id }
      : { id: request.id, season: request.season, episode: request.episode };
  return providers.flatMap((provider) => {
    const template = provider[request.kind];
    if (!template) return [];
    try {
      const url = new URL(fill(template, values)).href;
      return [{ name: provider.name, url, sandbox: sandboxFor(provider.sandbox), trailer: false }];
    } catch {
      return [];
    }
  });
}

/** The app's own player page (demo catalogue, no provider configured). */
export function demoSource(request: PlayRequest): PlayerSource {
  const path = `/demo-player/${request.kind}/${request.id}`;
  const url = request.kind === "series" ? `${path}?s=${request.season}&e=${request.episode}` : path;
  return { name: DEMO_PLAYER_NAME, url, sandbox: sandboxFor([]), trailer: false };
}

const YOUTUBE_KEY = /^[\w-]{1,64}$/;

/** The official trailer (videos come sorted official trailers first), or nothing. */
export function trailerSources(videos: readonly Video[]): PlayerSource[] {
  const trailer = videos.find(
    (video) => video.site === "YouTube" && video.type === "Trailer" && YOUTUBE_KEY.test(video.key),
  );
  if (!trailer) return [];
  const url = `${TRAILER_ORIGIN}/embed/${trailer.key}`;
  return [{ name: TRAILER_NAME, url, sandbox: sandboxFor([]), trailer: true }];
}
