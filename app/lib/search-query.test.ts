import { describe, expect, it } from "vitest";
import { isSearchable, normaliseSearchQuery, searchNavigation, searchPath } from "./search-query";

describe("normaliseSearchQuery", () => {
  it("trims, folds white space and drops control characters", () => {
    expect(normaliseSearchQuery("  star \n\t wars  ")).toBe("star wars");
    expect(normaliseSearchQuery("star\u0000wars\u0007")).toBe("star wars");
    expect(normaliseSearchQuery(null)).toBe("");
    expect(normaliseSearchQuery("   ")).toBe("");
  });

  it("cuts queries to 200 characters without splitting an emoji", () => {
    expect(normaliseSearchQuery("a".repeat(500))).toHaveLength(200);
    const emoji = normaliseSearchQuery("🎬".repeat(300));
    expect(Array.from(emoji)).toHaveLength(200);
    expect(emoji).toBe("🎬".repeat(200));
  });

  it("keeps text that looks like markup or SQL as plain text", () => {
    expect(normaliseSearchQuery("<script>alert(1)</script>")).toBe("<script>alert(1)</script>");
    expect(normaliseSearchQuery("' OR 1=1 --")).toBe("' OR 1=1 --");
  });
});

describe("isSearchable", () => {
  it("needs at least 3 characters", () => {
    expect(isSearchable("st")).toBe(false);
    expect(isSearchable("sta")).toBe(true);
    expect(isSearchable("🎬🎬")).toBe(false);
    expect(isSearchable("東京物")).toBe(true);
  });
});

describe("searchPath", () => {
  it("encodes the query", () => {
    expect(searchPath("night & day")).toBe("/search?q=night+%26+day");
  });
});

describe("searchNavigation", () => {
  it("adds one history entry when leaving another page for the search page", () => {
    expect(searchNavigation("night", null)).toEqual({ to: "/search?q=night", replace: false });
  });

  it("updates q in place on the search page", () => {
    expect(searchNavigation("nights", "night")).toEqual({ to: "/search?q=nights", replace: true });
  });

  it("does nothing for queries under 3 characters", () => {
    expect(searchNavigation("ni", null)).toBeNull();
    expect(searchNavigation("ni", "night")).toBeNull();
  });

  it("does nothing when the query is the one already shown", () => {
    expect(searchNavigation(" night ", "night")).toBeNull();
  });

  it("returns to / when the box is cleared on the search page, and stays put elsewhere", () => {
    expect(searchNavigation("", "night")).toEqual({ to: "/", replace: true });
    expect(searchNavigation("  ", null)).toBeNull();
  });
});
