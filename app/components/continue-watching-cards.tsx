import { useCallback, useMemo, useState } from "react";
import { useLocation } from "react-router";
import type { TitleKind } from "~/catalogue/types";
import { useLingui } from "~/i18n/i18n";
import type { I18n } from "~/i18n/runtime";
import { isTitleOverlayPath } from "~/lib/overlay-paths";
import { watchPath } from "~/lib/paths";
import { type ContinueEntry, continueWatching } from "~/local/continue-watching";
import { hideTitle, updatePlayback, usePlayback } from "~/local/playback";
import { CollectionRow } from "./collection-row";
import type { Dismissal } from "./for-you/use-dismissal";
import type { MediaCardProps } from "./media-card";

/**
 * The Continue Watching row itself, loaded only for a visitor who has watched something here
 * (continue-watching-row.tsx). Like Recently Viewed it waits while a title overlay opened from a shared link is
 * open, so it never shifts the page behind it.
 */
export default function ContinueWatchingCards({
  only,
  dismissal,
}: {
  only?: TitleKind;
  dismissal?: Dismissal | null;
}) {
  const playback = usePlayback();
  const { i18n } = useLingui();
  const overlayOpen = isTitleOverlayPath(useLocation().pathname);
  const [heldBack, setHeldBack] = useState(overlayOpen);
  if (heldBack && !overlayOpen) setHeldBack(false);
  const entries = useMemo(() => continueWatching(playback, only), [playback, only]);
  const byKey = useMemo(
    () => new Map(entries.map((entry) => [`${entry.kind}:${entry.id}`, entry])),
    [entries],
  );
  const cardPropsOf = useCallback(
    (item: { id: number; kind: TitleKind }) => {
      const entry = byKey.get(`${item.kind}:${item.id}`);
      return entry ? continueCard(entry, i18n) : {};
    },
    [byKey, i18n],
  );
  const all = useMemo(
    () => entries.map(({ id, kind, title, posterPath }) => ({ id, kind, title, posterPath })),
    [entries],
  );
  // Its own remove button takes a title out of this row; "Not interested" said elsewhere on home does too.
  const items = dismissal ? dismissal.visible("continue-watching", all) : all;
  if (heldBack || items.length === 0) return null;
  return (
    <CollectionRow
      id="continue-watching"
      title={i18n._("row.continueWatching")}
      items={items}
      cardPropsOf={cardPropsOf}
    />
  );
}

function continueCard(entry: ContinueEntry, i18n: I18n): Omit<MediaCardProps, "title" | "poster"> {
  const episode = entry.episode
    ? i18n._("card.episode", {
        season: i18n.number(entry.episode.season),
        episode: i18n.number(entry.episode.episode),
      })
    : undefined;
  return {
    // Series resume at their episode; a movie's watch page starts where the visitor stopped.
    playTo: watchPath(entry, entry.episode),
    progress: entry.fraction,
    label: episode,
    removeLabel: i18n._("card.removeContinue", { title: entry.title }),
    // The visitor's own titles: not listed in one route discovery request (media-card.tsx).
    personal: true,
    onRemove: (event) => {
      // The card goes: focus moves to its neighbour's poster, so a keyboard is not dropped to the page's start.
      const card = event.currentTarget.closest("li");
      const neighbour = (card?.nextElementSibling ?? card?.previousElementSibling)?.querySelector("a");
      updatePlayback((playback, now) => hideTitle(playback, entry.kind, entry.id, now));
      neighbour?.focus();
    },
  };
}
