import { parseJson, readRaw, useStoredValue, writeRaw } from "./browser-storage";
import { storedSeasonEpisode } from "./entry-fields";

// Where the visitor is in a series, under the original site's key 'continue_{id}' as { season, episode }.

export interface Progress {
  season: number;
  episode: number;
}

export function progressKey(seriesId: number): string {
  return `continue_${seriesId}`;
}

export function parseProgress(raw: string | null): Progress | null {
  return storedSeasonEpisode(parseJson(raw)) ?? null;
}

export function readProgress(seriesId: number): Progress | null {
  return parseProgress(readRaw("local", progressKey(seriesId)));
}

export function saveProgress(seriesId: number, progress: Progress): void {
  writeRaw(
    "local",
    progressKey(seriesId),
    JSON.stringify({ season: progress.season, episode: progress.episode }),
  );
}

export function useProgress(seriesId: number): Progress | null {
  return useStoredValue("local", progressKey(seriesId), parseProgress, null);
}
