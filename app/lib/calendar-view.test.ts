import { describe, expect, it } from "vitest";
import type { SeriesSchedule } from "~/catalogue/types";
import { calendarView, localDay } from "./calendar-view";

// The calendar's days: the visitor's today decides what has aired, what is coming, and what is out of range.

function schedule(id: number, title: string, dates: string[], dateAnnounced = true): SeriesSchedule {
  return {
    id,
    title,
    posterPath: null,
    backdropPath: null,
    status: "Returning Series",
    lastAired: null,
    nextEpisode: null,
    episodes: dates.map((airDate, index) => ({
      seasonNumber: 1,
      episodeNumber: index + 1,
      name: `E${index + 1}`,
      airDate,
    })),
    dateAnnounced,
  };
}

describe("calendarView", () => {
  it("groups the last 7 days (today included) and the next 60 by day, in date order, titles sorted within a day", () => {
    const view = calendarView(
      [
        schedule(2, "Zebra Crossing", ["2026-11-19", "2026-11-20", "2026-11-26", "2026-11-27"]),
        schedule(1, "Abbey Road", ["2026-11-26", "2027-01-25", "2027-01-26"]),
      ],
      "2026-11-26",
    );
    expect(view.aired.map((day) => [day.date, day.entries.map((entry) => entry.series.title)])).toEqual([
      ["2026-11-20", ["Zebra Crossing"]],
      ["2026-11-26", ["Abbey Road", "Zebra Crossing"]],
    ]);
    expect(view.aired.flatMap((day) => day.entries).every((entry) => entry.aired)).toBe(true);
    expect(view.coming.map((day) => day.date)).toEqual(["2026-11-27", "2027-01-25"]);
    expect(view.coming.flatMap((day) => day.entries).some((entry) => entry.aired)).toBe(false);
  });

  it("lists series with no date announced apart, by title", () => {
    const view = calendarView(
      [schedule(3, "Quiet Season", [], false), schedule(4, "Another Wait", ["2026-11-25"], false)],
      "2026-11-26",
    );
    expect(view.undated.map((series) => series.title)).toEqual(["Another Wait", "Quiet Season"]);
    expect(view.aired).toHaveLength(1);
  });

  it("reads today in the visitor's time zone", () => {
    const instant = new Date("2026-11-26T23:30:00Z");
    expect(localDay(instant, "UTC")).toBe("2026-11-26");
    expect(localDay(instant, "Asia/Tokyo")).toBe("2026-11-27");
    expect(localDay(instant, "America/Los_Angeles")).toBe("2026-11-26");
    expect(localDay(new Date("2026-11-26T05:00:00Z"), "America/Los_Angeles")).toBe("2026-11-25");
  });
});
