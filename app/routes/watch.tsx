import { useEffect } from "react";
import { data } from "react-router";
import { getCatalogue } from "~/catalogue/catalogue.server";
import { BACKDROP_SIZE, imageUrl } from "~/catalogue/images";
import { PlayerFrame } from "~/components/watch/player-frame";
import { WatchBar } from "~/components/watch/watch-bar";
import { detailsPath } from "~/lib/paths";
import { pageTitle, publicConfigFromMatches, usePublicConfig } from "~/lib/public-config";
import { saveProgress } from "~/local/progress";
import { watchPagePolicy } from "~/player/sources.server";
import { loadWatch } from "~/player/watch.server";
import { watchHeading } from "~/player/watch-rules";
import "~/styles/watch.css";
import type { Route } from "./+types/watch";

/** The player fills the screen: no site top bar or footer (read by root.tsx). */
export const handle = { chrome: false };

export async function loader({ params, request }: Route.LoaderArgs) {
  const watch = await loadWatch(getCatalogue(), params.id, new URL(request.url));
  // Frames only from this site and the configured players (docs/decisions/0004-player-sandbox.md).
  return data(watch, { headers: { "Content-Security-Policy": watchPagePolicy() } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const policy = loaderHeaders.get("Content-Security-Policy");
  return policy ? { "Content-Security-Policy": policy } : new Headers();
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
