import { readRaw, writeRaw } from "../browser-storage";
import { writeSeriesPlaces } from "../continue-watching";
import { loadNotInterested, NOT_INTERESTED_KEY, notInterestedText } from "../not-interested";
import { loadPlayback, PLAYBACK_KEY, playbackText } from "../playback";
import { readViewed, VIEWED_KEY } from "../recently-viewed";
import { readWatchlist, WATCHLIST_KEY } from "../watchlist";
import {
  EMPTY_SYNCED,
  type LocalLists,
  localLists,
  readSyncedLists,
  type SyncedLists,
  syncedText,
} from "./synced-lists";

// What syncing keeps in this browser (sync-runner.ts): the sync state, and the lists it reads and writes back.

/** The version last merged and the lists as they were then, the base local changes are dated against. */
export const SYNC_STATE_KEY = "sync_state";

export interface SyncState {
  version: number | null;
  known: SyncedLists;
}

export function readState(): SyncState {
  const raw = readRaw("local", SYNC_STATE_KEY);
  if (raw) {
    try {
      const json = JSON.parse(raw) as { version?: unknown; known?: unknown };
      const known = typeof json.known === "string" ? readSyncedLists(json.known) : null;
      const version =
        typeof json.version === "number" && Number.isSafeInteger(json.version) ? json.version : null;
      if (known) return { version, known };
    } catch {
      // A damaged state only costs the times of what changed here; the merge still keeps everything.
    }
  }
  return { version: null, known: EMPTY_SYNCED };
}

export function saveState(state: SyncState): void {
  writeRaw(
    "local",
    SYNC_STATE_KEY,
    JSON.stringify({ version: state.version, known: syncedText(state.known) }),
  );
}

export function readLocal(): LocalLists {
  return {
    watchlist: readWatchlist(),
    viewed: readViewed(),
    playback: loadPlayback(),
    notInterested: loadNotInterested(),
  };
}

let applying = false;

/** Whether the lists being written are the merge's own, not a change made here to push. */
export function applyingMerge(): boolean {
  return applying;
}

/** Writes the merged lists under their own keys, only those that changed. */
export function applyLocal(merged: SyncedLists, local: LocalLists): void {
  const next = localLists(merged);
  applying = true;
  try {
    if (JSON.stringify(next.watchlist) !== JSON.stringify(local.watchlist))
      writeRaw("local", WATCHLIST_KEY, JSON.stringify(next.watchlist));
    if (JSON.stringify(next.viewed) !== JSON.stringify(local.viewed))
      writeRaw("local", VIEWED_KEY, JSON.stringify(next.viewed));
    if (playbackText(next.playback) !== playbackText(local.playback)) {
      writeRaw("local", PLAYBACK_KEY, playbackText(next.playback));
      writeSeriesPlaces(next.playback);
    }
    const notInterested = next.notInterested ?? {};
    if (notInterestedText(notInterested) !== notInterestedText(local.notInterested ?? {}))
      writeRaw("local", NOT_INTERESTED_KEY, notInterestedText(notInterested));
  } finally {
    applying = false;
  }
}
