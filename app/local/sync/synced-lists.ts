import { isRecord } from "~/lib/plain-object";
import { storedInteger } from "../entry-fields";
import { mergeNotInterested, type NotInterested, readNotInterested } from "../not-interested";
import { type Playback, parseTitleKey, readPlayback } from "../playback";
import { mergeEntries, mergePlayback } from "../playback-merge";
import { readViewedEntry, VIEWED_CAP, type ViewedEntry } from "../recently-viewed";
import { readWatchlistEntry, type WatchlistEntry } from "../watchlist";

// What sync carries between devices: the watchlist, recently viewed and the playback document, each
// entry with the time it last changed, so that two copies merge entry by entry, the newer winning, whatever the
// order they meet in. The watchlist and recently viewed are stored under the spec's keys without times, so the
// times are kept here, beside them: a change is stamped when the sync module sees it (stampChanges), and a title
// taken off the watchlist stays as a removal (value null) for TOMBSTONE_DAYS, so that a device which still has it
// does not bring it back. Discover's "Not interested" titles travel too: that document already has its
// times and its Undo entries, so it merges as the playback document does; absent when empty, as older copies are.

export const SYNCED_LISTS_VERSION = 1;
export const TOMBSTONE_DAYS = 90;
const DAY_MS = 86_400_000;

export interface Stamped<T> {
  /** null: removed at updatedAt. */
  value: T | null;
  updatedAt: number;
}

export interface SyncedLists {
  watchlist: Record<string, Stamped<WatchlistEntry>>;
  viewed: Record<string, Stamped<ViewedEntry>>;
  playback: Playback;
  notInterested?: NotInterested;
}

export interface LocalLists {
  watchlist: WatchlistEntry[];
  viewed: ViewedEntry[];
  playback: Playback;
  notInterested?: NotInterested;
}

/** The field only when it holds something, so copies older than Discover's list and empty ones compare equal. */
function withNotInterested(notInterested: NotInterested | undefined): { notInterested?: NotInterested } {
  return notInterested && Object.keys(notInterested).length > 0 ? { notInterested } : {};
}

export const EMPTY_SYNCED: SyncedLists = Object.freeze({
  watchlist: {},
  viewed: {},
  playback: { progress: {}, marks: {}, titles: {} },
});

const keyOf = (entry: { id: number; type: string }) => `${entry.type}:${entry.id}`;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The lists as they are now, with times: what did not change since `known` keeps its time, what did is stamped
 * `now`. A watchlist title that is gone becomes a removal; old removals are dropped. Recently viewed is ordered
 * by time, newest first.
 */
export function stampChanges(known: SyncedLists, local: LocalLists, now: number): SyncedLists {
  const watchlist: SyncedLists["watchlist"] = {};
  local.watchlist.forEach((entry, index) => {
    const before = known.watchlist[keyOf(entry)];
    // Titles added together keep their order: the later in the list, the later the time.
    const stamp = now - (local.watchlist.length - 1 - index);
    watchlist[keyOf(entry)] =
      before?.value && same(before.value, entry) ? before : { value: entry, updatedAt: stamp };
  });
  for (const [key, before] of Object.entries(known.watchlist)) {
    if (watchlist[key]) continue;
    if (before.value) watchlist[key] = { value: null, updatedAt: now };
    else if (now - before.updatedAt < TOMBSTONE_DAYS * DAY_MS) watchlist[key] = before;
  }

  // Recently viewed puts a title viewed again first: walking from the oldest, an entry that is no longer newer
  // than the one after it has moved ahead, and is dated now (a little less for each place from the front).
  const viewed: SyncedLists["viewed"] = {};
  let older = Number.NEGATIVE_INFINITY;
  for (let index = local.viewed.length - 1; index >= 0; index -= 1) {
    const entry = local.viewed[index] as ViewedEntry;
    const before = known.viewed[keyOf(entry)];
    const kept = before && same(before.value, entry) && before.updatedAt > older;
    const updatedAt = kept ? before.updatedAt : Math.max(older + 1, now - index);
    viewed[keyOf(entry)] = { value: entry, updatedAt };
    older = updatedAt;
  }
  return { watchlist, viewed, playback: local.playback, ...withNotInterested(local.notInterested) };
}

