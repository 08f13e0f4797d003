import { lazy, Suspense, useEffect } from "react";
import { useHasPlayback } from "~/local/playback-key";
import ContinueWatchingCards from "../continue-watching-cards";
import { RecentlyViewedRow } from "../recently-viewed-row";
import { type Dismissal, useDismissal } from "./use-dismissal";

// Everything on home that depends on the visitor (issue 25), loaded once the page is interactive, never with its
// first scripts (home.tsx): "Not interested" on every card, Continue Watching, Recently Viewed and, only in a
// browser that holds some history, the personal rows, whose code (ranking, requests) is a chunk of its own that a
// first visit never loads. A new visitor's HTML and first-load scripts are the same as without any of this.

const ForYouRows = lazy(() => import("./for-you-rows"));

interface HomePersonalProps {
  /**
   * Whether this browser held history when home opened (home.tsx reads it once: a first visitor who adds a title
   * to My List here does not see rows appear under the pointer).
   */
  withHistory: boolean;
  onDismissal: (dismissal: Dismissal) => void;
}

export default function HomePersonal({ withHistory, onDismissal }: HomePersonalProps) {
  const dismissal = useDismissal();
  useEffect(() => onDismissal(dismissal), [dismissal, onDismissal]);
  const hasPlayback = useHasPlayback();
  return (
    <>
      {hasPlayback ? <ContinueWatchingCards dismissal={dismissal} /> : null}
      <RecentlyViewedRow dismissal={dismissal} />
      {withHistory ? (
        <Suspense fallback={null}>
          <ForYouRows dismissal={dismissal} />
        </Suspense>
      ) : null}
    </>
  );
}
