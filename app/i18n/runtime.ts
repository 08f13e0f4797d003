// The runtime that fills in the site's messages: what Lingui's (@lingui/core and the provider of @lingui/react)
// did for us, in the few hundred bytes we use of it (docs/decisions/0030-smaller-first-load.md). The
// build still compiles each message with Lingui's own compiler (catalogue-compiler.ts), so the catalogues keep
// Lingui's compiled form; this reads that form. `runtime.test.ts` renders every message of every language with
// this and with @lingui/core and requires the same text, so the two cannot drift apart unnoticed.

import { plainInteger } from "./plain-integer";

/** A compiled message: plain text, or tokens (text, "#" inside a plural, or a placeholder). */
export type CompiledMessage = string | Token[];
type Token = string | [name: string, type?: string, format?: unknown];
/** A language's compiled catalogue: message id -> compiled message. */
export type Messages = Record<string, CompiledMessage>;
export type Values = Record<string, unknown>;

export interface I18n {
  /** The language's code ("es", "pt-BR"). */
  readonly locale: string;
  /** The locales numbers and dates are written in (Arabic pins Latin digits), for Intl formatters of one's own. */
  readonly locales: readonly string[];
  /** The message `id` with `values` put in; the id itself when the catalogue lacks it. */
  _(id: string, values?: Values): string;
  number(value: number, format?: Intl.NumberFormatOptions): string;
  date(value: Date | string, format?: Intl.DateTimeFormatOptions): string;
}

/**
 * The messages of one language. `formatLocales` are the locales numbers, dates and plural rules use when the
 * language's own tag is not enough (Arabic with Latin digits: i18n.tsx). English comes last, as in Lingui.
 */
export function createI18n(locale: string, messages: Messages, formatLocales?: string[]): I18n {
  const locales = [...(formatLocales ?? [locale]), "en"];
  // Intl's formatters are slow to make and cheap to reuse.
  const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();
  const memo = <T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
    key: string,
    make: () => T,
  ): T => {
    let formatter = made.get(key) as T | undefined;
    if (!formatter) {
      formatter = make();
      made.set(key, formatter);
    }
    return formatter;
  };
  // Whole numbers below a thousand skip Intl: every interface language writes them alike, and a page's first
  // formatter costs a phone 0.1-0.2 s of its hydration (plain-integer.ts).
  const number = (value: number, format?: Intl.NumberFormatOptions) =>
    (!format && plainInteger(value)) ||
    memo(`n${JSON.stringify(format)}`, () => new Intl.NumberFormat(locales, format)).format(value);

  /** Tokens as text; `count` is the number a "#" stands for, inside a plural's case. */
  const fill = (tokens: CompiledMessage, values: Values, count?: string): string => {
    if (!Array.isArray(tokens)) return tokens;
    let text = "";
    for (const token of tokens) {
      if (typeof token === "string") {
        text += token === "#" && count !== undefined ? count : token;
        continue;
      }
      const [name, type, format] = token;
      const value = values[name];
      let part: unknown = value;
      if (type === "plural" || type === "selectordinal") {
        const { offset = 0, ...cases } = format as Record<string, CompiledMessage> & { offset?: number };
        const rules = memo(
          `p${type}`,
          () => new Intl.PluralRules(locales, { type: type === "plural" ? "cardinal" : "ordinal" }),
        );
        const n = value as number;
        const chosen = cases[n] ?? cases[rules.select(n - offset)] ?? cases.other ?? "";
        part = fill(chosen, values, number(n - offset));
      } else if (type === "select") {
        const cases = format as Record<string, CompiledMessage>;
        part = fill(cases[value as string] ?? cases.other ?? "", values);
      } else if (type === "number") {
        part = number(
          value as number,
          typeof format === "string" ? { style: format as "percent" } : undefined,
        );
      } else if (type) {
        // Dates, times and any other formatter: not in the catalogues; runtime.test.ts fails if one appears.
        throw new Error(`Unsupported message format: ${type}`);
      }
      if (part != null) text += part;
    }
    return text;
  };

  return {
    locale,
    locales,
    _: (id, values = {}) => {
      const message = messages[id];
      return message === undefined ? id : fill(message, values);
    },
    number,
    date: (value, format) =>
      memo(`d${JSON.stringify(format)}`, () => new Intl.DateTimeFormat(locales, format)).format(
        typeof value === "string" ? new Date(value) : value,
      ),
  };
}
