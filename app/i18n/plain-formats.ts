// The few number and date shapes pages show while they hydrate, written without Intl (issue 28). A page's first
// Intl formatter starts ICU: 25-55 ms on a desktop CPU, four times that on the bench's phone, in the middle of
// hydration. The title pages' rating and year, the page numbers under a grid and Discover's small counts were
// each a page's first. Anything else still goes through Intl (runtime.ts).
//
// plain-formats.test.ts holds every shape here to Intl's own output in every language, so the two cannot drift
// apart. Server and browser both take this path, so a browser whose ICU differs from the server's still writes
// what the server wrote.

export interface PlainFormats {
  /** Between the whole part and the tenths: "7.3", "7,3". */
  decimal: string;
  /** A year alone; `{year}` stands for its digits: "2026", "2026年". */
  year: string;
}

/** By language code. A language missing here formats everything with Intl. */
export const PLAIN_FORMATS: Readonly<Record<string, PlainFormats>> = {
  en: { decimal: ".", year: "{year}" },
  es: { decimal: ",", year: "{year}" },
  fr: { decimal: ",", year: "{year}" },
  de: { decimal: ",", year: "{year}" },
  "pt-BR": { decimal: ",", year: "{year}" },
  ja: { decimal: ".", year: "{year}年" },
  // Arabic's numbers are pinned to Latin digits (i18n.tsx).
  ar: { decimal: ".", year: "{year}" },
};

/** The options formatRating passes (lib/title-details.ts): one decimal, always shown. */
function isOneDecimal(format: Intl.NumberFormatOptions): boolean {
  const keys = Object.keys(format);
  return keys.length === 2 && format.minimumFractionDigits === 1 && format.maximumFractionDigits === 1;
}

/**
 * `value` as Intl would write it, or undefined when this shape is not one written here: a whole number from 0
 * to 999 (no grouping below a thousand, Latin digits in all our languages), or one with at most one decimal,
 * written with exactly one. Numbers with more decimals are left to Intl, so its rounding is never guessed.
 */
export function plainNumber(
  value: number,
  format: Intl.NumberFormatOptions | undefined,
  shapes: PlainFormats | undefined,
): string | undefined {
  if (!shapes || !Number.isFinite(value) || value < 0 || value >= 1000) return undefined;
  if (format === undefined) return Number.isInteger(value) ? String(value) : undefined;
  if (!isOneDecimal(format)) return undefined;
  const tenths = Math.round(value * 10);
  if (Math.abs(value * 10 - tenths) > 1e-6) return undefined;
  return `${Math.floor(tenths / 10)}${shapes.decimal}${tenths % 10}`;
}

/** The year alone of a UTC date (formatYear in lib/title-details.ts), for four-digit years; else undefined. */
export function plainDate(
  value: Date,
  format: Intl.DateTimeFormatOptions | undefined,
  shapes: PlainFormats | undefined,
): string | undefined {
  if (!shapes || !format) return undefined;
  const keys = Object.keys(format);
  if (keys.length !== 2 || format.year !== "numeric" || format.timeZone !== "UTC") return undefined;
  const year = value.getUTCFullYear();
  if (!(year >= 1000 && year <= 9999)) return undefined;
  return shapes.year.replace("{year}", String(year));
}
