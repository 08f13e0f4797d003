import { describe, expect, it } from "vitest";
import { i18nIn } from "~/i18n/test-language";
import {
  certificationName,
  KIDS_PARAM,
  keepKidsParam,
  kidsLimitLabel,
  kidsLimitOfSearch,
  kidsParamOf,
  kidsParamValue,
  parseKidsLimit,
  sameKidsLimit,
  withKidsLimit,
  withKidsParam,
} from "./kids-limit";

const US_PG = { region: "US", certification: "PG" };

describe("parseKidsLimit", () => {
  it("reads a region and a certification as TMDB's lists spell them", () => {
    expect(parseKidsLimit("US-PG")).toEqual(US_PG);
    expect(parseKidsLimit("US-PG-13")).toEqual({ region: "US", certification: "PG-13" });
    expect(parseKidsLimit("US-TV-Y7")).toEqual({ region: "US", certification: "TV-Y7" });
    expect(parseKidsLimit("GB-12A")).toEqual({ region: "GB", certification: "12A" });
    expect(parseKidsLimit("DE-0")).toEqual({ region: "DE", certification: "0" });
    expect(parseKidsLimit("AU-MA 15+")).toEqual({ region: "AU", certification: "MA 15+" });
  });

  it("gives the region in capitals and keeps the certification as written, for the server to match", () => {
    expect(parseKidsLimit("us-pg")).toEqual({ region: "US", certification: "pg" });
  });

  it("is null when absent or when the value cannot name a limit", () => {
    for (const value of [
      null,
      "",
      "US",
      "US-",
      "-PG",
      "USA-PG",
      "1A-PG",
      "US-<b>",
      "US-PG;R",
      "US- PG",
      "US-ABCDEFGHIJKLM",
      "US-%",
    ]) {
      expect(parseKidsLimit(value), String(value)).toBeNull();
    }
  });
});

describe("the parameter in paths", () => {
  it("spells the value region-certification", () => {
    expect(kidsParamValue({ region: "AU", certification: "MA 15+" })).toBe("AU-MA 15+");
  });

  it("adds the limit to a path, keeping its query and hash", () => {
    expect(withKidsLimit("/", US_PG)).toBe("/?kids=US-PG");
    expect(withKidsLimit("/search?q=cat#top", US_PG)).toBe("/search?q=cat&kids=US-PG#top");
    expect(withKidsLimit("/es/series", { region: "DE", certification: "6" })).toBe("/es/series?kids=DE-6");
    expect(withKidsLimit("/", { region: "AU", certification: "MA 15+" })).toBe("/?kids=AU-MA+15%2B");
  });

  it("replaces another limit rather than adding a second", () => {
    expect(withKidsLimit("/search?kids=US-R&q=cat", US_PG)).toBe("/search?kids=US-PG&q=cat");
  });

  it("takes the limit away with null, and leaves a path without one as it was", () => {
    expect(withKidsLimit("/search?q=cat&kids=US-PG", null)).toBe("/search?q=cat");
    expect(withKidsLimit("/search?q=a%20b", null)).toBe("/search?q=a%20b");
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
});

describe("kidsLimitLabel", () => {
  it("says the limit in words, in the page's language", () => {
    expect(kidsLimitLabel(US_PG, i18nIn("en"))).toBe("Up to PG");
    expect(kidsLimitLabel({ region: "DE", certification: "6" }, i18nIn("de"))).toBe("Bis FSK 6");
    expect(kidsLimitLabel({ region: "GB", certification: "12A" }, i18nIn("ar"))).toContain("12A");
  });

  it("names Germany's numbers as FSK ratings and every other certification as spelt", () => {
    expect(certificationName({ region: "DE", certification: "12" })).toBe("FSK 12");
    expect(certificationName({ region: "BR", certification: "12" })).toBe("12");
    expect(certificationName({ region: "US", certification: "TV-Y7" })).toBe("TV-Y7");
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
    const page = new URL("https://marquee.test/search?q=&kids=us-pg");
    expect(keepKidsParam(page, "/")).toBe("/?kids=us-pg");
    expect(keepKidsParam(new URL("https://marquee.test/search?kids=%3Cb%3E"), "/es")).toBe(
      "/es?kids=%3Cb%3E",
    );
    expect(keepKidsParam(new URL("https://marquee.test/search?q="), "/es")).toBe("/es");
  });
});
