import { describe, expect, it } from "vitest";
import { createI18n } from "~/i18n/runtime";
import { i18nIn } from "~/i18n/test-language";
import {
  certificationName,
  isUnratedCertification,
  KIDS_PARAM,
  keepKidsParam,
  kidsLimitLabel,
  kidsLimitOf,
  kidsLimitOfSearch,
  kidsParamOf,
  kidsParamValue,
  parseKidsLimit,
  sameKidsLimit,
  withKidsLimit,
  withKidsParam,
} from "./kids-limit";

const US_PG = { region: "US", certification: "PG" };

describe("the kids' limit in the URL (kids-limit.ts)", () => {
  it("reads REGION-CERTIFICATION as TMDB spells the certification", () => {
    expect(parseKidsLimit("US-PG")).toEqual(US_PG);
    expect(parseKidsLimit("US-TV-Y7")).toEqual({ region: "US", certification: "TV-Y7" });
    expect(parseKidsLimit("DE-6")).toEqual({ region: "DE", certification: "6" });
    expect(parseKidsLimit("GB-12A")).toEqual({ region: "GB", certification: "12A" });
    expect(parseKidsLimit("AU-MA 15+")).toEqual({ region: "AU", certification: "MA 15+" });
    expect(parseKidsLimit(null)).toBeNull();
    for (const bad of [
      "",
      "US",
      "us-PG",
      "USA-PG",
      "US-",
      "US_PG",
      "US-<b>",
      "US-PG;R",
      `US-${"A".repeat(30)}`,
    ])
      expect(parseKidsLimit(bad), bad).toBeNull();
  });

  it("takes a limit's parts only when well formed", () => {
    expect(kidsLimitOf("GB", "12A")).toEqual({ region: "GB", certification: "12A" });
    expect(kidsLimitOf("gb", "12A")).toBeNull();
    expect(kidsLimitOf("GB", 12)).toBeNull();
  });

  it("puts the limit in a path and takes it out, keeping the rest", () => {
    const limit = { region: "GB", certification: "12A" };
    expect(kidsParamValue(limit)).toBe("GB-12A");
    expect(withKidsLimit("/es/search?q=cat#x", limit)).toBe("/es/search?q=cat&kids=GB-12A#x");
    expect(withKidsLimit("/?kids=GB-12A&page=2", null)).toBe("/?page=2");
    expect(withKidsLimit("/", US_PG)).toBe("/?kids=US-PG");
    expect(withKidsLimit("/", { region: "AU", certification: "MA 15+" })).toBe("/?kids=AU-MA+15%2B");
    // Another limit is replaced, not repeated.
    expect(withKidsLimit("/search?kids=US-R&q=cat", US_PG)).toBe("/search?kids=US-PG&q=cat");
  });

  it("leaves other sites' addresses alone", () => {
    for (const path of ["https://www.themoviedb.org/movie/1", "//evil.example/", "mailto:a@b.c"]) {
      expect(withKidsLimit(path, US_PG)).toBe(path);
    }
  });

  it("reads the limit back from a query string, and names none when repeated", () => {
    const path = withKidsLimit("/search?q=cat", { region: "AU", certification: "MA 15+" });
    expect(kidsLimitOfSearch(path.slice(path.indexOf("?")))).toEqual({
      region: "AU",
      certification: "MA 15+",
    });
    expect(kidsLimitOfSearch("?q=cat")).toBeNull();
    expect(kidsLimitOfSearch(`?${KIDS_PARAM}=US-PG&${KIDS_PARAM}=US-R`)).toBeNull();
  });

  it("compares limits", () => {
    expect(sameKidsLimit(US_PG, { region: "US", certification: "PG" })).toBe(true);
    expect(sameKidsLimit(US_PG, { region: "US", certification: "G" })).toBe(false);
    expect(sameKidsLimit(null, null)).toBe(true);
    expect(sameKidsLimit(US_PG, null)).toBe(false);
  });

  it("says the limit in words", () => {
    const i18n = createI18n("en", { "kids.upTo": ["Up to ", ["certification"]] });
    expect(kidsLimitLabel({ region: "US", certification: "PG" }, i18n)).toBe("Up to PG");
    expect(kidsLimitLabel({ region: "DE", certification: "6" }, i18n)).toBe("Up to FSK 6");
  });

  it("says it in the page's language, from the site's catalogues", () => {
    expect(kidsLimitLabel(US_PG, i18nIn("en"))).toBe("Up to PG");
    expect(kidsLimitLabel({ region: "DE", certification: "6" }, i18nIn("de"))).toBe("Bis FSK 6");
    expect(kidsLimitLabel({ region: "GB", certification: "12A" }, i18nIn("ar"))).toContain("12A");
    expect(certificationName({ region: "BR", certification: "12" })).toBe("12");
  });

  it("leaves out TMDB's 'no rating' entries, which mean nothing as a limit", () => {
    expect(isUnratedCertification({ certification: "NR", meaning: "No rating information." })).toBe(true);
    expect(isUnratedCertification({ certification: "G", meaning: "All ages admitted." })).toBe(false);
    expect(isUnratedCertification({ certification: "0", meaning: "No age restriction." })).toBe(false);
  });
});

describe("the parameter as a page carries it", () => {
  it("is read as written and put on paths as it is", () => {
    expect(kidsParamOf("?q=cat&kids=GB-12A")).toBe("GB-12A");
    expect(kidsParamOf("?q=cat")).toBeNull();
    expect(withKidsParam("/es/series", "DE-6")).toBe("/es/series?kids=DE-6");
    expect(withKidsParam("/es/series#x", null)).toBe("/es/series#x");
  });

  it("follows the server's redirects, even unreadable (the page led to answers 404 for it)", () => {
    expect(keepKidsParam(new URL("https://marquee.test/search?q=&kids=us-pg"), "/")).toBe("/?kids=us-pg");
    expect(keepKidsParam(new URL("https://marquee.test/search?kids=%3Cb%3E"), "/es")).toBe(
      "/es?kids=%3Cb%3E",
    );
    expect(keepKidsParam(new URL("https://marquee.test/search?q="), "/es")).toBe("/es");
  });
});
