// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import {
  cleanName,
  MAX_NAME_LENGTH,
  readTogetherName,
  saveTogetherName,
  TOGETHER_NAME_KEY,
} from "./together-name";

afterEach(() => localStorage.clear());

describe("the name shown to the others in a room", () => {
  it("is remembered, and whatever else is stored reads as no name", () => {
    expect(readTogetherName()).toBe("");
    saveTogetherName("  Ada  ");
    expect(localStorage.getItem(TOGETHER_NAME_KEY)).toBe("Ada");
    expect(readTogetherName()).toBe("Ada");
    localStorage.setItem(TOGETHER_NAME_KEY, "\u0000\u202e\n");
    expect(readTogetherName()).toBe("");
    saveTogetherName("   ");
    expect(localStorage.getItem(TOGETHER_NAME_KEY)).toBe("\u0000\u202e\n");
  });

  it("loses control and direction-override characters, runs of spaces, and what is past the cap", () => {
    expect(cleanName("Ada\u202e \n\t Lovelace\u0007")).toBe("Ada Lovelace");
    expect(cleanName(42)).toBe("");
    const long = cleanName("😀".repeat(MAX_NAME_LENGTH + 5));
    expect(Array.from(long)).toHaveLength(MAX_NAME_LENGTH);
    // Cut between code points, never inside an emoji's pair.
    expect(long.endsWith("😀")).toBe(true);
  });
});