/** Recently viewed keeps only its newest VIEWED_CAP entries, in every copy alike. */
function newestViewed(viewed: Record<string, Stamped<ViewedEntry>>): Record<string, Stamped<ViewedEntry>> {
  const kept = Object.entries(viewed)
    .sort(([keyA, a], [keyB, b]) => b.updatedAt - a.updatedAt || (keyA < keyB ? -1 : 1))
    .slice(0, VIEWED_CAP)
    .sort(([keyA], [keyB]) => (keyA < keyB ? -1 : 1));
  return Object.fromEntries(kept);
}

/**
 * Drops removals more than TOMBSTONE_DAYS older than the newest watchlist change: measured against the lists'
 * own times, not the clock, so every device prunes alike. (A device back after longer than that offline may
 * bring back a title removed meanwhile: the price of not keeping every removal for ever.)
 */
function pruneRemovals(watchlist: SyncedLists["watchlist"]): SyncedLists["watchlist"] {
  const newest = Math.max(0, ...Object.values(watchlist).map((entry) => entry.updatedAt));
  const kept = Object.entries(watchlist).filter(
    ([, entry]) => entry.value !== null || newest - entry.updatedAt <= TOMBSTONE_DAYS * DAY_MS,
  );
  return kept.length === Object.keys(watchlist).length ? watchlist : Object.fromEntries(kept);
}

/**
 * Commutative and idempotent, and associative while removals are younger than TOMBSTONE_DAYS: devices converge
 * whatever the order their copies meet in.
 */
export function mergeSynced(a: SyncedLists, b: SyncedLists): SyncedLists {
  return {
    watchlist: pruneRemovals(mergeEntries(a.watchlist, b.watchlist)),
    viewed: newestViewed(mergeEntries(a.viewed, b.viewed)),
    playback: mergePlayback(a.playback, b.playback),
    ...withNotInterested(mergeNotInterested(a.notInterested ?? {}, b.notInterested ?? {})),
  };
}

/** The lists to store under the spec's keys: the watchlist in the order titles were added, viewed newest first. */
export function localLists(synced: SyncedLists): LocalLists {
  const present = <T>(map: Record<string, Stamped<T>>, order: 1 | -1) =>
    Object.values(map)
      .filter((stamped): stamped is { value: T; updatedAt: number } => stamped.value !== null)
      .sort((a, b) => order * (a.updatedAt - b.updatedAt))
      .map((stamped) => stamped.value);
  return {
    watchlist: present(synced.watchlist, 1),
    viewed: present(synced.viewed, -1),
    playback: synced.playback,
    ...withNotInterested(synced.notInterested),
  };
}

/** The document sync encrypts: the lists with their times, and a version for readers to come. */
export function syncedText(synced: SyncedLists): string {
  return JSON.stringify({ version: SYNCED_LISTS_VERSION, ...synced });
}

function readStampedMap<T extends { id: number; type: string }>(
  value: unknown,
  readValue: (raw: unknown) => T | undefined,
  allowRemoval: boolean,
): Record<string, Stamped<T>> {
  const map: Record<string, Stamped<T>> = {};
  if (!isRecord(value)) return map;
  for (const [key, raw] of Object.entries(value)) {
    if (!isRecord(raw)) continue;
    const updatedAt = storedInteger(raw.updatedAt, 1, Number.MAX_SAFE_INTEGER);
    if (updatedAt === undefined) continue;
    if (raw.value === null) {
      if (allowRemoval && parseTitleKey(key)) map[key] = { value: null, updatedAt };
      continue;
    }
    const entry = readValue(raw.value);
    // The key must name the entry it holds, or two keys could hold one title.
    if (entry && keyOf(entry) === key) map[key] = { value: entry, updatedAt };
  }
  return map;
}

/**
 * Reads a decrypted document from another device, as untrusted as anything stored: entry by entry. Null when
 * it is not one at all (then the caller treats the record as damaged and changes nothing here).
 */
export function readSyncedLists(text: string): SyncedLists | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(json) || typeof json.version !== "number") return null;
  return {
    watchlist: readStampedMap(json.watchlist, readWatchlistEntry, true),
    viewed: readStampedMap(json.viewed, readViewedEntry, false),
    playback: readPlayback(json.playback),
    ...withNotInterested(readNotInterested({ titles: json.notInterested })),
  };
}
