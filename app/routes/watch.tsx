import { Suspense } from "react";
import { data } from "react-router";
import { isOverLimit } from "~/catalogue/catalogue-error";
import { BACKDROP_SIZE, imageUrl } from "~/catalogue/images";
import { catalogueFor } from "~/catalogue/kids-limit.server";
import type { KidsUnavailableData, KidsUnavailableProps } from "~/components/kids-unavailable";
import { PlayerFrame } from "~/components/watch/player-frame";
import { UpNext } from "~/components/watch/up-next";
import { useWatchSession } from "~/components/watch/use-watch-session";
import { WatchBar } from "~/components/watch/watch-bar";
import { useWatchTogether } from "~/components/watch/watch-together";
import { i18nFromMatches, useLingui } from "~/i18n/i18n";
import { CACHE_CONTROL } from "~/lib/cache-control";
import { hydrateLater } from "~/lib/hydrate-later";
import { certificationName, kidsLimitOfSearch } from "~/lib/kids-limit";
import { detailsPath } from "~/lib/paths";
import { pageTitle, publicConfigFromMatches, usePublicConfig } from "~/lib/public-config";
import { loadWatch } from "~/player/watch.server";
import { watchHeading } from "~/player/watch-rules";
import type { Route } from "./+types/watch";

/** The player fills the screen: no site top bar or footer (read by root.tsx). */
export const handle = { chrome: false };

/** The title and its episodes in the page's language (loadWatch reads it from the URL, as catalogueLocaleOf). */
export async function loader({ params, url }: Route.LoaderArgs) {
  const watch = await loadWatch(await catalogueFor(url), params.id, url).catch((error: unknown) => {
    if (isOverLimit(error)) return null;
    throw error;
  });
  // Over the page's kids' limit (typed or shared too): no player, a page that says so; cacheable, as the limit
  // is in the URL.
  const limit = kidsLimitOfSearch(url.search);
  if (watch === null && limit) {
    return { unavailable: { rating: certificationName(limit) } } satisfies KidsUnavailableData;
  }
  if (watch === null) throw data("Not available", { status: 403 });
  return watch;
}

// Frames are limited by the site-wide Content-Security-Policy (app/entry.server.tsx, app/player/frame-policy.ts).
export function headers() {
  return { "Cache-Control": CACHE_CONTROL.details };
}

export function meta({ loaderData: watch, matches }: Route.MetaArgs) {
  const { productName } = publicConfigFromMatches(matches);
  const i18n = i18nFromMatches(matches);
  if (!watch) return [{ title: pageTitle(i18n._("watch.meta.title"), productName) }];
  if ("unavailable" in watch) return [{ title: pageTitle(i18n._("error.blocked.heading"), productName) }];
  const heading = watchHeading(watch.title, watch.episode, i18n);
  // The watch page is what visitors search for ("watch {title}"), so it is indexable and described, like a
  // video site's watch pages (docs/decisions/0010-performance-budget.md).
  return [
    { title: pageTitle(heading, productName) },
    { name: "description", content: i18n._("watch.meta.description", { heading, product: productName }) },
  ];
}

export default function WatchPage({ loaderData }: Route.ComponentProps) {
  if ("unavailable" in loaderData) {
    return (
      <div className="kids-unavailable-page">
        <Suspense fallback={null}>
          <KidsUnavailable rating={loaderData.unavailable.rating} headingId="kids-unavailable-heading" />
        </Suspense>
      </div>
    );
  }
  return <Watch loaderData={loaderData} />;
}

function Watch({
  loaderData,
}: {
  loaderData: Exclude<Route.ComponentProps["loaderData"], KidsUnavailableData>;
}) {
  const { id, kind, title, episode, nextEpisodePath, sources, backdropPath, upNext, moreLikeThis } =
    loaderData;
  const { imageBaseUrl } = usePublicConfig();
  const { i18n } = useLingui();
  const heading = watchHeading(title, episode, i18n);
  const details = detailsPath({ id, kind });
  // Records the visitor's place and progress (spec §4), and knows when the film or episode ended.
  const session = useWatchSession(loaderData);
  // Watching with friends elsewhere: the room hears the player's reports and steers it (watch-together.tsx).
  const together = useWatchTogether(
    {
      kind,
      id,
      season: episode?.season ?? null,
      episode: episode?.episode ?? null,
      heading,
      startAt: session.startAt,
    },
    session.onPlayerEvent,
  );

  return (
    <div className={together.open ? "watch-page with-together" : "watch-page"}>
      <WatchBar
        heading={heading}
        detailsPath={details}
        nextEpisodePath={nextEpisodePath}
        together={together}
      />
      <PlayerFrame
        id={id}
        kind={kind}
        heading={heading}
        sources={sources}
        detailsPath={details}
        backdropUrl={imageUrl(imageBaseUrl, backdropPath, BACKDROP_SIZE)}
        playing={{ season: episode?.season ?? null, episode: episode?.episode ?? null }}
        startAt={session.startAt}
        onPlayerEvent={together.onPlayerEvent}
        controlRef={together.frame}
      >
        {session.ended ? (
          <UpNext
            // A new countdown for each episode that ends.
            key={upNext?.path ?? "end"}
            kind={kind}
            title={title}
            upNext={upNext}
            moreLikeThis={moreLikeThis}
            onClose={session.dismissEnded}
          />
        ) : null}
        {together.overlay}
      </PlayerFrame>
      {together.panel}
    </div>
  );
}

/**
 * The "Not available" page of a title over a kids' limit: text and a link, so its code loads only where it is
 * shown (app/lib/hydrate-later.ts) and every other page's first scripts do not carry it.
 */
const KidsUnavailable = hydrateLater<KidsUnavailableProps>(() =>
  import("~/components/kids-unavailable").then((module) => module.KidsUnavailable),
);
