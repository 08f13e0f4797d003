import type { Video } from "~/catalogue/types";
import { DEFAULT_LANGUAGE, type Language } from "~/i18n/languages";
import type { CommandFormat } from "./command-message";
import { DEMO_PLAYER_NAME } from "./demo-player-name";
import type { ProgressFormat } from "./progress-message";
import { BASE_SANDBOX, fill, type PlayerProvider } from "./provider-config";

// Player sources: what the watch page may put in its iframe, in the order to try them. Built from the
// operator's providers, or, with none configured, the app's own demo player or the title's trailer.

/** In a source's url, where the browser writes the second to start at (source-choice.ts frameUrl). */
export const START_TOKEN = "{start}";

export interface PlayerSource {
  /** The provider's name; the watch page remembers a title's working source by it. */
  name: string;
  /**
   * Absolute, or a path on this site for the demo player. May contain START_TOKEN, left for the browser to
   * fill with the second to start at: use frameUrl, never this url as it is.
   */
  url: string;
  /** The iframe's sandbox attribute: BASE_SANDBOX plus the provider's configured extras. */
  sandbox: string;
  /** A trailer stands in because no player is configured; the page says so. */
  trailer: boolean;
  /** The format of the progress messages this player posts (progress-message.ts); null when it posts none. */
  progress: ProgressFormat | null;
  /** The format of the commands (play, pause, seek) this player follows (command-message.ts); null for none. */
  commands: CommandFormat | null;
}

/** What to play: a movie, or one episode of a series. */
export type PlayRequest =
  | { kind: "movie"; id: number }
  | { kind: "series"; id: number; season: number; episode: number };

export { DEMO_PLAYER_NAME };
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
      // Validated with a start filled in; stored with {start} left for the browser, which URL normalisation
      // percent-encodes in a path and so is put back.
      new URL(fill(template, { ...values, start: 0 }));
      const href = new URL(fill(template, values)).href;
      const url = template.includes(START_TOKEN) ? href.replace(/%7Bstart%7D/gi, START_TOKEN) : href;
      return [
        {
          name: provider.name,
          url,
          sandbox: sandboxFor(provider.sandbox),
          trailer: false,
          progress: provider.progress,
          commands: provider.commands,
        },
      ];
    } catch {
      return [];
    }
  });
}

/**
 * The app's own player page (demo catalogue, no provider configured), which posts our own messages and follows
 * our own commands. It speaks
 * the watch page's language, named by ?lang= (none for English, whose URL stays as it was).
 */
export function demoSource(request: PlayRequest, language: Language = DEFAULT_LANGUAGE): PlayerSource {
  const path = `/demo-player/${request.kind}/${request.id}`;
  const episode = request.kind === "series" ? `s=${request.season}&e=${request.episode}&` : "";
  const lang = language.code === DEFAULT_LANGUAGE.code ? "" : `lang=${encodeURIComponent(language.code)}&`;
  const url = `${path}?${episode}${lang}start=${START_TOKEN}`;
  return {
    name: DEMO_PLAYER_NAME,
    url,
    sandbox: sandboxFor([]),
    trailer: false,
    progress: "marquee",
    commands: "marquee",
  };
}

const YOUTUBE_KEY = /^[\w-]{1,64}$/;

/** The official trailer (videos come sorted official trailers first), or nothing. */
export function trailerSources(videos: readonly Video[]): PlayerSource[] {
  const trailer = videos.find(
    (video) => video.site === "YouTube" && video.type === "Trailer" && YOUTUBE_KEY.test(video.key),
  );
  if (!trailer) return [];
  const url = `${TRAILER_ORIGIN}/embed/${trailer.key}`;
  return [
    { name: TRAILER_NAME, url, sandbox: sandboxFor([]), trailer: true, progress: null, commands: null },
  ];
}
