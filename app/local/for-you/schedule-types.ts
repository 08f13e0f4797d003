import type { ImagePath } from "~/catalogue/types";

// TEMPORARY: the contract's SeriesSchedule (contract-25), until the calendar branch's app/catalogue/types.ts is
// merged; then this file goes and imports point there.

export interface ScheduledEpisode {
  seasonNumber: number;
  episodeNumber: number;
  name: string;
  airDate: string;
}

export interface SeriesSchedule {
  id: number;
  title: string;
  posterPath: ImagePath | null;
  backdropPath: ImagePath | null;
  status: string;
  lastAired: ScheduledEpisode | null;
  nextEpisode: ScheduledEpisode | null;
  episodes: ScheduledEpisode[];
  dateAnnounced: boolean;
}
