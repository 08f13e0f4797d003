import { lazy, memo, Suspense, useEffect, useState } from "react";
import { Outlet, type ShouldRevalidateFunctionArgs, useLocation } from "react-router";
import { getCatalogue } from "~/catalogue/catalogue.server";
import { toCard } from "~/catalogue/explore.server";
import { loadRows } from "~/catalogue/rows.server";
import { CollectionRow } from "~/components/collection-row";
import type { Dismissal } from "~/components/for-you/use-dismissal";
import { Hero, heroTitle } from "~/components/hero";
import { HOME_ROWS } from "~/data/home-rows";
import { rowMorePathById } from "~/data/row-query";
import { i18nFromMatches, useLingui } from "~/i18n/i18n";
import { catalogueLocaleOf } from "~/i18n/request-language.server";
import { throwCatalogueFailure } from "~/lib/catalogue-failure";
import { whenIdle } from "~/lib/idle-queue";
import { isHomeOrOverlayPath, isTitleOverlayPath } from "~/lib/overlay-paths";
import { pageTitle, publicConfigFromMatches } from "~/lib/public-config";
import { shorten } from "~/lib/text";
import type { Route } from "./+types/home";

/**
 * Rows whose cards come in the server's HTML: the hero and these fill the first screen of any window; the
 * rows after them render in the browser once the page is idle (CollectionRow's `later`).
 */
const ROWS_RENDERED_FIRST = 2;

/**
 * What on home depends on the visitor (issue 25): Continue Watching, Recently Viewed, the personal rows, "Not
 * interested" on every card. It loads once the page is interactive and idle, after the rows below the first
 * screen, and not under a title overlay the page was opened with: it never delays the first paint or what the
 * visitor came for, and a new visitor's HTML and first-load scripts are what they were.
 */
const HomePersonal = lazy(() => import("~/components/for-you/home-personal"));

/** Spec §9: the home hero's overview is cut to 150 characters. */
const HERO_OVERVIEW_LENGTH = 150;

export async function loader({ request }: Route.LoaderArgs) {
  const rows = await loadRows(getCatalogue(), HOME_ROWS, catalogueLocaleOf(request)).catch(
    throwCatalogueFailure,
  );
  // The hero is the first trending movie (spec §2).
  const first = rows.find((row) => row.id === "trending-movies")?.items[0];
  // Only what the page shows travels to the browser: cards need four fields, the hero its overview already cut.
  return {
    rows: rows.map(({ id, title, items }) => ({
      id,
      title,
      items: items.map(toCard),
      moreTo: rowMorePathById(HOME_ROWS, id),
    })),
    hero: first ? { ...heroTitle(first), overview: shorten(first.overview, HERO_OVERVIEW_LENGTH) } : null,
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
  if (isHomeOrOverlayPath(currentUrl.pathname) && isHomeOrOverlayPath(nextUrl.pathname)) return false;
  return defaultShouldRevalidate;
}

export function meta({ matches }: Route.MetaArgs) {
  const { productName } = publicConfigFromMatches(matches);
  const i18n = i18nFromMatches(matches);
  return [
    { title: pageTitle(i18n._("home.title"), productName) },
    { name: "description", content: i18n._("home.description", { product: productName }) },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  // While the overlay is open the page behind it is inert, already in the server's HTML (the overlay itself
  // is a modal dialog once scripts run).
  const overlayOpen = isTitleOverlayPath(useLocation().pathname);
  // A page that opens on an overlay (a shared /movie/{id} link) is about the title: the overlay's picture
  // loads before the hero's, and every row under it renders in the browser, once the overlay closes.
  const [openedOnOverlay] = useState(overlayOpen);
  return (
    <>
      {/* The title detail overlay (/movie/{id}, /series/{id}) opens over the home page. It comes first in the
          HTML so a shared link paints the title, not the home page under it, before the rows are parsed. */}
      <Outlet />
      <div className="home-content" inert={overlayOpen || undefined}>
        <HomeContent
          rows={loaderData.rows}
          hero={loaderData.hero}
          openedOnOverlay={openedOnOverlay}
          overlayOpen={overlayOpen}
        />
      </div>
    </>
  );
}

type HomeData = Route.ComponentProps["loaderData"];

/**
 * The hero and rows, memoised: switching the overlay between titles changes the URL but not the rows (see
 * shouldRevalidate), so nothing here renders again; opening or closing it renders the rows' shells, and each
 * row keeps its cards (CollectionRow memoises them).
 */
const HomeContent = memo(function HomeContent({
  rows,
  hero,
  openedOnOverlay,
  overlayOpen,
}: Pick<HomeData, "rows" | "hero"> & { openedOnOverlay: boolean; overlayOpen: boolean }) {
  const { i18n } = useLingui();
  const [personal, setPersonal] = useState(false);
  useEffect(() => (overlayOpen ? undefined : whenIdle(() => setPersonal(true))), [overlayOpen]);
  const [dismissal, setDismissal] = useState<Dismissal | null>(null);
  return (
    <>
      {hero ? (
        <Hero
          title={hero}
          overview={hero.overview}
          playTo={`/watch/${hero.id}`}
          moreInfoTo={`/movie/${hero.id}`}
          notice={i18n._("home.vpnNotice")}
          imagePriority={!openedOnOverlay}
        />
      ) : (
        <h1 className="visually-hidden">{i18n._("home.title")}</h1>
      )}
      <div className="rows">
        {personal ? (
          <Suspense fallback={null}>
            <HomePersonal onDismissal={setDismissal} />
          </Suspense>
        ) : null}
        {rows.map((row, index) => (
          <CollectionRow
            key={row.id}
            // id, items and moreTo: the loader sends a row as the row's props; its title is a message key.
            {...row}
            title={i18n._(row.title)}
            items={dismissal ? dismissal.visible(row.id, row.items) : row.items}
            cardPropsOf={dismissal?.cardPropsOf(row.id)}
            replaceCard={dismissal?.replaceCard(row.id)}
            first={index === 0}
            later={openedOnOverlay || index >= ROWS_RENDERED_FIRST}
            // Under an open overlay the rows wait: on a phone the overlay covers them, on a wider screen they
            // are dimmed behind it. They render when it closes.
            held={overlayOpen}
          />
        ))}
      </div>
    </>
  );
});
