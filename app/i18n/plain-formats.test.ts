import { describe, expect, it } from "vitest";
import { formatRating, formatYear } from "~/lib/title-details";
import { i18nFor } from "./i18n";
import { LANGUAGES } from "./languages";
import { plainLanguages, plainOneDecimal, plainYear } from "./plain-formats";
import { plainInteger } from "./plain-integer";

// Every shape plain-formats.ts writes without Intl, in every interface language, against Intl's own output for
// the same locales, through the functions the pages call: the pages must read the same either way.

const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 };
const YEAR = { year: "numeric", timeZone: "UTC" } as const;

describe("numbers and years written without Intl", () => {
  it("knows the shapes of every interface language", () => {
    expect(plainLanguages().sort()).toEqual(LANGUAGES.map((language) => language.code).sort());
  });

  for (const language of LANGUAGES) {
    const i18n = i18nFor(language.code, {});

    it(`writes ${language.code} whole numbers from 0 to 999 as Intl does`, () => {
      const intl = new Intl.NumberFormat([...i18n.locales]);
      for (let value = 0; value < 1000; value++) {
        expect(plainInteger(value)).toBe(intl.format(value));
        expect(i18n.number(value)).toBe(intl.format(value));
      }
    });

    it(`writes ${language.code} ratings with one decimal as Intl does`, () => {
      const intl = new Intl.NumberFormat([...i18n.locales], ONE_DECIMAL);
      for (let tenths = 1; tenths <= 1000; tenths++) {
        const value = tenths / 10;
        expect(plainOneDecimal(value, language.code), String(value)).toBe(intl.format(value));
        if (value <= 10) expect(formatRating(value, i18n)).toBe(intl.format(value));
      }
    });

    it(`writes ${language.code} years alone as Intl does`, () => {
      const intl = new Intl.DateTimeFormat([...i18n.locales], YEAR);
      for (let year = 1000; year <= 9999; year += 7) {
        const day = new Date(Date.UTC(year, 0, 1));
        expect(plainYear(year, language.code)).toBe(intl.format(day));
        expect(formatYear(`${year}-01-01`, i18n)).toBe(intl.format(day));
      }
    });
  }

  it("leaves every other shape to Intl", () => {
    for (const value of [1000, -1, -0, 2.5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(plainInteger(value), String(value)).toBe("");
    for (const value of [7.25, 1000, -0.5, -0, Number.NaN])
      expect(plainOneDecimal(value, "en"), String(value)).toBeUndefined();
    expect(plainOneDecimal(7.3, "xx")).toBeUndefined();
    expect(plainYear(999, "en")).toBeUndefined();
    expect(plainYear(10000, "en")).toBeUndefined();
    expect(plainYear(Number.NaN, "en")).toBeUndefined();
    expect(plainYear(2026, "xx")).toBeUndefined();
    // Through the runtime: other shapes still go to Intl.
    const i18n = i18nFor("de", {});
    expect(i18n.number(1234)).toBe("1.234");
    const percent = { style: "percent", maximumFractionDigits: 0 } as const;
    expect(i18n.number(0.42, percent)).toBe(new Intl.NumberFormat(["de", "en"], percent).format(0.42));
  });
});
