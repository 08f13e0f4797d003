import { afterEach, describe, expect, it, vi } from "vitest";
import { messagesFor } from "./catalogues.server";
import { i18nFor } from "./i18n";
import { languageByCode } from "./languages";

// Numbers are written on the server and again in the browser while hydrating: the two must agree. Arabic's
// default digits changed with CLDR 46 (Arabic-Indic "١٢" before, Latin "12" after), so a Node and a browser of
// different ICU versions (Safari, any browser from before 2025) would write the same number differently.
// This runs the page's formatting under a runtime whose Arabic default is still Arabic-Indic.

const NativeNumberFormat = Intl.NumberFormat;

function withArabicIndicDefault(): void {
  const OldIcu = function (this: unknown, locales?: string | string[], options?: Intl.NumberFormatOptions) {
    const first = Array.isArray(locales) ? locales[0] : locales;
    // As older ICU did: plain "ar" defaults to Arabic-Indic digits; a locale naming its digits keeps them.
    const old = first === "ar" && options?.numberingSystem === undefined;
    return new NativeNumberFormat(locales, old ? { ...options, numberingSystem: "arab" } : options);
  } as unknown as typeof Intl.NumberFormat;
  OldIcu.supportedLocalesOf = NativeNumberFormat.supportedLocalesOf;
  vi.stubGlobal("Intl", Object.assign(Object.create(Intl), { NumberFormat: OldIcu }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("Arabic pages' digits", () => {
  it("are the same whatever digits the runtime's Intl writes for Arabic by default", () => {
    withArabicIndicDefault();
    const arabic = languageByCode("ar");
    if (!arabic) throw new Error("ar");
    // A catalogue object of its own, so no formatter made before the stub is reused.
    const i18n = i18nFor("ar", { ...messagesFor(arabic) });
    expect(new Intl.NumberFormat("ar").format(12)).toBe("١٢");
    expect(i18n.number(12)).toBe("12");
    expect(i18n.number(7.3, { minimumFractionDigits: 1, maximumFractionDigits: 1 })).toBe("7.3");
    expect(i18n._("title.seasons", { count: 12 })).toMatch(/12/);
  });
});
