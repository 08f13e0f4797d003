import type { TitleKind } from "~/catalogue/types";
import { readRaw, useStoredValue, writeRaw } from "./browser-storage";
import { EPISODE_WATCHED_AT, isEpisodeWatched, type Playback, titleKey, watchedFraction } from "./playback";

// Discover's "Hide watched" switch (issue 24): on unless the visitor turned it off, which this browser remembers
// (localStorage 'discover_hide_watched' "0"); and the rule for what it hides besides "Not interested": titles the
// visitor finished. On by default: a visitor choosing tonight's film rarely wants one already seen.

export const HIDE_WATCHED_KEY = "discover_hide_watched";

const parseSwitch = (raw: string | null) => raw !== "0";

export function useHideWatched(): boolean {
  return useStoredValue("local", HIDE_WATCHED_KEY, parseSwitch, true);
}

export function readHideWatched(): boolean {
  return parseSwitch(readRaw("local", HIDE_WATCHED_KEY));
}

export function setHideWatched(on: boolean): void {
  writeRaw("local", HIDE_WATCHED_KEY, on ? null : "0");
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
