import type { TitleKind } from "~/catalogue/types";
import { readRaw, useStoredValue, writeRaw } from "./browser-storage";
import { EPISODE_WATCHED_AT, isEpisodeWatched, type Playback, titleKey, watchedFraction } from "./playback";

// Discover's "Hide watched" switch (issue 24): remembered in this browser (localStorage 'discover_hide_watched',
// "1" or absent), and the rule for what it hides besides "Not interested": titles the visitor finished.

export const HIDE_WATCHED_KEY = "discover_hide_watched";

const parseSwitch = (raw: string | null) => raw === "1";

export function useHideWatched(): boolean {
  return useStoredValue("local", HIDE_WATCHED_KEY, parseSwitch, false);
}

export function readHideWatched(): boolean {
  return parseSwitch(readRaw("local", HIDE_WATCHED_KEY));
}

export function setHideWatched(on: boolean): void {
  writeRaw("local", HIDE_WATCHED_KEY, on ? "1" : null);
}

/**
 * A movie is finished when played past 90 % (the point at which an episode counts as watched); a series when its
 * last played episode is watched (marked, or played to 90 %) and the catalogue said no episode follows it.
 */
export function isFinished(playback: Playback, kind: TitleKind, id: number): boolean {
  const key = titleKey(kind, id);
  if (kind === "movie") return (watchedFraction(playback.progress[key]) ?? 0) >= EPISODE_WATCHED_AT;
  const record = playback.titles[key];
  if (!record?.episode || record.next !== null) return false;
  return isEpisodeWatched(playback, id, record.episode);
}
