import { describe, expect, it } from "vitest";
import type { Catalogue } from "./catalogue";
import { CatalogueError } from "./catalogue-error";
import { seasonsToRead, seriesSchedule } from "./series-schedule.server";
import type { Episode, Season, SeriesAiring, TitleDetails } from "./types";

// A series' schedule around today, from a hand-made catalogue: which seasons are read, what falls in
// the window, and when a series counts as having no date announced.

const TODAY = "2026-11-26";

function episode(seasonNumber: number, episodeNumber: number, airDate: string | null, name = ""): Episode {
  return {
    seasonNumber,
    episodeNumber,
    name: name || `Chapter ${seasonNumber}.${episodeNumber}`,
    overview: "",
    stillPath: null,
    runtime: null,
    airDate,
  };
}

/** Weekly episodes from a first date. */
function weekly(seasonNumber: number, first: string, count: number): Episode[] {
  return Array.from({ length: count }, (_, index) =>
    episode(
      seasonNumber,
      index + 1,
      new Date(Date.parse(first) + index * 7 * 86_400_000).toISOString().slice(0, 10),
    ),
  );
}

function details(seasons: Array<[number, string | null, number]>, airing: SeriesAiring): TitleDetails {
  return {
    id: 7,
    kind: "series",
    title: "Harbour Lights",
    overview: "",
    posterPath: "/p.jpg",
    backdropPath: null,
    releaseDate: "2020-01-01",
    voteAverage: 7,
    genreIds: [18],
    tagline: "",
    runtime: null,
    genres: [],
    numberOfSeasons: seasons.length,
    seasons: seasons.map(([seasonNumber, airDate, episodeCount]) => ({
      seasonNumber,
      name: `Season ${seasonNumber}`,
      episodeCount,
      posterPath: null,
      airDate,
    })),
    similar: [],
    recommendations: [],
    videos: [],
    watchProviders: {},
    imdbId: null,
    airing,
  };
}

function catalogueOf(title: TitleDetails, seasons: Record<number, Episode[] | Error>) {
  const asked: number[] = [];
  const catalogue = {
    async getTitle(kind: string, id: number) {
      if (kind !== "series" || id !== title.id) throw new CatalogueError("not_found", "no");
      return title;
    },
    async getSeason(seriesId: number, seasonNumber: number): Promise<Season> {
      asked.push(seasonNumber);
      const episodes = seasons[seasonNumber];
      if (episodes === undefined || episodes instanceof Error) throw episodes ?? new Error("unknown season");
      return { seriesId, seasonNumber, name: "", overview: "", posterPath: null, episodes };
    },
  } as unknown as Catalogue;
  return { catalogue, asked };
}

const airing = (lastEpisode: SeriesAiring["lastEpisode"], nextEpisode: SeriesAiring["nextEpisode"]) => ({
  status: "Returning Series",
  lastEpisode,
  nextEpisode,
});

