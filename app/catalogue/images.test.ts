import { describe, expect, it } from "vitest";
import { BACKDROP_SIZES, imageUrl, POSTER_SIZE, POSTER_SIZES, srcSet } from "./images";

describe("imageUrl", () => {
  it("joins base, size and path TMDB-style", () => {
    expect(imageUrl("https://image.tmdb.org/t/p", "/abc.jpg", POSTER_SIZE)).toBe(
      "https://image.tmdb.org/t/p/w342/abc.jpg",
    );
    expect(imageUrl("/demo-images/", "abc.webp", "w200")).toBe("/demo-images/w200/abc.webp");
  });

  it("is null without a path", () => {
    expect(imageUrl("https://image.tmdb.org/t/p", null, "w342")).toBeNull();
    expect(imageUrl("https://image.tmdb.org/t/p", "", "w342")).toBeNull();
  });
});

describe("srcSet", () => {
  it("lists width candidates", () => {
    expect(srcSet("/img", "/a.jpg", POSTER_SIZES)).toBe(
      "/img/w185/a.jpg 185w, /img/w342/a.jpg 342w, /img/w500/a.jpg 500w",
    );
  });

  it("leaves out sizes without a width and is null when nothing is left", () => {
    expect(srcSet("/img", "/a.jpg", [...BACKDROP_SIZES, "original"])).toBe(
      "/img/w780/a.jpg 780w, /img/w1280/a.jpg 1280w",
    );
    expect(srcSet("/img", "/a.jpg", ["original"])).toBeNull();
    expect(srcSet("/img", null, POSTER_SIZES)).toBeNull();
  });
});
