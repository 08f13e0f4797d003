// The few number and date shapes pages show while they hydrate, written without Intl
// (docs/decisions/0035-phone-first-second.md). A page's first Intl formatter starts ICU: 25-55 ms on a desktop
// CPU, four times that on the bench's phone, in the middle of hydration. The title pages' rating and year, the
// page numbers under a grid and Discover's small counts were each a page's first. Anything else still goes
// through Intl. The whole numbers are plain-integer.ts's (the runtime's, on every page); the rating and the year
// are here, for lib/title-details.ts, so only title pages carry their table (a module of its own, since a
// module ships whole in the first chunk that needs any of it).
//
// plain-formats.test.ts holds every shape here to Intl's own output in every interface language, so the two
// cannot drift apart. Server and browser both take this path, so a browser whose ICU differs from the server's
// still writes what the server wrote.

/**
 * By language code: its decimal separator ("7.3", "7,3"), then what follows a year written alone ("2026年").
 * A language missing here is written by Intl.
 */
const SHAPES: Readonly<Record<string, string>> = {
  en: ".",
  es: ",",
  fr: ",",
  de: ",",
  "pt-BR": ",",
  ja: ".年",
  // Arabic's numbers are pinned to Latin digits (i18n.tsx).
  ar: ".",
};

/** The languages written here without Intl, for the test that holds them to it. */
export function plainLanguages(): string[] {
  return Object.keys(SHAPES);
}

/**
 * A number from 0 to 999.9 with at most one decimal, written with exactly one (formatRating's shape), or
 * undefined: more decimals are left to Intl, so its rounding is never guessed.
 */
export function plainOneDecimal(value: number, language: string): string | undefined {
  const shapes = SHAPES[language];
  const tenths = Math.round(value * 10);
  if (shapes && 1 / value > 0 && value < 1000 && Math.abs(value * 10 - tenths) < 1e-6)
    return `${(tenths - (tenths % 10)) / 10}${shapes[0]}${tenths % 10}`;
}

/** A four-digit year written alone, as Intl's `{ year: "numeric" }` writes it; else undefined. */
export function plainYear(year: number, language: string): string | undefined {
  const shapes = SHAPES[language];
  if (shapes && year >= 1000 && year <= 9999) return year + shapes.slice(1);
}
