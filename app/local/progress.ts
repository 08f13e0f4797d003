import { parseJson, readRaw, useStoredValue, writeRaw } from "./browser-storage";
import { isRecord, storedInteger } from "./entry-fields";

// Where the visitor is in a series, under the original site's key 'continue_{id}' as { season, episode }.

export interface Progress {
  season: number;
  episode: number;
}

export function progressKey(seriesId: number): string {
  return `continue_${seriesId}`;
}

export function parseProgress(raw: string | null): Progress | null {
  const value = parseJson(raw);
  if (!isRecord(value)) return null;
  const season = storedInteger(value.season, 0, 1000);
  const episode = storedInteger(value.episode, 1, 10_000);
  return season === undefined || episode === undefined ? null : { season, episode };
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
