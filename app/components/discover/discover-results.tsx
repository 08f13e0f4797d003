import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { CardFields } from "~/catalogue/explore.server";
import { useLingui, useLocalize } from "~/i18n/i18n";
import { type DiscoverQuery, discoverHref, TITLES_PATH } from "~/lib/discover-href";
import { MAX_PAGE } from "~/lib/page-number";
import { useHydrated } from "~/lib/use-hydrated";
import { useStoredValue } from "~/local/browser-storage";
import { setHideWatched, useHideWatched } from "~/local/hide-watched";
import type { NotInterested } from "~/local/not-interested";
import { NOT_INTERESTED_KEY } from "~/local/not-interested-key";
import type { Playback } from "~/local/playback";
import { PLAYBACK_KEY } from "~/local/playback-key";
import { MediaCard } from "../media-card";

// Discover's results: the site's card grid, where every card offers "Not interested" (with Undo), and
// the "Hide watched" switch hides what the visitor finished and what they are not interested in. Titles hidden
// on a page are made up from the next pages' (read as JSON from /discover/titles, routes/discover-titles.ts), so
// that a page is not left half empty; at most FILL_PAGES further pages are read for it.

const FILL_PAGES = 3;

// What the results need to hide titles: the playback and "Not interested" documents' code, loaded once the page is
// interactive, since rendering the server's grid needs none of it.
const loadHiding = () =>
  Promise.all([
    import("~/local/finished"),
    import("~/local/not-interested"),
    import("~/local/playback"),
  ]).then(
    ([{ isFinished }, { isNotInterested, markNotInterested, parseNotInterested }, { parsePlayback }]) => ({
      isFinished,
      isNotInterested,
      markNotInterested,
      parseNotInterested,
      parsePlayback,
    }),
  );
type Hiding = Awaited<ReturnType<typeof loadHiding>>;
// The Undo tile stands in only for a title the visitor marks: its code is not in Discover's first load, and is
// asked for once the page is hydrated, so it is there by the first mark.
const loadUndo = () => import("../not-interested-undo");
const NotInterestedUndo = lazy(() => loadUndo().then((module) => ({ default: module.NotInterestedUndo })));
const NOTHING_MARKED: NotInterested = {};
const NOTHING_PLAYED: Playback = { progress: {}, marks: {}, titles: {} };
const noneMarked = () => NOTHING_MARKED;
const nonePlayed = () => NOTHING_PLAYED;
const titleKey = (item: CardFields) => `${item.kind}:${item.id}`;

interface DiscoverResultsProps {
  items: CardFields[];
  query: DiscoverQuery;
  totalPages: number;
  label: string;
}

