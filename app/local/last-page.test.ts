// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { isExplorePath, LAST_PAGE_KEY, readLastPage } from "./last-page";

beforeEach(() => sessionStorage.clear());

describe("the explore page a title's overlay closes back to", () => {
  it("is an explore page or Discover, in any language", () => {
    for (const path of [
      "/explore-movies",
      "/explore-series",
      "/discover",
      "/es/discover",
      "/ar/explore-movies",
    ]) {
      expect(isExplorePath(path), path).toBe(true);
    }
    for (const path of ["/", "/search", "/discover/surprise", "/movie/1", "/list"]) {
      expect(isExplorePath(path), path).toBe(false);
    }
  });

  it("is read back with its query, and only when it is one of ours", () => {
    sessionStorage.setItem(LAST_PAGE_KEY, "/discover?genres=16&lang=ja");
    expect(readLastPage()).toBe("/discover?genres=16&lang=ja");
    for (const value of ["//evil.example/discover", "/search?q=x", "https://evil.example/discover"]) {
      sessionStorage.setItem(LAST_PAGE_KEY, value);
      expect(readLastPage(), value).toBeNull();
    }
  });
});
