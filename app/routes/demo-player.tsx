import { data } from "react-router";
import { getCatalogue } from "~/catalogue/catalogue.server";
import { isCatalogueError } from "~/catalogue/catalogue-error";
import { DemoPlayerScreen } from "~/components/watch/demo-player-screen";
import { serverConfig } from "~/config.server";
import { CACHE_CONTROL } from "~/lib/cache-control";
import { pageTitle, publicConfigFromMatches } from "~/lib/public-config";
import { parsePlayRequest } from "~/player/play-request";
import { wholeNumber } from "~/player/watch-rules";
import type { Route } from "./+types/demo-player";

// The stand-in player on the demo catalogue (spec §7): loaded in the watch page's sandboxed iframe, it
// "plays" the title's artwork for its runtime, honours s, e and start (seconds), and reports progress to the
// watch page.

/** Kept by shared caches like details. Only this site may frame it (frame-ancestors 'self', entry.server). */
const PLAYER_HEADERS = { "Cache-Control": CACHE_CONTROL.details };

/**
 * The player fills the screen: no site top bar or footer. It loads no framework either: it runs on the watch
 * page's main thread, and its own inline script is all it needs (read by root.tsx; demo-player-script.ts).
 */
export const handle = { chrome: false, scripts: false };

export async function loader({ params, request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const parsed = parsePlayRequest(params.type, params.id, query);
  if ("error" in parsed || serverConfig().catalogue !== "demo") {
    return data({ found: false } as const, { status: 404, headers: PLAYER_HEADERS });
  }
  const { request: play } = parsed;
  const catalogue = getCatalogue();
  // Inside the frame a full error page would be out of place: any failure is a short message.
  const title = await catalogue.getTitle(play.kind, play.id).catch((error: unknown) => {
    if (isCatalogueError(error)) return error;
    throw error;
  });
  if (isCatalogueError(title)) {
    return data({ found: false } as const, { status: title.status, headers: PLAYER_HEADERS });
  }

  const season =
    play.kind === "series" ? await catalogue.getSeason(play.id, play.season).catch(() => null) : null;
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
    } as const,
    { headers: PLAYER_HEADERS },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  const { productName } = publicConfigFromMatches(matches);
  return [{ title: pageTitle("Demo player", productName) }, { name: "robots", content: "noindex" }];
}

export default function DemoPlayer({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) {
    return (
      <div className="demo-player demo-player-missing">
        <p>This title cannot be played.</p>
      </div>
    );
  }
  return <DemoPlayerScreen {...loaderData} />;
}
