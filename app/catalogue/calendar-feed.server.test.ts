import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { DEMO_API_BASE_URL, handleDemoRequest } from "~/demo/handler.server";
import { i18nIn } from "~/i18n/test-language";
import { isoDay } from "~/lib/next-episode";
import {
  calendarFeed,
  type FeedOptions,
  MAX_FEED_SERIES,
  parseSeriesParameter,
} from "./calendar-feed.server";
import type { Catalogue } from "./catalogue";
import { CatalogueError } from "./catalogue-error";
import { shiftDay } from "./series-schedule.server";
import { createTmdbClient } from "./tmdb-client.server";
import type { Season, TitleDetails } from "./types";

// The calendar feed, parsed by ical.js as a calendar app would: the episodes of the asked series in the window,
// as all-day events with stable UIDs and a link to the watch page; bad and unknown ids skipped; 200 series at most.

const TODAY = "2026-11-26";

function events(text: string) {
  return new ICAL.Component(ICAL.parse(text))
    .getAllSubcomponents("vevent")
    .map((component) => ({ event: new ICAL.Event(component), url: component.getFirstPropertyValue("url") }));
}

/** A catalogue of series 1..n, each with one weekly season around TODAY; `asked` counts details calls. */
function fakeCatalogue(options: { fail?: number; names?: Record<number, string> } = {}) {
  const asked: number[] = [];
  const catalogue = {
    async getTitle(_kind: string, id: number): Promise<TitleDetails> {
      asked.push(id);
      if (id === options.fail) throw new CatalogueError("unavailable", "down");
      if (id > 100_000) throw new CatalogueError("not_found", "unknown");
      return {
        id,
        kind: "series",
        title: options.names?.[id] ?? `Series ${id}`,
        overview: "",
        posterPath: null,
        backdropPath: null,
        releaseDate: null,
        voteAverage: 0,
        genreIds: [],
        tagline: "",
        runtime: null,
        genres: [],
        numberOfSeasons: 1,
        seasons: [
          { seasonNumber: 1, name: "Season 1", episodeCount: 6, posterPath: null, airDate: "2026-11-12" },
        ],
        similar: [],
        recommendations: [],
        videos: [],
        watchProviders: {},
        imdbId: null,
        airing: {
          status: "Returning Series",
          lastEpisode: { seasonNumber: 1, episodeNumber: 3, episodeName: "", airDate: "2026-11-26" },
          nextEpisode: { seasonNumber: 1, episodeNumber: 4, episodeName: "", airDate: "2026-12-03" },
        },
      };
    },
    async getSeason(seriesId: number, seasonNumber: number): Promise<Season> {
      return {
        seriesId,
        seasonNumber,
        name: "",
        overview: "",
        posterPath: null,
        episodes: [0, 1, 2, 3, 4, 5].map((index) => ({
          seasonNumber,
          episodeNumber: index + 1,
          name: index === 3 ? "Salt, Pepper; and \\ Vinegar" : `Part ${index + 1}`,
          overview: "",
          stillPath: null,
          runtime: null,
          airDate: shiftDay("2026-11-12", 7 * index),
        })),
      };
    },
  } as unknown as Catalogue;
  return { catalogue, asked };
}

function options(catalogue: Catalogue, overrides: Partial<FeedOptions> = {}): FeedOptions {
  return {
    catalogue,
    locale: { language: "en-US" },
    i18n: i18nIn("en"),
    today: TODAY,
    productName: "Marquee",
    origin: "https://marquee.example",
    segment: "",
    ...overrides,
  };
}

describe("parseSeriesParameter", () => {
  it("keeps valid TMDB ids once, in order, and counts the rest as skipped", () => {
    expect(parseSeriesParameter("1399, 66732,1399,,abc,-4,0,2.5,007,12345678901,1e3, 42")).toEqual({
      ids: [1399, 66732, 42],
      skipped: 8,
    });
    expect(parseSeriesParameter("")).toEqual({ ids: [], skipped: 1 });
    expect(parseSeriesParameter(null)).toBeNull();
  });

  it("takes 200 series at most", () => {
    const ids = Array.from({ length: 260 }, (_, index) => index + 1);
    expect(parseSeriesParameter(ids.join(","))?.ids).toEqual(ids.slice(0, MAX_FEED_SERIES));
  });
});

