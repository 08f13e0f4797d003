// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { i18nIn, languageOf as language } from "~/i18n/test-language";
import { joinLink, statusText } from "./sync-panel";

const CODE = "7GQ2-KX9M-0000-0000-0000-0000-0000";

describe("the join link a phone's camera opens", () => {
  it("opens My List in the language of the page that showed it, the code after '#'", () => {
    expect(joinLink("https://marquee.example", CODE, language("en"))).toBe(
      `https://marquee.example/list#sync=${CODE}`,
    );
    expect(joinLink("https://marquee.example", CODE, language("pt-BR"))).toBe(
      `https://marquee.example/pt-br/list#sync=${CODE}`,
    );
    expect(joinLink("https://marquee.example", CODE, language("ar"))).toBe(
      `https://marquee.example/ar/list#sync=${CODE}`,
    );
  });
});

describe("the sync status line", () => {
  it("is said in the page's language, with the wait before the next try", () => {
    expect(statusText({ state: "paused", retryInSeconds: 8 }, i18nIn("en"))).toBe(
      "Sync is paused: the server cannot be reached. Your list is safe here; trying again in 8 s.",
    );
    expect(statusText({ state: "paused", retryInSeconds: 8 }, i18nIn("de"))).toBe(
      "Die Synchronisierung ist pausiert: Der Server ist nicht erreichbar. Deine Liste ist hier sicher; neuer Versuch in 8 s.",
    );
    expect(statusText({ state: "not_found" }, i18nIn("ja"))).toBe("このコードの同期リストはありません。");
    expect(statusText({ state: "off" }, i18nIn("fr"))).toBe("");
  });
});
