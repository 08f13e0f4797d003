import { describe, expect, it } from "vitest";
import { DEFAULT_LANGUAGE, LANGUAGES } from "~/i18n/languages";
import { i18nIn } from "~/i18n/test-language";
import { errorCopy } from "./error-copy";

const en = i18nIn("en");

describe("errorCopy", () => {
  it("tells a missing page from a busy or unavailable catalogue", () => {
    expect(errorCopy(404, en)).toMatchObject({ heading: "Page not found", retry: false });
    expect(errorCopy(429, en)).toMatchObject({ heading: "The catalogue is busy", retry: true });
    for (const status of [502, 503, 504]) {
      expect(errorCopy(status, en)).toMatchObject({ heading: "The catalogue is unavailable", retry: true });
    }
  });

  it("says a taken-down title is not available for legal reasons, with nothing to retry", () => {
    expect(errorCopy(451, en)).toMatchObject({ heading: "Not available", retry: false });
    expect(errorCopy(451, en).message).toMatch(/legal reasons/);
  });

  it("falls back to a generic message, with a retry, for anything else", () => {
    for (const status of [null, 400, 405, 500]) {
      expect(errorCopy(status, en)).toMatchObject({ heading: "Something went wrong", retry: true });
    }
  });

  it("speaks the page's language, never showing a message key", () => {
    for (const language of LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE)) {
      const i18n = i18nIn(language.code);
      for (const status of [null, 404, 429, 451, 503]) {
        const copy = errorCopy(status, i18n);
        expect(copy.heading).not.toMatch(/^error\./);
        expect(copy.message).not.toMatch(/^error\./);
        expect(copy.heading).not.toBe(errorCopy(status, en).heading);
      }
    }
    expect(errorCopy(404, i18nIn("es")).heading).toBe("Página no encontrada");
  });
});
