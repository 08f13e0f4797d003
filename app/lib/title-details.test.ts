import { describe, expect, it } from "vitest";
import { i18nIn } from "~/i18n/test-language";
import {
  closeTarget,
  defaultSeason,
  episodeWatchPath,
  formatRating,
  formatRuntime,
  formatYear,
  playLabel,
  resumeEpisode,
  seasonOptions,
  seasonsLabel,
} from "./title-details";

// The page's words and number formats come with its language; English unless a test says otherwise.
const english = i18nIn("en");
const spanish = i18nIn("es");
const japanese = i18nIn("ja");
const arabic = i18nIn("ar");

const season = (seasonNumber: number, episodeCount = 10, name = `Season ${seasonNumber}`) => ({
  seasonNumber,
  name,
  episodeCount,
});

describe("the overlay's facts", () => {
  it("writes runtimes as 'Xh Ym', dropping a zero part, and nothing when unknown", () => {
    expect(formatRuntime(135, english)).toBe("2h 15m");
    expect(formatRuntime(45, english)).toBe("45m");
    expect(formatRuntime(60, english)).toBe("1h");
    expect(formatRuntime(61, english)).toBe("1h 1m");
    expect([
      formatRuntime(null, english),
      formatRuntime(0, english),
      formatRuntime(-5, english),
      formatRuntime(Number.NaN, english),
    ]).toEqual([null, null, null, null]);
  });

  it("rounds the rating to one decimal and hides a rating with no votes", () => {
    expect(formatRating(7.254, english)).toBe("7.3");
    expect(formatRating(8, english)).toBe("8.0");
    expect(formatRating(0, english)).toBeNull();
  });

  it("counts seasons with the word Seasons, singular for one", () => {
    expect(seasonsLabel(3, english)).toBe("3 Seasons");
    expect(seasonsLabel(1, english)).toBe("1 Season");
    expect(seasonsLabel(0, english)).toBeNull();
  });

  it("shows the release year, and nothing without a date", () => {
    expect(formatYear("2026-01-01", english)).toBe("2026");
    expect(formatYear(null, english)).toBeNull();
    expect(formatYear("soon", english)).toBeNull();
  });
});

describe("the overlay's facts in other languages", () => {
  it("writes runtimes, ratings and season counts as the language does", () => {
    expect(formatRuntime(135, spanish)).toBe("2 h 15 min");
    expect(formatRuntime(45, spanish)).toBe("45 min");
    expect(formatRuntime(135, japanese)).toBe("2時間15分");
    expect(formatRating(7.254, spanish)).toBe("7,3");
    expect(seasonsLabel(1, spanish)).toBe("1 temporada");
    expect(seasonsLabel(3, spanish)).toBe("3 temporadas");
    expect(seasonsLabel(3, japanese)).toBe("3シーズン");
    expect(formatYear("2026-01-01", japanese)).toBe("2026年");
  });

  it("uses every Arabic plural form for season counts", () => {
    expect([1, 2, 3, 11, 100].map((count) => seasonsLabel(count, arabic))).toEqual([
      "موسم واحد",
      "موسمان",
      `${arabic.number(3)} مواسم`,
      `${arabic.number(11)} موسمًا`,
      `${arabic.number(100)} موسم`,
    ]);
  });

  it("names seasons and the play button in the page's language", () => {
    expect(seasonOptions([season(0, 4, ""), season(1)], spanish)).toEqual([
      { value: 1, label: "Temporada 1" },
      { value: 0, label: "Especiales" },
    ]);
    expect(playLabel("movie", { season: 1, episode: 1 }, spanish)).toBe("Reproducir");
    expect(playLabel("series", { season: 2, episode: 7 }, spanish)).toBe("T2:E7");
  });
});

