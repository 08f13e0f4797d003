import { useCallback, useMemo, useState } from "react";
import { useLocation } from "react-router";
import { useLingui } from "~/i18n/i18n";
import { isTitleOverlayPath } from "~/lib/overlay-paths";
import { useViewed } from "~/local/recently-viewed";
import { CollectionRow, type RowItem } from "./collection-row";
import type { Dismissal } from "./for-you/use-dismissal";

const ROW_ID = "recently-viewed";

/**
 * The visitor's own Recently Viewed titles (spec §2: first on home, only when there are any). They live in
 * this browser, so the server and the first render show nothing; the row comes with home's personal rows, once
 * the page is interactive (for-you/home-personal.tsx). Its cards offer "Not interested" like every card of home,
 * and their links are personal: React Router's route discovery does not list them (media-card.tsx).
 *
 * A page loaded with a title overlay open (a shared /movie/{id} link) holds the row back until the overlay
 * closes: opening the title records it as viewed, and a row appearing behind the dimmed overlay would push the
 * whole page down, a layout shift the visitor did not cause. Overlays opened from home change nothing.
 */
export function RecentlyViewedRow({ dismissal }: { dismissal: Dismissal }) {
  const viewed = useViewed();
  const { i18n } = useLingui();
  const overlayOpen = isTitleOverlayPath(useLocation().pathname);
  const [heldBack, setHeldBack] = useState(overlayOpen);
  if (heldBack && !overlayOpen) setHeldBack(false);
  const items = useMemo(
    () =>
      viewed.map(
        (entry): RowItem => ({
          id: entry.id,
          kind: entry.type,
          title: entry.title,
          posterPath: entry.poster_path,
        }),
      ),
    [viewed],
  );
  const notInterested = dismissal.cardPropsOf(ROW_ID);
  const cardPropsOf = useCallback(
    (item: RowItem) => ({ ...notInterested(item), personal: true }),
    [notInterested],
  );
  const shown = dismissal.visible(ROW_ID, items);
  if (heldBack || shown.length === 0) return null;
  return (
    <CollectionRow
      id={ROW_ID}
      title={i18n._("row.recentlyViewed")}
      items={shown}
      cardPropsOf={cardPropsOf}
      replaceCard={dismissal.replaceCard(ROW_ID)}
    />
  );
}
