import { describe, expect, it } from "vitest";
import { type EpisodeFacts, nextEpisode, nextUnwatched, type SeasonFacts } from "./next-episode";

const today = "2026-11-23";
const seasons: SeasonFacts[] = [
  { seasonNumber: 0, episodeCount: 3, airDate: "2019-05-01" },
  { seasonNumber: 1, episodeCount: 8, airDate: "2019-01-10" },
  { seasonNumber: 2, episodeCount: 10, airDate: "2021-03-02" },
  // Announced, not aired yet.
  { seasonNumber: 3, episodeCount: 8, airDate: "2027-02-01" },
];
const episodes = (count: number, firstUnaired = count + 1): EpisodeFacts[] =>
  Array.from({ length: count }, (_, index) => ({
    episodeNumber: index + 1,
    airDate: index + 1 >= firstUnaired ? "2027-01-01" : "2021-03-02",
  }));

describe("nextEpisode", () => {
  it("is the next episode of the same season", () => {
    expect(nextEpisode({ current: { season: 1, episode: 3 }, seasons, today })).toEqual({
      season: 1,
      episode: 4,
    });
  });

  it("crosses from a season's last episode to the next season's first", () => {
    expect(nextEpisode({ current: { season: 1, episode: 8 }, seasons, today })).toEqual({
      season: 2,
      episode: 1,
    });
  });

  it("never leads from a regular season into the specials", () => {
    const onlySpecialsAfter: SeasonFacts[] = [
      { seasonNumber: 1, episodeCount: 2, airDate: "2019-01-10" },
      { seasonNumber: 0, episodeCount: 5, airDate: "2020-01-01" },
    ];
    expect(nextEpisode({ current: { season: 1, episode: 2 }, seasons: onlySpecialsAfter, today })).toBeNull();
  });

  it("goes from a special to the next special, and stops after the last one", () => {
    expect(nextEpisode({ current: { season: 0, episode: 1 }, seasons, today })).toEqual({
      season: 0,
      episode: 2,
    });
    expect(nextEpisode({ current: { season: 0, episode: 3 }, seasons, today })).toBeNull();
  });

  it("skips episodes and seasons that have not aired", () => {
    const episodesOf = (season: number) => (season === 2 ? episodes(10, 7) : null);
    // Episodes 7-10 of season 2 air next year; season 3 too.
    expect(nextEpisode({ current: { season: 2, episode: 5 }, seasons, episodesOf, today })).toEqual({
      season: 2,
      episode: 6,
    });
    expect(nextEpisode({ current: { season: 2, episode: 6 }, seasons, episodesOf, today })).toBeNull();
    expect(nextEpisode({ current: { season: 2, episode: 10 }, seasons, today })).toBeNull();
  });

  it("treats an episode or season without a date as not aired", () => {
    const undated: SeasonFacts[] = [
      { seasonNumber: 1, episodeCount: 2, airDate: "2019-01-10" },
      { seasonNumber: 2, episodeCount: 6, airDate: null },
    ];
    expect(nextEpisode({ current: { season: 1, episode: 2 }, seasons: undated, today })).toBeNull();
    const episodesOf = () => [
      { episodeNumber: 1, airDate: "2019-01-10" },
      { episodeNumber: 2, airDate: null },
    ];
    expect(
      nextEpisode({ current: { season: 1, episode: 1 }, seasons: undated, episodesOf, today }),
    ).toBeNull();
  });

  it("skips a gap in the numbering and seasons without episodes", () => {
    const episodesOf = () => [
      { episodeNumber: 1, airDate: "2019-01-10" },
      { episodeNumber: 4, airDate: "2019-01-31" },
    ];
    expect(nextEpisode({ current: { season: 1, episode: 1 }, seasons, episodesOf, today })).toEqual({
      season: 1,
      episode: 4,
    });
    const empty: SeasonFacts[] = [
      { seasonNumber: 1, episodeCount: 1, airDate: "2019-01-10" },
      { seasonNumber: 2, episodeCount: 0, airDate: "2020-01-10" },
      { seasonNumber: 4, episodeCount: 3, airDate: "2022-01-10" },
    ];
    expect(nextEpisode({ current: { season: 1, episode: 1 }, seasons: empty, today })).toEqual({
      season: 4,
      episode: 1,
    });
  });
});

describe("nextUnwatched (next up by the watched marks)", () => {
  it("starts where the visitor is when that episode is not watched", () => {
    expect(nextUnwatched({ season: 1, episode: 3 }, { seasons, today }, () => false)).toEqual({
      season: 1,
      episode: 3,
    });
  });

  it("moves past watched episodes, across seasons", () => {
    const watched = new Set(["1:3", "1:4", "1:5", "1:6", "1:7", "1:8", "2:1"]);
    const isWatched = ({ season, episode }: { season: number; episode: number }) =>
      watched.has(`${season}:${episode}`);
    expect(nextUnwatched({ season: 1, episode: 3 }, { seasons, today }, isWatched)).toEqual({
      season: 2,
      episode: 2,
    });
  });

  it("is null when everything aired from there on is watched", () => {
    expect(nextUnwatched({ season: 2, episode: 9 }, { seasons, today }, () => true)).toBeNull();
  });
});
