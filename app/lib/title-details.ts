import type { TitleKind } from "~/catalogue/types";
import { languageOfPath } from "~/i18n/languages";
import { plainOneDecimal, plainYear } from "~/i18n/plain-formats";
import type { I18n } from "~/i18n/runtime";
import type { Progress } from "~/local/progress";

// Pure rules of the title detail overlay (spec §2, §4): how its facts read, which season and episode it
// offers, and where closing it goes. Browser-safe; the overlay's components and its tests use them. Words come
// from the page's message catalogue (the `i18n` passed in), numbers and dates are formatted in its language.

/**
 * Spec §2: runtime as 'Xh Ym': 135 -> '2h 15m', 45 -> '45m', 120 -> '2h' in English ('2 h 15 min' in Spanish,
 * '2時間15分' in Japanese). Nothing for an unknown runtime.
 */
export function formatRuntime(minutes: number | null | undefined, i18n: I18n): string | null {
  if (minutes == null || !Number.isFinite(minutes) || minutes <= 0) return null;
  const total = Math.round(minutes);
  const hours = i18n.number(Math.floor(total / 60));
  const rest = total % 60;
  if (total < 60) return i18n._("title.runtimeMinutes", { minutes: i18n.number(rest) });
  return rest === 0
    ? i18n._("title.runtimeHours", { hours })
    : i18n._("title.runtimeHoursMinutes", { hours, minutes: i18n.number(rest) });
}

