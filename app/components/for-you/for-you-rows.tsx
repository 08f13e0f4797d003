import { useEffect, useMemo, useState } from "react";
import { useLocation } from "react-router";
import { useLanguage, useLingui } from "~/i18n/i18n";
import { pathInLanguage } from "~/i18n/languages";
import { usePageKids } from "~/i18n/link";
import { episodeWhen, localDay } from "~/lib/episode-when";
import { withKidsParam } from "~/lib/kids-limit";
import { isTitleOverlayPath } from "~/lib/overlay-paths";
import { watchPath } from "~/lib/paths";
import { loadPersonalRows, type PersonalRows } from "~/local/for-you/personal-rows";
import { CollectionRow, type RowItem } from "../collection-row";
import type { CardExtras, Dismissal } from "./use-dismissal";

// Home's personal rows: New episodes, Because you watched {title} (two at most) and Top picks for you,
// for a visitor with history, worked out in this browser (app/local/for-you/). They appear together, once every
// answer is in, so the page below moves once; and not behind a title overlay the page was opened with.

interface RowSpec {
  id: string;
  title: string;
  items: RowItem[];
  moreTo?: string;
  extras?: (item: RowItem) => CardExtras;
}

export default function ForYouRows({
  dismissal,
  onSettled,
}: {
  dismissal: Dismissal;
  onSettled: () => void;
}) {
  const { i18n } = useLingui();
  const language = useLanguage();
  const kidsQuery = withKidsParam("/", usePageKids()).slice(1);
  const overlayOpen = isTitleOverlayPath(useLocation().pathname);
  const [heldBack, setHeldBack] = useState(overlayOpen);
  if (heldBack && !overlayOpen) setHeldBack(false);
  const [rows, setRows] = useState<PersonalRows | null>(null);
  // The visitor's own calendar date, read once: a page left open past midnight keeps its labels.
  const [today] = useState(() => localDay());

  useEffect(() => {
    let current = true;
    // The site's JSON paths (no query of their own), under the page's kids' limit when it has one.
    void loadPersonalRows((path) => `${pathInLanguage(path, language)}${kidsQuery}`, today).then(
      (loaded) => current && setRows(loaded),
    );
    return () => {
      current = false;
    };
  }, [language, today, kidsQuery]);

  const shown = rows !== null && !heldBack;
  useEffect(() => {
    if (shown) onSettled();
  }, [shown, onSettled]);

  const specs = useMemo((): RowSpec[] => {
    if (!rows) return [];
    const episodes = new Map(rows.newEpisodes.map((found) => [found.series.id, found.episode]));
    const [first, second] = rows.because.map(
      (row, index): RowSpec => ({
        id: `because-${index + 1}`,
        title: i18n._("forYou.becauseYouWatched", { title: row.seed.title }),
        items: row.items,
      }),
    );
    return [
      {
        id: "new-episodes",
        title: i18n._("forYou.newEpisodes"),
        items: rows.newEpisodes.map((found) => found.series),
        // The row's heading leads to the calendar: the same series' coming episodes, and those aired this week.
        moreTo: "/calendar",
        extras: (item) => {
          const episode = episodes.get(item.id);
          if (!episode) return {};
          return {
            playTo: watchPath(item, { season: episode.seasonNumber, episode: episode.episodeNumber }),
            label: episodeWhen(i18n, episode, today),
          };
        },
      },
      ...(first ? [first] : []),
      { id: "top-picks", title: i18n._("forYou.topPicks"), items: rows.topPicks },
      ...(second ? [second] : []),
    ];
  }, [rows, i18n, today]);

  if (heldBack || !rows) return null;
  return (
    <>
      {specs.map((spec) => (
        <PersonalRow key={spec.id} spec={spec} dismissal={dismissal} />
      ))}
    </>
  );
}

function PersonalRow({ spec, dismissal }: { spec: RowSpec; dismissal: Dismissal }) {
  const { id, extras } = spec;
  const notInterested = dismissal.cardPropsOf(id);
  const cardPropsOf = useMemo(
    () =>
      (item: RowItem): CardExtras => ({ ...notInterested(item), ...extras?.(item), personal: true }),
    [notInterested, extras],
  );
  const items = dismissal.visible(id, spec.items);
  if (items.length === 0) return null;
  return (
    <CollectionRow
      id={id}
      title={spec.title}
      items={items}
      moreTo={spec.moreTo}
      cardPropsOf={cardPropsOf}
      replaceCard={dismissal.replaceCard(id)}
    />
  );
}
