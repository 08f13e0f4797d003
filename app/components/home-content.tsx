import { lazy, memo, Suspense, useEffect, useState } from "react";
import type { CardFields } from "~/catalogue/explore.server";
import { CollectionRow } from "~/components/collection-row";
import type { Dismissal } from "~/components/for-you/use-dismissal";
import { Hero, type HeroTitle } from "~/components/hero";
import { useLingui } from "~/i18n/i18n";
import { whenIdle } from "~/lib/idle-queue";
import { useHydrated } from "~/lib/use-hydrated";

// Home's hero and rows (routes/home.tsx renders them under its <Outlet>, the title overlay). A module of its own so
// that title pages, where they sit inert behind the overlay, load them after the page is interactive
// (routes/home.tsx).

/**
 * Rows whose cards come in the server's HTML: the hero and these fill the first screen of any window; the
 * rows after them render in the browser once the page is idle (CollectionRow's `later`).
 */
const ROWS_RENDERED_FIRST = 2;

/**
 * What on home depends on the visitor: Continue Watching, Recently Viewed, the personal rows, "Not
 * interested" on every card. It loads once the page is interactive and idle, after the rows below the first screen
 * have rendered, so it never delays the first paint, and a new visitor's HTML and first-load scripts are what they
 * were.
 */
const HomePersonal = lazy(() => import("~/components/for-you/home-personal"));

/** A row as home's loader sends it (routes/home.tsx): its cards' fields, and where its "See all" goes. */
export interface HomeRow {
  id: string;
  /** A message key. */
  title: string;
  items: CardFields[];
  moreTo: string | null;
}

/** The hero's title, with its overview already cut to length. */
export type HomeHero = HeroTitle & { overview: string };

export interface HomeContentProps {
  rows: HomeRow[];
  hero: HomeHero | null;
  openedOnOverlay: boolean;
  overlayOpen: boolean;
}

/**
 * The hero and rows, memoised: switching the overlay between titles changes the URL but not the rows (see
 * shouldRevalidate), so nothing here renders again; opening or closing it renders the rows' shells, and each
 * row keeps its cards (CollectionRow memoises them).
 */
export const HomeContent = memo(function HomeContent({
  rows,
  hero,
  openedOnOverlay,
  overlayOpen,
}: HomeContentProps) {
  const { i18n } = useLingui();
  const [dismissal, setDismissal] = useState<Dismissal | null>(null);
  return (
    <>
      {overlayOpen ? null : <LanguageSuggestion />}
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
        <PersonalLayer held={overlayOpen} onDismissal={setDismissal} />
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

/**
 * HomePersonal, from the first idle moment on. Not under a title overlay the page was opened with (`held`): on a
 * phone the layer would compete with what the visitor came for. It loads when the overlay closes.
 */
function PersonalLayer({
  held,
  onDismissal,
}: {
  held: boolean;
  onDismissal: (dismissal: Dismissal) => void;
}) {
  const [shown, setShown] = useState(false);
  useEffect(() => (held ? undefined : whenIdle(() => setShown(true))), [held]);
  return shown ? (
    <Suspense fallback={null}>
      <HomePersonal onDismissal={onDismissal} />
    </Suspense>
  ) : null;
}

// The language suggestion is worked out in the browser and shown over the page's foot (nothing moves), so its
// code loads after hydration instead of with the page's first scripts (home's budget, decision 0025).
const LanguageBanner = lazy(() => import("~/components/language-banner"));

/** Home (no overlay open) is where a visitor whose browser asks for another of the site's languages is offered it. */
function LanguageSuggestion() {
  const hydrated = useHydrated();
  return hydrated ? (
    <Suspense fallback={null}>
      <LanguageBanner />
    </Suspense>
  ) : null;
}
