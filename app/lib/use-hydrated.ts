import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False on the server and during hydration, true afterwards: for controls that only work with scripts running
 * (for example the overlay's watchlist button, spec §5: it works only once the title is loaded), without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