/** The vote average to one decimal ('7.3', '7,3' in Spanish); nothing when TMDB has no votes (it then sends 0). */
export function formatRating(voteAverage: number, i18n: I18n): string | null {
  if (!Number.isFinite(voteAverage) || voteAverage <= 0) return null;
  const rounded = Math.round(Math.min(voteAverage, 10) * 10) / 10;
  // Without Intl where the page's language is known: a page's first formatter costs a phone 0.1-0.2 s.
  return (
    plainOneDecimal(rounded, i18n.locale) ??
    i18n.number(rounded, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
  );
}

/** The release year in the page's language ('2026', '2026年'); nothing without a date. */
export function formatYear(date: string | null, i18n: I18n): string | null {
  if (!date || !/^\d{4}-\d{2}-\d{2}/.test(date)) return null;
  const day = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return null;
  // UTC on both sides: the server's and the browser's time zones must not move a New Year's Day release.
  return plainYear(day.getUTCFullYear(), i18n.locale) ?? i18n.date(day, { year: "numeric", timeZone: "UTC" });
}

/** Spec §2: the number of seasons with the word Seasons; '1 Season' in the singular, because '1 Seasons' reads as a typo. */
export function seasonsLabel(count: number, i18n: I18n): string | null {
  if (!Number.isInteger(count) || count <= 0) return null;
  return i18n._("title.seasons", { count });
}

export interface SeasonChoice {
  seasonNumber: number;
  name: string;
  episodeCount: number;
}

export interface SeasonOption {
  value: number;
  label: string;
}

/** The seasons the dropdown offers, in its order: regular seasons in order, then TMDB's season 0 of specials. */
function seasonOrder(seasons: readonly SeasonChoice[]): SeasonChoice[] {
  const regular = seasons
    .filter((season) => season.seasonNumber > 0)
    .sort((a, b) => a.seasonNumber - b.seasonNumber);
  const specials = seasons.filter((season) => season.seasonNumber === 0);
  return [...regular, ...specials.slice(0, 1)];
}

/** 'Season N' in the page's language; the specials (season 0) under TMDB's own name for them, else 'Specials'. */
export function seasonLabel(season: Pick<SeasonChoice, "seasonNumber" | "name">, i18n: I18n): string {
  if (season.seasonNumber === 0) return season.name.trim() || i18n._("episodes.specials");
  return i18n._("episodes.season", { number: i18n.number(season.seasonNumber) });
}

/**
 * The season dropdown (spec §2: 'Season N'): regular seasons in order, then TMDB's season 0 of specials under
 * its own name ('Specials'), last, as streaming services list them.
 */
export function seasonOptions(seasons: readonly SeasonChoice[], i18n: I18n): SeasonOption[] {
  return seasonOrder(seasons).map((season) => ({
    value: season.seasonNumber,
    label: seasonLabel(season, i18n),
  }));
}

/** Season 1, else the first regular season, else the specials; null for a series without seasons. */
export function defaultSeason(seasons: readonly SeasonChoice[]): number | null {
  return seasonOrder(seasons)[0]?.seasonNumber ?? null;
}

/** `?season=N` of the overlay's URL, when it is a season number at all (whether the show has it is checked later). */
export function parseSeasonParam(raw: string | null): number | null {
  if (raw === null || !/^\d{1,4}$/.test(raw)) return null;
  return Number(raw);
}

export interface EpisodeRef {
  season: number;
  episode: number;
}

/**
 * Where the series play button starts (spec §2, §4): the saved progress when that season exists in the show
 * (and the episode in it, when its count is known), otherwise episode 1 of the first season. Saved progress
 * is the visitor's own data and may be stale or hand-edited, so it is checked against the show.
 */
export function resumeEpisode(seasons: readonly SeasonChoice[], progress: Progress | null): EpisodeRef {
  if (progress) {
    const season = seasons.find((candidate) => candidate.seasonNumber === progress.season);
    if (season) {
      const known = season.episodeCount > 0;
      return {
        season: season.seasonNumber,
        episode: known && progress.episode > season.episodeCount ? 1 : progress.episode,
      };
    }
  }
  return { season: defaultSeason(seasons) ?? 1, episode: 1 };
}

/** Spec §2: 'Play' for a movie, 'S{season} E{episode}' for a series (in the page's language). */
export function playLabel(kind: TitleKind, episode: EpisodeRef, i18n: I18n): string {
  if (kind === "movie") return i18n._("title.play");
  return i18n._("title.playEpisode", {
    season: i18n.number(episode.season),
    episode: i18n.number(episode.episode),
  });
}

/** Spec §2: an episode plays at /watch/{id}?s={season}&e={episode}&me={episode count}; me only when known. */
export function episodeWatchPath(seriesId: number, episode: EpisodeRef, episodeCount?: number): string {
  const count = episodeCount && episodeCount > 0 ? `&me=${episodeCount}` : "";
  return `/watch/${seriesId}?s=${episode.season}&e=${episode.episode}${count}`;
}

export type CloseTarget = { type: "back"; steps: number } | { type: "go"; to: string };

export interface CloseContext {
  /** The explore page remembered in session 'lastPage' (readLastPage()), or null. */
  lastPage: string | null;
  /** History entries the overlay has added since it opened: 1, plus one per title opened from inside it. */
  overlayEntries: number;
  /** window.history.length: a tab opened straight on the overlay has no entry to go back to. */
  historyLength: number;
  /** The overlay's own path: the language it is shown in. */
  pathname?: string;
}

/**
 * Spec §2: the close button goes back when the visitor came from an explore page, otherwise to '/'. Back skips
 * the titles opened from inside the overlay, so close always returns to the explore page the visitor left; a
 * tab that opened on the overlay (sessionStorage is copied into it) goes to that explore page instead.
 */
export function closeTarget({
  lastPage,
  overlayEntries,
  historyLength,
  pathname,
}: CloseContext): CloseTarget {
  if (!lastPage) return { type: "go", to: "/" };
  // The visitor changed language on the overlay (a whole new page): going back would show this title again in
  // the language they left. The explore page they came from opens instead, in this language (the caller's
  // navigate puts it in the page's language).
  if (pathname !== undefined && languageOfPath(lastPage) !== languageOfPath(pathname)) {
    return { type: "go", to: lastPage };
  }
  const steps = Math.max(1, Math.floor(overlayEntries));
  if (historyLength > steps) return { type: "back", steps };
  return { type: "go", to: lastPage };
}
