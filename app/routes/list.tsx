import { useSearchParams } from "react-router";
import { CardGrid } from "~/components/card-grid";
import { ListTabs, parseListFilter } from "~/components/list/list-tabs";
import { ListTransfer } from "~/components/list/list-transfer";
import { SyncPanel } from "~/components/list/sync-panel";
import { Link } from "~/i18n/link";
import { pageTitle, publicConfigFromMatches } from "~/lib/public-config";
import { useHydrated } from "~/lib/use-hydrated";
import { useHasPlayback } from "~/local/playback-key";
import { useWatchlist } from "~/local/watchlist";
import type { Route } from "./+types/list";

// The visitor's watchlist (spec §2). It lives in this browser only, so the server renders the page's frame
// and the list appears once hydrated; the two renders agree, and nothing personal is in the server's HTML.

export function meta({ matches }: Route.MetaArgs) {
  const { productName } = publicConfigFromMatches(matches);
  return [
    { title: pageTitle("My List", productName) },
    {
      name: "description",
      content: `The movies and series you keep on ${productName}, saved in this browser.`,
    },
    // Personal and empty on the server: nothing for a search engine to index.
    { name: "robots", content: "noindex" },
  ];
}

const EMPTY_FILTERED = {
  movie: "There are no movies on your list yet.",
  series: "There are no series on your list yet.",
};

export default function List() {
  const hydrated = useHydrated();
  const list = useWatchlist();
  const hasPlayback = useHasPlayback();
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
        <h1 className="list-heading">{hydrated ? `Watchlist (${visible.length})` : "Watchlist"}</h1>
        {hydrated ? <ListTransfer canExport={list.length > 0 || hasPlayback} /> : null}
      </div>
      {list.length > 0 ? <ListTabs current={filter} /> : null}
      {!hydrated ? (
        <>
          <p className="list-note needs-script">Loading your list…</p>
          <noscript>
            <p className="list-note">
              My List is kept in this browser, and showing it needs JavaScript. Turn it on to see your list.
            </p>
          </noscript>
        </>
      ) : list.length === 0 ? (
        <div className="list-empty">
          <p className="list-empty-title">Your list is empty.</p>
          <p className="list-note">
            Add movies and series with the + button on any poster, and they will wait for you here. Kept a
            list in another browser? Export it there and import the file here.
          </p>
          <Link className="button button-primary" to="/">
            Browse titles
          </Link>
        </div>
      ) : cards.length === 0 ? (
        <p className="list-note">{filter === "all" ? "" : EMPTY_FILTERED[filter]}</p>
      ) : (
        <CardGrid items={cards} label="Watchlist" />
      )}
      {hydrated ? <SyncPanel /> : null}
    </div>
  );
}
