import { describe, expect, it } from "vitest";
import { i18nFor } from "./i18n";
import { LANGUAGES } from "./languages";
import { PLAIN_FORMATS, plainDate, plainNumber } from "./plain-formats";

// Every shape plain-formats.ts writes without Intl, in every language, against Intl's own output for the same
// locales: the pages must read the same either way.

const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 };
const YEAR = { year: "numeric", timeZone: "UTC" } as const;

describe("numbers and years written without Intl", () => {
  it("has the shapes of every interface language", () => {
    expect(Object.keys(PLAIN_FORMATS).sort()).toEqual(LANGUAGES.map((language) => language.code).sort());
  });

  for (const language of LANGUAGES) {
    const i18n = i18nFor(language.code, {});
    const shapes = PLAIN_FORMATS[language.code];

    it(`writes ${language.code} whole numbers from 0 to 999 as Intl does`, () => {
      const intl = new Intl.NumberFormat([...i18n.locales]);
      for (let value = 0; value < 1000; value++) {
        expect(plainNumber(value, undefined, shapes)).toBe(intl.format(value));
        expect(i18n.number(value)).toBe(intl.format(value));
      }
    });

    it(`writes ${language.code} ratings with one decimal as Intl does`, () => {
      const intl = new Intl.NumberFormat([...i18n.locales], ONE_DECIMAL);
      for (let tenths = 0; tenths <= 1000; tenths++) {
        const value = tenths / 10;
        expect(plainNumber(value, ONE_DECIMAL, shapes), String(value)).toBe(intl.format(value));
      }
    });

    it(`writes ${language.code} years alone as Intl does`, () => {
      const intl = new Intl.DateTimeFormat([...i18n.locales], YEAR);
      for (let year = 1000; year <= 9999; year += 7) {
        const day = new Date(Date.UTC(year, 0, 1));
        expect(plainDate(day, YEAR, shapes)).toBe(intl.format(day));
        expect(i18n.date(day, YEAR)).toBe(intl.format(day));
      }
    });
  }

  it("leaves every other shape to Intl", () => {
    const shapes = PLAIN_FORMATS.en;
    expect(plainNumber(1000, undefined, shapes)).toBeUndefined();
    expect(plainNumber(-1, undefined, shapes)).toBeUndefined();
    expect(plainNumber(2.5, undefined, shapes)).toBeUndefined();
    expect(plainNumber(Number.NaN, undefined, shapes)).toBeUndefined();
    expect(plainNumber(7.25, ONE_DECIMAL, shapes)).toBeUndefined();
    expect(plainNumber(7, { useGrouping: false }, shapes)).toBeUndefined();
    expect(plainNumber(0.42, { style: "percent", maximumFractionDigits: 0 }, shapes)).toBeUndefined();
    expect(plainNumber(7, undefined, undefined)).toBeUndefined();
    expect(plainDate(new Date(Date.UTC(2026, 0, 1)), { year: "numeric" }, shapes)).toBeUndefined();
    expect(plainDate(new Date(Date.UTC(2026, 0, 1)), { ...YEAR, month: "long" }, shapes)).toBeUndefined();
    expect(plainDate(new Date(Number.NaN), YEAR, shapes)).toBeUndefined();
    // What Intl writes for those, through the runtime.
    const i18n = i18nFor("en", {});
    expect(i18n.number(1234)).toBe("1,234");
    expect(i18n.number(7.25, ONE_DECIMAL)).toBe(new Intl.NumberFormat("en", ONE_DECIMAL).format(7.25));
  });
});
