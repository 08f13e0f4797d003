import { useSearchParams } from "react-router";
import { CardGrid } from "~/components/card-grid";
import { ListTabs, parseListFilter } from "~/components/list/list-tabs";
import { ListTransfer } from "~/components/list/list-transfer";
import { SyncPanel } from "~/components/list/sync-panel";
import { MadeInBrowser } from "~/components/made-in-browser";
import { ProfilesSection } from "~/components/profiles/profiles-section";
import { useLingui } from "~/i18n/i18n";
import { Link } from "~/i18n/link";
import { pageMeta } from "~/lib/page-meta";
import { useHydrated } from "~/lib/use-hydrated";
import { useHasNotInterested } from "~/local/not-interested-key";
import { useHasPlayback } from "~/local/playback-key";
import { useWatchlist } from "~/local/watchlist";
import type { Route } from "./+types/list";

// The visitor's watchlist (spec §2). It lives in this browser only, so the server renders the page's frame
// and the list appears once hydrated; the two renders agree, and nothing personal is in the server's HTML.

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "list.page.title", "list.page.description", false);
}

const EMPTY_FILTERED = { movie: "list.page.noMovies", series: "list.page.noSeries" } as const;

export default function List() {
  const { i18n } = useLingui();
  const hydrated = useHydrated();
  const list = useWatchlist();
  const hasPlayback = useHasPlayback();
  // Discover's "Not interested" marks travel in the export file too, even with nothing else to export.
  const hasNotInterested = useHasNotInterested();
  const [searchParams] = useSearchParams();
  const filter = parseListFilter(searchParams.get("type"));
  const visible = filter === "all" ? list : list.filter((entry) => entry.type === filter);
  const cards = visible.map((entry) => ({
    id: entry.id,
    kind: entry.type,
    title: entry.title,
    posterPath: entry.poster_path,
  }));

  return (
    <div className="list-page">
      <div className="list-header">
        <h1 className="list-heading">
          {hydrated
            ? i18n._("list.page.headingCount", { count: i18n.number(visible.length) })
            : i18n._("list.page.heading")}
        </h1>
        {hydrated ? <ListTransfer canExport={list.length > 0 || hasPlayback || hasNotInterested} /> : null}
      </div>
      <p className="list-note">
        {/* The calendar of the series on this list and those watched here. */}
        <Link to="/calendar">{i18n._("calendar.link")}</Link>
      </p>
      {list.length > 0 ? <ListTabs current={filter} /> : null}
      <MadeInBrowser
        page="list"
        empty={list.length === 0}
        emptyActions={
          <Link className="button button-primary" to="/">
            {i18n._("list.page.browse")}
          </Link>
        }
      >
        {cards.length === 0 ? (
          <p className="list-note">{filter === "all" ? "" : i18n._(EMPTY_FILTERED[filter])}</p>
        ) : (
          <CardGrid items={cards} label={i18n._("list.page.heading")} personal />
        )}
      </MadeInBrowser>
      {hydrated ? <SyncPanel /> : null}
      {hydrated ? <ProfilesSection /> : null}
    </div>
  );
}
