import { setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { messagesFor } from "./catalogues.server";
import { LANGUAGES } from "./languages";
import { type CompiledMessage, createI18n } from "./runtime";

// runtime.ts took over from Lingui's runtime: for every message of every language, with numbers that
// reach each plural form, it must write exactly what @lingui/core writes from the same compiled catalogue.

/** The names a compiled message puts in, with the names that choose a plural's case. */
function placeholders(message: CompiledMessage, names = new Map<string, "text" | "count">()) {
  if (!Array.isArray(message)) return names;
  for (const token of message) {
    if (!Array.isArray(token)) continue;
    const [name, type, cases] = token;
    if (type === "plural" || type === "selectordinal") {
      names.set(name, "count");
      for (const [key, inner] of Object.entries(cases as Record<string, CompiledMessage>))
        if (key !== "offset") placeholders(inner, names);
    } else if (!names.has(name)) names.set(name, "text");
  }
  return names;
}

/** 0, 1, 2, 3, 11 and 100 reach zero, one, two, few, many and other in Arabic, the language with all six. */
const COUNTS = [0, 1, 2, 3, 5, 11, 21, 100, 1002, 1.5];

/** The formats Lingui leaves to runtime.ts's caller: the ones the site passes to i18n.number and i18n.date. */
const NUMBER_FORMATS: (Intl.NumberFormatOptions | undefined)[] = [
  undefined,
  { useGrouping: false },
  { style: "percent", maximumFractionDigits: 0 },
  { minimumFractionDigits: 1, maximumFractionDigits: 1 },
];

describe("the messages runtime", () => {
  for (const language of LANGUAGES) {
    const locales = language.code === "ar" ? ["ar-u-nu-latn"] : undefined;
    const messages = messagesFor(language);
    const ours = createI18n(language.code, messages, locales);
    const lingui = setupI18n({ locale: language.code, locales, messages: { [language.code]: messages } });

    it(`writes every ${language.code} message as Lingui does`, () => {
      let compared = 0;
      for (const [id, message] of Object.entries(messages)) {
        const names = [...placeholders(message)];
        for (const count of names.some(([, kind]) => kind === "count") ? COUNTS : [7]) {
          const values = Object.fromEntries(
            names.map(([name, kind]) => [name, kind === "count" ? count : `«${name} & <b>»`]),
          );
          expect(ours._(id, values), `${id} with ${JSON.stringify(values)}`).toBe(lingui._(id, values));
          compared += 1;
        }
      }
      expect(compared).toBeGreaterThan(Object.keys(messages).length);
    });

    it(`formats ${language.code} numbers and dates as Lingui does`, () => {
      for (const format of NUMBER_FORMATS)
        for (const value of [0, 7.3, 0.456, 1234567.891])
          expect(ours.number(value, format)).toBe(lingui.number(value, format));
      const day = { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" } as const;
      expect(ours.date("2024-02-29", day)).toBe(lingui.date("2024-02-29", day));
      expect(ours.date(new Date(Date.UTC(1999, 11, 31)), { year: "numeric", timeZone: "UTC" })).toBe(
        lingui.date(new Date(Date.UTC(1999, 11, 31)), { year: "numeric", timeZone: "UTC" }),
      );
    });
  }

  it("answers a message the catalogue lacks with its id, as Lingui did", () => {
    expect(createI18n("en", {})._("nowhere.to.be.found", { n: 1 })).toBe("nowhere.to.be.found");
  });

  it("fills in every form a catalogue may use: plurals with offsets and exact cases, selects, numbers", () => {
    const source = {
      plural:
        "{n, plural, offset:1 =0 {nobody} =1 {just {who}} one {{who} and # other} other {{who} and # others}}",
      ordinal: "{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}",
      select: "{kind, select, movie {a film} series {a show} other {something}}",
      nested: "{kind, select, movie {{n, plural, one {# film} other {# films}}} other {# things}}",
      number: "{n, number} / {p, number, percent}",
    };
    const messages = Object.fromEntries(
      Object.entries(source).map(([id, text]) => [id, compileMessage(text) as CompiledMessage]),
    );
    const ours = createI18n("en", messages);
    const lingui = setupI18n({ locale: "en", messages: { en: messages } });
    for (const id of Object.keys(source))
      for (const n of [0, 1, 2, 3, 4, 11, 12, 22, 1000])
        for (const kind of ["movie", "series", "book"]) {
          const values = { n, kind, who: "Ana", p: n / 8 };
          expect(ours._(id, values), `${id} ${JSON.stringify(values)}`).toBe(lingui._(id, values));
        }
    expect(ours._("select", { kind: "series" })).toBe("a show");
    expect(ours._("plural", { n: 3, who: "Ana" })).toBe("Ana and 2 others");
  });
});
