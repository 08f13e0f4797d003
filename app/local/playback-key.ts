import { useStoredValue } from "./browser-storage";

// The playback document's key (playback.ts), and whether this browser has one, apart from the document's code:
// pages ask this to decide whether to load that code at all. Apart, it saves 1.5 kB gzip on the first load of
// home, title pages, explore, search and Discover (/watch, which loads the document anyway, pays 364 B).

export const PLAYBACK_KEY = "playback";

const isStored = (raw: string | null) => raw !== null;

/** False on the server and in a browser that never played anything here. */
export function useHasPlayback(): boolean {
  return useStoredValue("local", PLAYBACK_KEY, isStored, false);
}
