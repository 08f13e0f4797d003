import { describe, expect, it } from "vitest";
import { i18nIn } from "~/i18n/test-language";
import { daysBetween, episodeWhen, localDay } from "./episode-when";

const episode = (airDate: string) => ({ seasonNumber: 3, episodeNumber: 4, airDate });

describe("localDay", () => {
  // 2025-06-10 23:30 UTC: already 00:30 on the 11th in London (summer time), still the afternoon of the 10th in LA.
  const instant = Date.UTC(2025, 5, 10, 23, 30);

  it("is the calendar date where the visitor is, not in UTC", () => {
    expect(localDay(instant, "UTC")).toBe("2025-06-10");
    expect(localDay(instant, "Europe/London")).toBe("2025-06-11");
    expect(localDay(instant, "Pacific/Kiritimati")).toBe("2025-06-11");
    expect(localDay(instant, "America/Los_Angeles")).toBe("2025-06-10");
  });
});

describe("daysBetween", () => {
  it("counts calendar days, across months, years and daylight saving changes", () => {
    expect(daysBetween("2025-06-10", "2025-06-12")).toBe(2);
    expect(daysBetween("2025-06-12", "2025-06-10")).toBe(-2);
    expect(daysBetween("2024-12-31", "2025-01-01")).toBe(1);
    expect(daysBetween("2025-03-29", "2025-03-31")).toBe(2);
    expect(daysBetween("2024-02-28", "2024-03-01")).toBe(2);
  });

  it("is NaN for anything that is not a date", () => {
    expect(daysBetween("2025-06-10", "soon")).toBeNaN();
  });
});

describe("episodeWhen", () => {
  it("says which episode and how many days ago it aired, from the visitor's today", () => {
    const english = i18nIn("en");
    expect(episodeWhen(english, episode("2025-06-08"), "2025-06-10")).toBe("S3 E4 · 2 days ago");
    expect(episodeWhen(english, episode("2025-06-09"), "2025-06-10")).toBe("S3 E4 · yesterday");
    expect(episodeWhen(english, episode("2025-06-10"), "2025-06-10")).toBe("S3 E4 · today");
    expect(episodeWhen(english, episode("2025-06-13"), "2025-06-10")).toBe("S3 E4 · in 3 days");
  });

  it("changes with the visitor's time zone at the same instant", () => {
    const english = i18nIn("en");
    const instant = Date.UTC(2025, 5, 10, 23, 30);
    const aired = episode("2025-06-09");
    expect(episodeWhen(english, aired, localDay(instant, "America/Los_Angeles"))).toBe("S3 E4 · yesterday");
    expect(episodeWhen(english, aired, localDay(instant, "Asia/Tokyo"))).toBe("S3 E4 · 2 days ago");
  });

  it("speaks the page's language, in the digits the page writes", () => {
    expect(episodeWhen(i18nIn("es"), episode("2025-06-07"), "2025-06-10")).toBe("T3 E4 · hace 3 días");
    expect(episodeWhen(i18nIn("de"), episode("2025-06-09"), "2025-06-10")).toBe("S3 F4 · gestern");
    expect(episodeWhen(i18nIn("ja"), episode("2025-06-05"), "2025-06-10")).toBe("S3 第4話・5 日前");
    const arabic = episodeWhen(i18nIn("ar"), episode("2025-06-05"), "2025-06-10");
    expect(arabic).toContain("م3 ح4");
    expect(arabic).toContain("5");
    expect(arabic).not.toMatch(/[٠-٩]/);
  });

  it("leaves the date out rather than write nonsense for a malformed one", () => {
    expect(episodeWhen(i18nIn("en"), episode("someday"), "2025-06-10")).toBe("S3 E4");
  });
});
