// Whole numbers below a thousand without Intl, for the messages runtime on every page (runtime.ts): a page's
// first Intl formatter starts ICU, 0.1-0.2 s of a phone's hydration (plain-formats.ts for the rest).

/**
 * A whole number from 0 to 999 as every interface language writes it (no grouping below a thousand, Latin
 * digits, Arabic's pinned: plain-formats.test.ts); "" for anything else, left to Intl. `1 / value > 0` is false
 * for negative numbers, -0 and NaN. The runtime is made for the interface languages only (i18n.tsx).
 */
export function plainInteger(value: number): string {
  return 1 / value > 0 && value < 1000 && value % 1 === 0 ? String(value) : "";
}
