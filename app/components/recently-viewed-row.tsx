import { useState } from "react";
import { useLocation } from "react-router";
import { useLingui } from "~/i18n/i18n";
import { isTitleOverlayPath } from "~/lib/overlay-paths";
import { useViewed } from "~/local/recently-viewed";
import { CollectionRow } from "./collection-row";

/**
 * The visitor's own Recently Viewed titles (spec §2: first on home, only when there are any). They live in
 * this browser, so the server and the first render show nothing and the row appears once hydrated.
 *
 * A page loaded with a title overlay open (a shared /movie/{id} link) holds the row back until the overlay
 * closes: opening the title records it as viewed, and a row appearing behind the dimmed overlay would push the
 * whole page down, a layout shift the visitor did not cause. Overlays opened from home change nothing.
 */
export function RecentlyViewedRow() {
  const viewed = useViewed();
  const { i18n } = useLingui();
  const overlayOpen = isTitleOverlayPath(useLocation().pathname);
  const [heldBack, setHeldBack] = useState(overlayOpen);
  if (heldBack && !overlayOpen) setHeldBack(false);
  if (heldBack || viewed.length === 0) return null;
  const items = viewed.map((entry) => ({
    id: entry.id,
    kind: entry.type,
    title: entry.title,
    posterPath: entry.poster_path,
  }));
  return <CollectionRow id="recently-viewed" title={i18n._("row.recentlyViewed")} items={items} />;
}
