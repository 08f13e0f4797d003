import { describe, expect, it } from "vitest";
import { clipWhenLonger, shorten, yearOf } from "./text";

describe("shorten", () => {
  it("leaves text within the limit unchanged", () => {
    expect(shorten("A short overview.", 150)).toBe("A short overview.");
  });

  it("cuts long text to the limit at a word boundary with an ellipsis", () => {
    const long = "word ".repeat(60).trim();
    const result = shorten(long, 150);
    expect(result.length).toBeLessThanOrEqual(150);
    expect(result.endsWith("word…")).toBe(true);
  });

  it("cuts inside a word when there is no space near the limit", () => {
    const result = shorten("x".repeat(300), 150);
    expect(result).toBe(`${"x".repeat(149)}…`);
  });

  it("cuts text without spaces (Japanese) at the limit, leaving no punctuation before the ellipsis", () => {
    expect(shorten(`${"あ".repeat(8)}、${"い".repeat(20)}`, 10)).toBe(`${"あ".repeat(8)}…`);
    expect(shorten(`${"あ".repeat(8)}。${"い".repeat(20)}`, 10)).toBe(`${"あ".repeat(8)}…`);
  });

  it("leaves no Arabic comma before the ellipsis", () => {
    expect(shorten("كلمة كلمة كلمة، كلمة كلمة كلمة", 16)).toBe("كلمة كلمة كلمة…");
  });
});

describe("clipWhenLonger (the series hero's 160/200 rule)", () => {
  it("shows text of up to 200 characters whole, even past 160", () => {
    const text = "a".repeat(200);
    expect(clipWhenLonger(text, 200, 160)).toBe(text);
    expect(clipWhenLonger("A short overview.", 200, 160)).toBe("A short overview.");
  });

  it("cuts text longer than 200 characters to its first 160 plus '...'", () => {
    const text = "b".repeat(201);
    expect(clipWhenLonger(text, 200, 160)).toBe(`${"b".repeat(160)}...`);
  });

  it("does not leave a space before the dots", () => {
    const text = `${"c".repeat(159)} ${"d".repeat(100)}`;
    expect(clipWhenLonger(text, 200, 160)).toBe(`${"c".repeat(159)}...`);
  });
});

describe("yearOf", () => {
  it("reads the year of an ISO date and nothing from empty values", () => {
    expect(yearOf("1999-10-15")).toBe("1999");
    expect(yearOf(null)).toBeNull();
    expect(yearOf("")).toBeNull();
  });
});
