import { lazy, Suspense } from "react";
import type { TitleKind } from "~/catalogue/types";
import { useHasPlayback } from "~/local/playback-key";

// Titles the visitor started and has not finished, on home and /series, above Recently Viewed.
// Their playback lives in this browser, so the row appears once hydrated. Its code (reading the playback
// store, the cards' extras) loads only when this browser has any playback at all: most first visits have none,
// and the home page's first-load budget has no room for it (docs/decisions/0010-performance-budget.md).
const ContinueWatchingCards = lazy(() => import("./continue-watching-cards"));

export function ContinueWatchingRow({ only }: { only?: TitleKind }) {
  if (!useHasPlayback()) return null;
  return (
    <Suspense fallback={null}>
      <ContinueWatchingCards only={only} />
    </Suspense>
  );
}
