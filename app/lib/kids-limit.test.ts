import { describe, expect, it } from "vitest";
import { createI18n } from "~/i18n/runtime";
import {
  isUnratedCertification,
  kidsLimitLabel,
  kidsParamValue,
  parseKidsLimit,
  withKidsLimit,
} from "./kids-limit";

describe("the kids' limit in the URL (kids-limit.ts)", () => {
  it("reads REGION-CERTIFICATION as TMDB spells the certification", () => {
    expect(parseKidsLimit("US-PG")).toEqual({ region: "US", certification: "PG" });
    expect(parseKidsLimit("US-TV-Y7")).toEqual({ region: "US", certification: "TV-Y7" });
    expect(parseKidsLimit("DE-6")).toEqual({ region: "DE", certification: "6" });
    expect(parseKidsLimit(null)).toBeNull();
    for (const bad of ["", "US", "us-PG", "USA-PG", "US-", "US_PG", "US-<b>", `US-${"A".repeat(30)}`])
      expect(parseKidsLimit(bad)).toBeNull();
  });

  it("puts the limit in a path and takes it out, keeping the rest", () => {
    const limit = { region: "GB", certification: "12A" };
    expect(kidsParamValue(limit)).toBe("GB-12A");
    expect(withKidsLimit("/es/search?q=cat#x", limit)).toBe("/es/search?q=cat&kids=GB-12A#x");
    expect(withKidsLimit("/?kids=GB-12A&page=2", null)).toBe("/?page=2");
  });

  it("says the limit in words", () => {
    const i18n = createI18n("en", { "kids.upTo": ["Up to ", ["certification"]] });
    expect(kidsLimitLabel({ region: "US", certification: "PG" }, i18n)).toBe("Up to PG");
    expect(kidsLimitLabel({ region: "DE", certification: "6" }, i18n)).toBe("Up to FSK 6");
  });

  it("leaves out TMDB's 'no rating' entries, which mean nothing as a limit", () => {
    expect(isUnratedCertification({ certification: "NR", meaning: "No rating information." })).toBe(true);
    expect(isUnratedCertification({ certification: "G", meaning: "All ages admitted." })).toBe(false);
    expect(isUnratedCertification({ certification: "0", meaning: "No age restriction." })).toBe(false);
  });
});
