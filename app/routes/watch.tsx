import { useEffect } from "react";
import { getCatalogue } from "~/catalogue/catalogue.server";
import { BACKDROP_SIZE, imageUrl } from "~/catalogue/images";
import { PlayerFrame } from "~/components/watch/player-frame";
import { WatchBar } from "~/components/watch/watch-bar";
import { CACHE_CONTROL } from "~/lib/cache-control";
import { detailsPath } from "~/lib/paths";
import { pageTitle, publicConfigFromMatches, usePublicConfig } from "~/lib/public-config";
import { saveProgress } from "~/local/progress";
import { loadWatch } from "~/player/watch.server";
import { watchHeading } from "~/player/watch-rules";
import type { Route } from "./+types/watch";

/** The player fills the screen: no site top bar or footer (read by root.tsx). */
export const handle = { chrome: false };

export async function loader({ params, request }: Route.LoaderArgs) {
  return loadWatch(getCatalogue(), params.id, new URL(request.url));
}

// Frames are limited by the site-wide Content-Security-Policy (app/entry.server.tsx, app/player/frame-policy.ts).
export function headers() {
  return { "Cache-Control": CACHE_CONTROL.details };
}

export function meta({ data: watch, matches }: Route.MetaArgs) {
  const { productName } = publicConfigFromMatches(matches);
  if (!watch) return [{ title: pageTitle("Watch", productName) }];
  const heading = watchHeading(watch.title, watch.episode);
  // The watch page is what visitors search for ("watch {title}"), so it is indexable and described, like a
  // video site's watch pages (docs/decisions/0010-performance-budget.md).
  return [
    { title: pageTitle(heading, productName) },
    { name: "description", content: `Watch ${heading} on ${productName}.` },
  ];
}

export default function Watch({ loaderData }: Route.ComponentProps) {
  const { id, kind, title, episode, nextEpisodePath, sources, backdropPath } = loaderData;
  const { imageBaseUrl } = usePublicConfig();
  const heading = watchHeading(title, episode);
  const details = detailsPath({ id, kind });
  const season = episode?.season;
  const episodeNumber = episode?.episode;

  // Spec §4: progress is saved whenever s and e are present.
  useEffect(() => {
    if (season !== undefined && episodeNumber !== undefined)
      saveProgress(id, { season, episode: episodeNumber });
  }, [id, season, episodeNumber]);

  return (
    <div className="watch-page">
      <WatchBar heading={heading} detailsPath={details} nextEpisodePath={nextEpisodePath} />
      <PlayerFrame
        id={id}
        kind={kind}
        heading={heading}
        sources={sources}
        detailsPath={details}
        backdropUrl={imageUrl(imageBaseUrl, backdropPath, BACKDROP_SIZE)}
      />
    </div>
  );
}
