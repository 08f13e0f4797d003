import { describe, expect, it } from "vitest";
import { titleCase } from "./title-case";

describe("titleCase", () => {
  it("capitalises the first letter of each word", () => {
    expect(titleCase("action movies")).toBe("Action Movies");
    expect(titleCase("science fiction series")).toBe("Science Fiction Series");
  });

  it("leaves the other letters as they are", () => {
    expect(titleCase("TV Movie movies")).toBe("TV Movie Movies");
    expect(titleCase("Sci-Fi & Fantasy series")).toBe("Sci-Fi & Fantasy Series");
  });

  it("collapses stray spaces", () => {
    expect(titleCase("  war   &  politics  ")).toBe("War & Politics");
  });
});

describe("titleCase in other languages", () => {
  it("capitalises English, whatever its region", () => {
    expect(titleCase("action movies", "en-GB")).toBe("Action Movies");
  });

  it("leaves other languages' text as written: their capitals follow their own rules", () => {
    expect(titleCase("Películas de acción", "es")).toBe("Películas de acción");
    expect(titleCase("Films d’action", "fr")).toBe("Films d’action");
    expect(titleCase("Filmes de ação", "pt-BR")).toBe("Filmes de ação");
    expect(titleCase(" アクション映画 ", "ja")).toBe("アクション映画");
  });
});