describe("seriesSchedule", () => {
  it("lists the regular episodes from 15 days before to 61 after today, in air order, named from their season", async () => {
    const season3 = weekly(3, "2026-10-01", 16); // 2026-10-01 .. 2027-01-14
    const title = details(
      [
        [0, "2019-01-01", 3],
        [1, "2020-01-01", 10],
        [2, "2023-01-01", 10],
        [3, "2026-10-01", 16],
      ],
      airing(
        { seasonNumber: 3, episodeNumber: 9, episodeName: "", airDate: "2026-11-26" },
        { seasonNumber: 3, episodeNumber: 10, episodeName: "Untranslated", airDate: "2026-12-03" },
      ),
    );
    const { catalogue, asked } = catalogueOf(title, { 3: season3 });
    const schedule = await seriesSchedule(catalogue, 7, undefined, TODAY);
    expect(asked).toEqual([3]);
    expect(schedule.episodes.map((entry) => entry.airDate)).toEqual([
      "2026-11-12",
      "2026-11-19",
      "2026-11-26",
      "2026-12-03",
      "2026-12-10",
      "2026-12-17",
      "2026-12-24",
      "2026-12-31",
      "2027-01-07",
      "2027-01-14",
    ]);
    expect(schedule.lastAired).toEqual({
      seasonNumber: 3,
      episodeNumber: 9,
      name: "Chapter 3.9",
      airDate: "2026-11-26",
    });
    expect(schedule.nextEpisode?.name).toBe("Chapter 3.10");
    expect(schedule).toMatchObject({
      id: 7,
      title: "Harbour Lights",
      status: "Returning Series",
      dateAnnounced: true,
    });
  });

  it("reads a new season that starts in the window as well as the one ending, and leaves specials out", async () => {
    const title = details(
      [
        [0, "2026-11-20", 1],
        [1, "2026-09-01", 12],
        [2, "2026-12-20", 8],
      ],
      airing(
        { seasonNumber: 1, episodeNumber: 12, episodeName: "Finale", airDate: "2026-11-17" },
        { seasonNumber: 2, episodeNumber: 1, episodeName: "Return", airDate: "2026-12-20" },
      ),
    );
    const { catalogue, asked } = catalogueOf(title, {
      0: [episode(0, 1, "2026-11-20")],
      1: weekly(1, "2026-09-01", 12),
      2: weekly(2, "2026-12-20", 8),
    });
    const schedule = await seriesSchedule(catalogue, 7, undefined, TODAY);
    expect(asked).toEqual([1, 2]);
    expect(schedule.episodes.map((entry) => `S${entry.seasonNumber}E${entry.episodeNumber}`)).toEqual([
      "S1E12",
      "S2E1",
      "S2E2",
      "S2E3",
      "S2E4",
      "S2E5",
      "S2E6",
    ]);
    // S2E7 airs on 2027-01-31, past today + 61.
  });

  it("says no date is announced for a returning series with no dated next episode, not for an ended one", async () => {
    const last = { seasonNumber: 2, episodeNumber: 8, episodeName: "End", airDate: "2025-05-01" };
    const waiting = details(
      [
        [1, "2024-01-01", 8],
        [2, "2025-03-13", 8],
        [3, null, 0],
      ],
      airing(last, null),
    );
    const undated = details(
      [
        [1, "2024-01-01", 8],
        [2, "2025-03-13", 8],
        [3, null, 6],
      ],
      airing(last, { seasonNumber: 3, episodeNumber: 1, episodeName: "", airDate: null }),
    );
    const ended = details([[1, "2024-01-01", 8]], { status: "Ended", lastEpisode: last, nextEpisode: null });
    const none = await seriesSchedule(catalogueOf(waiting, {}).catalogue, 7, undefined, TODAY);
    expect(none).toMatchObject({ dateAnnounced: false, nextEpisode: null, episodes: [] });
    const { catalogue, asked } = catalogueOf(undated, { 3: [episode(3, 1, null)] });
    expect(await seriesSchedule(catalogue, 7, undefined, TODAY)).toMatchObject({
      dateAnnounced: false,
      nextEpisode: null,
    });
    expect(asked).toEqual([3]);
    expect((await seriesSchedule(catalogueOf(ended, {}).catalogue, 7, undefined, TODAY)).dateAnnounced).toBe(
      true,
    );
  });

  it("still answers when a season fails, and passes the catalogue's not_found on", async () => {
    const title = details(
      [[1, "2026-11-01", 10]],
      airing(
        { seasonNumber: 1, episodeNumber: 4, episodeName: "Four", airDate: "2026-11-22" },
        { seasonNumber: 1, episodeNumber: 5, episodeName: "", airDate: "2026-11-29" },
      ),
    );
    const { catalogue } = catalogueOf(title, { 1: new CatalogueError("unavailable", "down") });
    const schedule = await seriesSchedule(catalogue, 7, undefined, TODAY);
    expect(schedule.episodes).toEqual([]);
    expect(schedule.lastAired?.name).toBe("Four");
    expect(schedule.nextEpisode?.name).toBe("Episode 5");
    await expect(seriesSchedule(catalogue, 8, undefined, TODAY)).rejects.toMatchObject({
      reason: "not_found",
    });
  });

  it("without TMDB's last and next episode, reads the latest season begun before the window", () => {
    const title = details(
      [
        [1, "2020-01-01", 10],
        [2, "2026-06-01", 30],
        [3, "2027-06-01", 10],
      ],
      { status: "", lastEpisode: null, nextEpisode: null },
    );
    expect(seasonsToRead(title, "2026-11-11", "2027-01-26")).toEqual([2]);
  });
});
