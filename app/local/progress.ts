import { z } from "zod";
import { parseJson, readRaw, useStoredValue, writeRaw } from "./browser-storage";

// Where the visitor is in a series, under the original site's key 'continue_{id}' as { season, episode }.

export interface Progress {
  season: number;
  episode: number;
}

const progressSchema = z.object({
  season: z.coerce.number().int().min(0).max(1000),
  episode: z.coerce.number().int().min(1).max(10_000),
});

export function progressKey(seriesId: number): string {
  return `continue_${seriesId}`;
}

export function parseProgress(raw: string | null): Progress | null {
  const parsed = progressSchema.safeParse(parseJson(raw));
  return parsed.success ? { season: parsed.data.season, episode: parsed.data.episode } : null;
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
