import { describe, expect, it } from "vitest";
import { i18nIn as inLanguage } from "~/i18n/test-language";
import { parsePlayRequest } from "./play-request";
import {
  episodeCountOf,
  episodeLabel,
  isPlayableEpisode,
  nextEpisodePath,
  parseTitleId,
  parseWatchQuery,
  watchHeading,
} from "./watch-rules";

const english = inLanguage("en");

const query = (search: string) => parseWatchQuery(new URLSearchParams(search));

describe("series or movie, from s and e (spec §5)", () => {
  it("is a movie without s and e, or with only one of them", () => {
    expect(query("")).toEqual({ kind: "movie" });
    expect(query("s=2")).toEqual({ kind: "movie" });
    expect(query("e=7&me=10")).toEqual({ kind: "movie" });
    expect(query("s=&e=")).toEqual({ kind: "movie" });
  });

  it("is a series episode with both, carrying me as the known episode count", () => {
    expect(query("s=2&e=7&me=10")).toEqual({ kind: "series", season: 2, episode: 7, knownEpisodeCount: 10 });
    expect(query("s=0&e=1")).toEqual({ kind: "series", season: 0, episode: 1, knownEpisodeCount: null });
  });

  it("refuses a series link whose season or episode is not a valid number (the visitor goes to /)", () => {
    for (const search of [
      "s=x&e=1",
      "s=1&e=0",
      "s=-1&e=2",
      "s=1.5&e=2",
      "s=1&e=1e3",
      "s=1001&e=1",
      "s=1&e=10001",
    ]) {
      expect(query(search), search).toBeNull();
    }
  });

  it("ignores a bad me: it is only a hint", () => {
    expect(query("s=1&e=2&me=abc")).toMatchObject({ knownEpisodeCount: null });
    expect(query("s=1&e=2&me=0")).toMatchObject({ knownEpisodeCount: null });
  });

  it("reads ids as positive whole numbers only", () => {
    expect(parseTitleId("1399")).toBe(1399);
    for (const raw of ["0", "-1", "abc", "1.5", "99999999999999999999", undefined]) {
      expect(parseTitleId(raw), String(raw)).toBeNull();
    }
  });
});

describe("redirect decisions (spec §4, §5)", () => {
  it("plays an episode within the show's seasons and the season's count", () => {
    expect(isPlayableEpisode(2, 7, 4, 11)).toBe(true);
    expect(isPlayableEpisode(4, 14, 4, 14)).toBe(true);
  });

  it("sends the visitor away when the season exceeds the show's seasons", () => {
    expect(isPlayableEpisode(5, 1, 4, 10)).toBe(false);
  });

  it("sends the visitor away when the episode exceeds the count", () => {
    expect(isPlayableEpisode(2, 12, 4, 11)).toBe(false);
  });

  it("never sends anyone away on an unknown count", () => {
    expect(isPlayableEpisode(2, 99, 4, null)).toBe(true);
  });

  it("takes the count from the season's data, then the show's season list, then me", () => {
    expect(episodeCountOf({ numberOfSeasons: 4, seasonEpisodeCount: 11, listedEpisodeCount: 10 }, 3)).toBe(
      11,
    );
    expect(episodeCountOf({ numberOfSeasons: 4, seasonEpisodeCount: null, listedEpisodeCount: 10 }, 3)).toBe(
      10,
    );
    expect(
      episodeCountOf({ numberOfSeasons: 4, seasonEpisodeCount: null, listedEpisodeCount: null }, 3),
    ).toBe(3);
  });
});

describe("next episode", () => {
  it("moves to episode + 1 and carries the count while the episode is below it", () => {
    expect(nextEpisodePath(1399, 2, 7, 11)).toBe("/watch/1399?s=2&e=8&me=11");
  });

  it("is absent on the season's last episode and when the count is unknown", () => {
    expect(nextEpisodePath(1399, 2, 11, 11)).toBeNull();
    expect(nextEpisodePath(1399, 2, 7, null)).toBeNull();
  });
});

describe("headings", () => {
  it("reads the title, plus ' S{s} E{e}' for an episode", () => {
    expect(watchHeading("Dark", { season: 2, episode: 7 }, english)).toBe("Dark S2 E7");
    expect(watchHeading("Heat", null, english)).toBe("Heat");
  });

  it("words the episode as the page's language does", () => {
    expect(watchHeading("Dark", { season: 2, episode: 7 }, inLanguage("es"))).toBe("Dark T2 E7");
    expect(watchHeading("Dark", { season: 2, episode: 7 }, inLanguage("ja"))).toBe("Dark シーズン2 第7話");
    expect(episodeLabel(2, 7, inLanguage("de"))).toBe("S2 F7");
    expect(episodeLabel(2, 7, english)).toBe("S2 E7");
  });
});

describe("GET /api/embed parameters", () => {
  const params = (search: string) => new URLSearchParams(search);

  it("accepts movies by id and series with s and e", () => {
    expect(parsePlayRequest("movie", "550", params(""))).toEqual({ request: { kind: "movie", id: 550 } });
    expect(parsePlayRequest("series", "1399", params("s=2&e=7"))).toEqual({
      request: { kind: "series", id: 1399, season: 2, episode: 7 },
    });
  });

  it("refuses other types, bad ids and series without a valid s and e", () => {
    expect(parsePlayRequest("tv", "1399", params("s=1&e=1"))).toHaveProperty("error");
    expect(parsePlayRequest("movie", "0", params(""))).toHaveProperty("error");
    expect(parsePlayRequest("series", "1399", params("s=1"))).toHaveProperty("error");
    expect(parsePlayRequest("series", "1399", params("s=1&e=0"))).toHaveProperty("error");
    expect(parsePlayRequest("series", "1399", params("s=1001&e=1"))).toHaveProperty("error");
  });
});
