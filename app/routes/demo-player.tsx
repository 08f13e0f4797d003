import { data } from "react-router";
import { isCatalogueError } from "~/catalogue/catalogue-error";
import { catalogueFor } from "~/catalogue/kids-limit.server";
import { DemoPlayerScreen } from "~/components/watch/demo-player-screen";
import { serverConfig } from "~/config.server";
import { messagesFor } from "~/i18n/catalogues.server";
import { i18nFor, i18nFromMatches, LanguageProvider, useLingui } from "~/i18n/i18n";
import { DEFAULT_LANGUAGE, languageByCode, languageLocale } from "~/i18n/languages";
import type { Messages } from "~/i18n/runtime";
import { CACHE_CONTROL } from "~/lib/cache-control";
import { pageTitle, publicConfigFromMatches } from "~/lib/public-config";
import { parsePlayRequest } from "~/player/play-request";
import { wholeNumber } from "~/player/watch-rules";
import type { Route } from "./+types/demo-player";

// The stand-in player on the demo catalogue (spec §7): loaded in the watch page's sandboxed iframe, it
// "plays" the title's artwork for its runtime, honours s, e and start (seconds), and reports progress to the
// watch page. It speaks the watch page's language, named by ?lang= (sources.ts demoSource): its URL carries no
// language segment, so the root gives it English and this route brings the language's messages itself.

/** Kept by shared caches like details. Only this site may frame it (frame-ancestors 'self', entry.server). */
const PLAYER_HEADERS = { "Cache-Control": CACHE_CONTROL.details };

/**
 * The player fills the screen: no site top bar or footer. It loads no framework either: it runs on the watch
 * page's main thread, and its own inline script is all it needs (read by root.tsx; demo-player-script.ts). Nor
 * the site's stylesheet: only the base and its own rules (app/styles/player-page.css, chosen by root.tsx). Nor a
 * main landmark: the frame stands in the watch page's.
 */
export const handle = { chrome: false, scripts: false, main: false };

export async function loader({ params, url }: Route.LoaderArgs) {
  const query = url.searchParams;
  // Only one of the site's languages; anything else is English.
  const language = languageByCode(query.get("lang")) ?? DEFAULT_LANGUAGE;
  const speech = { language: language.code, messages: messagesFor(language) };
  const parsed = parsePlayRequest(params.type, params.id, query);
  if ("error" in parsed || serverConfig().catalogue !== "demo") {
    return data({ found: false, ...speech } as const, { status: 404, headers: PLAYER_HEADERS });
  }
  const { request: play } = parsed;
  const catalogue = await catalogueFor(url);
  const locale = { language: languageLocale(language).catalogue };
  // Inside the frame a full error page would be out of place: any failure is a short message.
  const title = await catalogue.getTitle(play.kind, play.id, locale).catch((error: unknown) => {
    if (isCatalogueError(error)) return error;
    throw error;
  });
  if (isCatalogueError(title)) {
    return data({ found: false, ...speech } as const, { status: title.status, headers: PLAYER_HEADERS });
  }

  const season =
    play.kind === "series" ? await catalogue.getSeason(play.id, play.season, locale).catch(() => null) : null;
  const episode =
    play.kind === "series" ? season?.episodes.find((item) => item.episodeNumber === play.episode) : undefined;
  const minutes = episode?.runtime ?? title.runtime ?? (play.kind === "series" ? 45 : 100);
  const durationSeconds = Math.max(60, minutes * 60);
  // Only a hint where to resume: anything but a whole second before the end starts at 0.
  const start = wholeNumber(query.get("start"), 0, durationSeconds - 1) ?? 0;
  return data(
    {
      found: true,
      id: play.id,
      title: title.title,
      season: play.kind === "series" ? play.season : null,
      episode: play.kind === "series" ? play.episode : null,
      episodeName: episode?.name ?? null,
      // The show's backdrop, not the episode still: demo stills carry their own "S2 · E7" lettering.
      imagePath: title.backdropPath ?? episode?.stillPath ?? null,
      durationSeconds,
      startSeconds: start,
      ...speech,
    } as const,
    { headers: PLAYER_HEADERS },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData: player, matches }: Route.MetaArgs) {
  const { productName } = publicConfigFromMatches(matches);
  // Loader data is typed as it travels (serialised), which loses the compiled messages' type.
  const i18n = player ? i18nFor(player.language, player.messages as Messages) : i18nFromMatches(matches);
  return [
    { title: pageTitle(i18n._("player.demo.name"), productName) },
    { name: "robots", content: "noindex" },
  ];
}

export default function DemoPlayer({ loaderData }: Route.ComponentProps) {
  const { language, messages, ...player } = loaderData;
  return (
    <LanguageProvider data={{ language, messages: messages as Messages }}>
      {player.found ? <DemoPlayerScreen {...player} /> : <CannotPlay />}
    </LanguageProvider>
  );
}

function CannotPlay() {
  const { i18n } = useLingui();
  return (
    <div className="demo-player demo-player-missing" lang={i18n.locale}>
      <p>{i18n._("player.demo.unavailable")}</p>
    </div>
  );
}