describe("season options", () => {
  it("lists 'Season N' in order, with TMDB's season 0 last under its own name", () => {
    const options = seasonOptions([season(0, 4, "Specials"), season(2), season(1)], english);
    expect(options).toEqual([
      { value: 1, label: "Season 1" },
      { value: 2, label: "Season 2" },
      { value: 0, label: "Specials" },
    ]);
  });

  it("starts on season 1, else the first regular season, else the specials", () => {
    expect(defaultSeason([season(0), season(1), season(2)])).toBe(1);
    expect(defaultSeason([season(3), season(4)])).toBe(3);
    expect(defaultSeason([season(0)])).toBe(0);
    expect(defaultSeason([])).toBeNull();
  });
});

describe("the play button", () => {
  const seasons = [season(1, 10), season(2, 21)];

  it("reads 'Play' for a movie and 'S{season} E{episode}' for a series", () => {
    expect(playLabel("movie", { season: 1, episode: 1 }, english)).toBe("Play");
    expect(playLabel("series", { season: 2, episode: 7 }, english)).toBe("S2 E7");
  });

  it("resumes at the saved episode, or starts at S1 E1", () => {
    expect(resumeEpisode(seasons, { season: 2, episode: 7 })).toEqual({ season: 2, episode: 7 });
    expect(resumeEpisode(seasons, null)).toEqual({ season: 1, episode: 1 });
  });

  it("does not trust saved progress the show cannot have", () => {
    expect(resumeEpisode(seasons, { season: 9, episode: 3 })).toEqual({ season: 1, episode: 1 });
    expect(resumeEpisode(seasons, { season: 1, episode: 40 })).toEqual({ season: 1, episode: 1 });
    // A season whose episode count TMDB does not know yet keeps the saved episode.
    expect(resumeEpisode([season(1, 0)], { season: 1, episode: 4 })).toEqual({ season: 1, episode: 4 });
  });

  it("links episodes to the player with s, e and the season's episode count", () => {
    expect(episodeWatchPath(1399, { season: 2, episode: 7 }, 21)).toBe("/watch/1399?s=2&e=7&me=21");
    expect(episodeWatchPath(1399, { season: 1, episode: 1 })).toBe("/watch/1399?s=1&e=1");
  });
});

describe("closeTarget", () => {
  it("goes to / when the visitor did not come from an explore page", () => {
    expect(closeTarget({ lastPage: null, overlayEntries: 1, historyLength: 5 })).toEqual({
      type: "go",
      to: "/",
    });
  });

  it("goes back one step to the explore page the overlay was opened from", () => {
    const lastPage = "/explore-movies?p=2&g=popular";
    expect(closeTarget({ lastPage, overlayEntries: 1, historyLength: 3 })).toEqual({
      type: "back",
      steps: 1,
    });
  });

  it("skips the titles opened from inside the overlay on the way back", () => {
    const lastPage = "/explore-series?p=1&g=top_rated";
    expect(closeTarget({ lastPage, overlayEntries: 3, historyLength: 6 })).toEqual({
      type: "back",
      steps: 3,
    });
  });

  it("opens the explore page when there is no history to go back through (a new tab)", () => {
    const lastPage = "/explore-movies?p=2&g=popular";
    expect(closeTarget({ lastPage, overlayEntries: 1, historyLength: 1 })).toEqual({
      type: "go",
      to: lastPage,
    });
  });

  it("opens the explore page after a change of language on the overlay, instead of going back to the old one", () => {
    // /es/explore-movies -> /es/movie/1 -> the switcher's العربية: a new page at /ar/movie/1, whose entry before
    // is the Spanish overlay of the same title.
    const lastPage = "/es/explore-movies?p=2&g=popular";
    expect(closeTarget({ lastPage, overlayEntries: 1, historyLength: 3, pathname: "/ar/movie/1" })).toEqual({
      type: "go",
      to: lastPage,
    });
    expect(closeTarget({ lastPage, overlayEntries: 1, historyLength: 3, pathname: "/movie/1" })).toEqual({
      type: "go",
      to: lastPage,
    });
    // In the explore page's own language, back as before.
    expect(closeTarget({ lastPage, overlayEntries: 1, historyLength: 3, pathname: "/es/movie/1" })).toEqual({
      type: "back",
      steps: 1,
    });
  });
});
