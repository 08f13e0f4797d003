import { describe, expect, it } from "vitest";
import { regionFromAcceptLanguage, regionName } from "./accept-language";

describe("regionFromAcceptLanguage", () => {
  it("takes the country of the most preferred language that names one", () => {
    expect(regionFromAcceptLanguage("de-DE,de;q=0.9,en-US;q=0.8")).toBe("DE");
    expect(regionFromAcceptLanguage("fr;q=0.9,en-GB;q=0.8")).toBe("GB");
    expect(regionFromAcceptLanguage("en-us;q=0.5, pt-BR")).toBe("BR");
    expect(regionFromAcceptLanguage("zh-Hant-TW")).toBe("TW");
  });

  it("falls back to US when there is no country or no usable header", () => {
    for (const header of [null, "", "en", "*", "de;q=0, fr", "es-419", "x".repeat(5000), "en-GB;q=0"]) {
      expect(regionFromAcceptLanguage(header)).toBe("US");
    }
  });
});

describe("regionName", () => {
  it("names regions in English, or keeps the code", () => {
    expect(regionName("GB")).toBe("United Kingdom");
    expect(regionName("XY")).toBe("XY");
  });
});
