import { lazy, memo, Suspense } from "react";
import { CollectionRow } from "~/components/collection-row";
import { ContinueWatchingRow } from "~/components/continue-watching-row";
import { Hero } from "~/components/hero";
import { RecentlyViewedRow } from "~/components/recently-viewed-row";
import { useLingui } from "~/i18n/i18n";
import { useHydrated } from "~/lib/use-hydrated";
import type { loader } from "~/routes/home";

// Home's hero and rows (routes/home.tsx renders them under its <Outlet>, the title overlay). A module of its own so
// that title pages, where they sit inert behind the overlay, load them after the page is interactive
// (routes/home.tsx, issue 28).

/**
 * Rows whose cards come in the server's HTML: the hero and these fill the first screen of any window; the
 * rows after them render in the browser once the page is idle (CollectionRow's `later`).
 */
const ROWS_RENDERED_FIRST = 2;

export type HomeContentProps = Pick<Awaited<ReturnType<typeof loader>>, "rows" | "hero"> & {
  openedOnOverlay: boolean;
  overlayOpen: boolean;
};

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
        <ContinueWatchingRow />
        <RecentlyViewedRow />
        {rows.map((row, index) => (
          <CollectionRow
            key={row.id}
            // id, items and moreTo: the loader sends a row as the row's props; its title is a message key.
            {...row}
            title={i18n._(row.title)}
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

// The language suggestion is worked out in the browser and shown over the page's foot (nothing moves), so its
// code loads after hydration instead of with the page's first scripts (home's budget, decision 0025).
const LanguageBanner = lazy(() => import("~/components/language-banner"));

/** Home (no overlay open) is where a visitor whose browser asks for another of the site's languages is offered it (issue 18). */
function LanguageSuggestion() {
  const hydrated = useHydrated();
  return hydrated ? (
    <Suspense fallback={null}>
      <LanguageBanner />
    </Suspense>
  ) : null;
}