export function DiscoverResults({ items, query, totalPages, label }: DiscoverResultsProps) {
  const { i18n } = useLingui();
  const localize = useLocalize();
  const hydrated = useHydrated();
  const hideOn = useHideWatched();
  // The stored documents are read with their own code once it has loaded (loadHiding); until then, nothing hides.
  const [hiding, setHiding] = useState<Hiding | null>(null);
  useEffect(() => {
    let current = true;
    void loadHiding().then((module) => current && setHiding(module));
    void loadUndo();
    return () => {
      current = false;
    };
  }, []);
  const notInterested = useStoredValue(
    "local",
    NOT_INTERESTED_KEY,
    hiding?.parseNotInterested ?? noneMarked,
    NOTHING_MARKED,
  );
  const playback = useStoredValue("local", PLAYBACK_KEY, hiding?.parsePlayback ?? nonePlayed, NOTHING_PLAYED);
  const isNotWanted = (item: CardFields) =>
    hiding?.isNotInterested(notInterested, item.kind, item.id) ?? false;
  // Titles marked on this page: they stay in place as an Undo tile until the visitor goes elsewhere.
  const [marked, setMarked] = useState<string[]>([]);
  const focusUndo = useRef<string | null>(null);

  const hidden = (item: CardFields) =>
    hideOn && (isNotWanted(item) || (hiding?.isFinished(playback, item.kind, item.id) ?? false));

  // ---- filling in from the next pages ----
  const fetcher = useTitlesLoader();
  const [extra, setExtra] = useState<CardFields[]>([]);
  const nextPage = useRef(query.page + 1);
  const lastPage = Math.min(totalPages, MAX_PAGE, query.page + FILL_PAGES);
  const all = [
    ...items,
    ...extra.filter((item) => !items.some((own) => own.id === item.id && own.kind === item.kind)),
  ];
  const shown = all.filter((item) => !hidden(item) || marked.includes(titleKey(item)));
  const wanted = items.length;
  const visible = shown.slice(0, wanted);
  const short = hydrated && hideOn && visible.length < wanted && nextPage.current <= lastPage;

  useEffect(() => {
    if (!short || fetcher.state !== "idle") return;
    const page = nextPage.current;
    nextPage.current += 1;
    fetcher.load(localize(discoverHref({ ...query, page }, TITLES_PATH)));
  }, [short, fetcher, localize, query]);

  const fetched = fetcher.data?.items;
  useEffect(() => {
    if (fetched) setExtra((before) => [...before, ...fetched]);
  }, [fetched]);

  const mark = (item: CardFields, on: boolean) => {
    const key = titleKey(item);
    void loadHiding().then((module) =>
      module.markNotInterested({ kind: item.kind, id: item.id, title: item.title }, on),
    );
    if (on) {
      focusUndo.current = key;
      setMarked((before) => (before.includes(key) ? before : [...before, key]));
    }
  };

  return (
    <>
      {/* Rendered with the page, so that nothing moves when scripts arrive; it works once they have. */}
      <label className="discover-switch">
        <input
          type="checkbox"
          role="switch"
          checked={hideOn}
          aria-checked={hideOn}
          disabled={!hydrated}
          onChange={(event) => setHideWatched(event.currentTarget.checked)}
        />
        <span>{i18n._("discover.hideWatched")}</span>
      </label>
      <ul className="card-grid" aria-label={label}>
        {visible.map((item, index) => {
          const key = titleKey(item);
          const notWanted = isNotWanted(item);
          if (notWanted && marked.includes(key) && hideOn) {
            return (
              <li key={key}>
                <Suspense fallback={<div className="discover-undo" />}>
                  <NotInterestedUndo
                    title={item.title}
                    onUndo={() => mark(item, false)}
                    takeFocus={() => {
                      if (focusUndo.current !== key) return false;
                      focusUndo.current = null;
                      return true;
                    }}
                  />
                </Suspense>
              </li>
            );
          }
          return (
            <li key={key}>
              <MediaCard
                title={item}
                // A phone's first screen shows two rows of two; the next two wait there (app.css).
                poster={index < 4 ? "eager" : "lazy"}
                label={notWanted ? i18n._("discover.notInterested") : undefined}
                onRemove={() => mark(item, !notWanted)}
                removeLabel={
                  notWanted
                    ? i18n._("discover.undoFor", { title: item.title })
                    : i18n._("discover.notInterestedIn", { title: item.title })
                }
              />
            </li>
          );
        })}
      </ul>
    </>
  );
}

/**
 * One page of titles at a time, as React Router's fetcher did it for this route's loader before: a
 * state, the last answer, and `load`, which drops an answer still on its way. A failed request answers no titles.
 */
function useTitlesLoader() {
  const [state, setState] = useState<"idle" | "loading">("idle");
  const [data, setData] = useState<{ items?: CardFields[] }>();
  const pending = useRef<AbortController | null>(null);
  useEffect(() => () => pending.current?.abort(), []);
  const load = useCallback((url: string) => {
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setState("loading");
    fetch(url, { signal: controller.signal })
      .then((response) => response.json() as Promise<{ items?: CardFields[] }>)
      .catch(() => ({ items: [] }))
      .then((answer) => {
        if (controller.signal.aborted) return;
        setData(answer);
        setState("idle");
      });
  }, []);
  return useMemo(() => ({ state, data, load }), [state, data, load]);
}