describe("calendarFeed", () => {
  it("lists each series' episodes from 6 days ago to 60 days on as all-day events linking to their watch page", async () => {
    const { catalogue } = fakeCatalogue({ names: { 1: "Harbour Lights" } });
    const text = await calendarFeed(options(catalogue), [1]);
    const listed = events(text);
    // Episodes air 2026-11-12, 19, 26, 12-03, 10, 17; the last 7 days are the 20th to the 26th.
    expect(listed.map(({ event }) => event.startDate.toString())).toEqual([
      "2026-11-26",
      "2026-12-03",
      "2026-12-10",
      "2026-12-17",
    ]);
    expect(listed.every(({ event }) => event.startDate.isDate)).toBe(true);
    const [, third] = listed;
    expect(third?.event.summary).toBe("Harbour Lights · S1 E4 · Salt, Pepper; and \\ Vinegar");
    expect(third?.event.uid).toBe("1-s1-e4@marquee.example");
    expect(third?.url).toBe("https://marquee.example/watch/1?s=1&e=4");
    expect(third?.event.description).toBe("Watch on Marquee: https://marquee.example/watch/1?s=1&e=4");
  });

  it("gives back a long title with commas, semicolons, newlines and any script whole, in CRLF lines", async () => {
    const title = `${"Law, Order; Special Victims \\ Unit. ".repeat(3)}第12話「約束の日」 🎬 ü العربية\nPart two\u0007`;
    const { catalogue } = fakeCatalogue({ names: { 1: title } });
    const text = await calendarFeed(options(catalogue, { productName: "Law, Order" }), [1]);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(text).toMatch(/\r\n /);
    const [first] = events(text);
    // The bell is dropped: a TEXT value may not hold control characters.
    expect(first?.event.summary).toBe(`${title.slice(0, -1)} · S1 E3 · Part 3`);
    expect(first?.event.description).toBe("Watch on Law, Order: https://marquee.example/watch/1?s=1&e=3");
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue("prodid")).toBe("-//Law, Order//Episode calendar//EN");
    // ical.js reads NAME and X-WR-CALNAME as written, escapes included; calendar apps unescape them as TEXT.
    expect(text).toContain("\r\nX-WR-CALNAME:Law\\, Order: my series\r\n");
  });

  it("gives the same text, UIDs included, on every call of a day, and names the page's language in links", async () => {
    const { catalogue } = fakeCatalogue();
    const first = await calendarFeed(options(catalogue), [3, 1, 2]);
    expect(await calendarFeed(options(catalogue), [3, 1, 2])).toBe(first);
    const uids = events(first).map(({ event }) => event.uid);
    expect(new Set(uids).size).toBe(uids.length);
    expect(uids).toContain("2-s1-e3@marquee.example");
    const spanish = await calendarFeed(options(catalogue, { i18n: i18nIn("es"), segment: "es" }), [1]);
    expect(events(spanish)[0]?.url).toBe("https://marquee.example/es/watch/1?s=1&e=3");
    expect(events(spanish)[0]?.event.summary).toBe("Series 1 · T1 E3 · Part 3");
  });

  it("skips unknown series, and fails whole when the catalogue does not answer for one", async () => {
    const { catalogue } = fakeCatalogue({ fail: 2 });
    const text = await calendarFeed(options(catalogue), [1, 424242, 3]);
    expect(new Set(events(text).map(({ event }) => event.uid.split("-")[0]))).toEqual(new Set(["1", "3"]));
    await expect(calendarFeed(options(catalogue), [1, 2])).rejects.toMatchObject({ reason: "unavailable" });
  });

  it("is a valid empty calendar for no series", async () => {
    const text = await calendarFeed(options(fakeCatalogue().catalogue), []);
    expect(events(text)).toEqual([]);
    expect(new ICAL.Component(ICAL.parse(text)).getFirstPropertyValue("prodid")).toBe(
      "-//Marquee//Episode calendar//EN",
    );
  });

  it("asks for 200 series at most", async () => {
    const { catalogue, asked } = fakeCatalogue();
    const request = parseSeriesParameter(Array.from({ length: 250 }, (_, index) => index + 1).join(","));
    await calendarFeed(options(catalogue), request?.ids ?? []);
    expect(asked).toHaveLength(200);
  });

  it("on the demo catalogue, lists this week's episodes of series on the air", async () => {
    const demo = createTmdbClient({ baseUrl: DEMO_API_BASE_URL, credential: null, fetch: handleDemoRequest });
    const onTheAir = await demo.listSeries("on_the_air");
    const ids = onTheAir.results.slice(0, 5).map((series) => series.id);
    const today = isoDay();
    const text = await calendarFeed(options(demo, { today }), ids);
    const dates = events(text).map(({ event }) => event.startDate.toString());
    expect(dates.length).toBeGreaterThan(5);
    expect(dates.some((date) => date > shiftDay(today, -7) && date <= today)).toBe(true);
    expect(dates.some((date) => date > today && date <= shiftDay(today, 7))).toBe(true);
  });
});
