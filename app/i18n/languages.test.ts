import { describe, expect, it } from "vitest";
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  languageByCode,
  languageOfPath,
  pathInLanguage,
  pathWithoutLanguage,
} from "./languages";
import { preferredLanguage } from "./preferred-language";

const es = languageByCode("es") ?? DEFAULT_LANGUAGE;
const ptBR = languageByCode("pt-BR") ?? DEFAULT_LANGUAGE;

describe("language URLs", () => {
  it("keeps English paths exactly as they were", () => {
    for (const path of ["/", "/movie/550", "/search?q=night", "/?x=1", "/explore-movies?g=28#top"])
      expect(pathInLanguage(path, DEFAULT_LANGUAGE)).toBe(path);
  });

  it("puts the language's segment in front of the path, home included", () => {
    expect(pathInLanguage("/movie/550", es)).toBe("/es/movie/550");
    expect(pathInLanguage("/", es)).toBe("/es");
    expect(pathInLanguage("/?x=1", es)).toBe("/es?x=1");
    expect(pathInLanguage("/search?q=a", ptBR)).toBe("/pt-br/search?q=a");
  });

  it("moves a path already in a language to another instead of stacking segments", () => {
    expect(pathInLanguage("/es/movie/550", ptBR)).toBe("/pt-br/movie/550");
    expect(pathInLanguage("/es/movie/550", DEFAULT_LANGUAGE)).toBe("/movie/550");
    expect(pathInLanguage("/es", es)).toBe("/es");
  });

  it("leaves other sites' URLs alone", () => {
    expect(pathInLanguage("//evil.example/x", es)).toBe("//evil.example/x");
    expect(pathInLanguage("https://www.themoviedb.org", es)).toBe("https://www.themoviedb.org");
  });

  it("reads the language from the first segment only", () => {
    expect(languageOfPath("/es/movie/1").code).toBe("es");
    expect(languageOfPath("/pt-br").code).toBe("pt-BR");
    expect(languageOfPath("/es?x").code).toBe("es");
    expect(languageOfPath("/espresso")).toBe(DEFAULT_LANGUAGE);
    expect(languageOfPath("/movie/es")).toBe(DEFAULT_LANGUAGE);
  });

  it("reads the segment in any case, as the router matches it (/ES/series is served by the Spanish routes)", () => {
    expect(languageOfPath("/ES/movie/1").code).toBe("es");
    expect(languageOfPath("/PT-BR").code).toBe("pt-BR");
    expect(pathWithoutLanguage("/PT-BR/explore-movies?p=2")).toBe("/explore-movies?p=2");
    expect(pathInLanguage("/AR/list", languageOfPath("/de"))).toBe("/de/list");
  });

  it("takes the segment off again", () => {
    expect(pathWithoutLanguage("/es/movie/550?x=1")).toBe("/movie/550?x=1");
    expect(pathWithoutLanguage("/es")).toBe("/");
    expect(pathWithoutLanguage("/es?x=1")).toBe("/?x=1");
    expect(pathWithoutLanguage("/movie/550")).toBe("/movie/550");
  });

  it("gives every language a distinct code and segment, and only English no segment", () => {
    expect(new Set(LANGUAGES.map((language) => language.code)).size).toBe(LANGUAGES.length);
    expect(new Set(LANGUAGES.map((language) => language.segment)).size).toBe(LANGUAGES.length);
    expect(LANGUAGES.filter((language) => language.segment === "")).toEqual([DEFAULT_LANGUAGE]);
    expect(LANGUAGES.filter((language) => language.dir === "rtl").map((language) => language.code)).toEqual([
      "ar",
    ]);
  });
});

describe("preferredLanguage", () => {
  it("picks the first of the browser's languages the site has, exact tag or base language", () => {
    expect(preferredLanguage(["nl-NL", "de-AT", "en"])?.code).toBe("de");
    expect(preferredLanguage(["pt-PT"])?.code).toBe("pt-BR");
    expect(preferredLanguage(["es-MX", "es"])?.code).toBe("es");
    expect(preferredLanguage(["ja"])?.code).toBe("ja");
    expect(preferredLanguage(["EN-gb"])?.code).toBe("en");
  });

  it("finds none for languages the site does not have", () => {
    expect(preferredLanguage(["nl", "sv-SE"])).toBeUndefined();
    expect(preferredLanguage([])).toBeUndefined();
  });
});
