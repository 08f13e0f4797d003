import { Suspense, useState } from "react";
import { Outlet, type ShouldRevalidateFunctionArgs, useLocation, useMatches } from "react-router";
import { loadRowsPage } from "~/catalogue/rows-page.server";
import type { HomeContent, HomeContentProps, HomeHero, HomeRow } from "~/components/home-content";
import { HOME_ROWS } from "~/data/home-rows";
import { KIDS_HOME_ROWS } from "~/data/kids-rows";
import { hydrateLater } from "~/lib/hydrate-later";
import { KIDS_PARAM } from "~/lib/kids-limit";
import { isHomeOrOverlayPath, isTitleOverlayPath } from "~/lib/overlay-paths";
import { pageMeta } from "~/lib/page-meta";
import { shorten } from "~/lib/text";
import type { Route } from "./+types/home";

/** Spec §9: the home hero's overview is cut to 150 characters. */
const HERO_OVERVIEW_LENGTH = 150;

export async function loader({ url }: Route.LoaderArgs) {
  // The hero is the first trending movie (spec §2).
  const page = { rows: HOME_ROWS, kidsRows: KIDS_HOME_ROWS, heroRow: "trending-movies" } as const;
  return (await loadRowsPage(url, page, (overview) => shorten(overview, HERO_OVERVIEW_LENGTH))) satisfies {
    rows: HomeRow[];
    hero: HomeHero | null;
  };
}

/**
 * Opening, closing or switching the title overlay (/movie/{id}, /series/{id}) keeps the home page under it as
 * it is: its rows are not fetched again and do not change behind the overlay.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  // Entering or leaving a kids' profile changes the rows: the limit in the query must be the same.
  const sameLimit = currentUrl.searchParams.get(KIDS_PARAM) === nextUrl.searchParams.get(KIDS_PARAM);
  if (sameLimit && isHomeOrOverlayPath(currentUrl.pathname) && isHomeOrOverlayPath(nextUrl.pathname)) {
    return false;
  }
  return defaultShouldRevalidate;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "home.title", "home.description");
}

export default function Home({ loaderData }: Route.ComponentProps) {
  // While the overlay is open the page behind it is inert, already in the server's HTML (the overlay itself
  // is a modal dialog once scripts run).
  const overlayOpen = isTitleOverlayPath(useLocation().pathname);
  // A page that opens on an overlay (a shared /movie/{id} link) is about the title: the overlay's picture
  // loads before the hero's, and every row under it renders in the browser, once the overlay closes.
  const [openedOnOverlay] = useState(overlayOpen);
  // The hero and rows: at "/" from the index route, which brings their code with the page; under an overlay
  // the one that loads it once the page is hydrated. Chosen once: opening or closing the overlay keeps them.
  const matches = useMatches();
  const [Content] = useState(
    () =>
      matches.map((match) => (match.handle as HomeHandle | undefined)?.homeContent).find(Boolean) ??
      LaterHomeContent,
  );
  return (
    <>
      {/* The title detail overlay (/movie/{id}, /series/{id}) opens over the home page. It comes first in the
          HTML so a shared link paints the title, not the home page under it, before the rows are parsed. */}
      <Outlet />
      <div className="home-content" inert={overlayOpen || undefined}>
        {/* On a title page the hero and rows hydrate once their code is there, after the overlay: inert, nothing
            under it can be used before (LaterHomeContent, below). The server's HTML is the same. */}
        <Suspense fallback={null}>
          <Content
            rows={loaderData.rows}
            hero={loaderData.hero}
            openedOnOverlay={openedOnOverlay}
            overlayOpen={overlayOpen}
          />
        </Suspense>
      </div>
    </>
  );
}

/**
 * Home's hero and rows where the page does not bring their code: under a title overlay opened directly or from
 * another page (/movie/{id}, /series/{id}), where they are inert, they load and hydrate after the rest of the page,
 * and its first scripts are 2.6 kB gzip lighter (2,569 B, measured against importing them with the page).
 */
const LaterHomeContent = hydrateLater<HomeContentProps>(() =>
  import("~/components/home-content").then((module) => module.HomeContent),
);

/** What home's index route hands its layout (routes/home-index.tsx). */
interface HomeHandle {
  homeContent?: typeof HomeContent;
}
