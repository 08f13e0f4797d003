import type { TitleKind } from "~/catalogue/types";
import { EPISODE_WATCHED_AT, isEpisodeWatched, type Playback, titleKey, watchedFraction } from "./playback";

// What Discover's "Hide watched" switch hides besides "Not interested": titles the visitor finished.

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
