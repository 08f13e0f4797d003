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
