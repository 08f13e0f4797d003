import { describe, expect, it } from "vitest";
import { isActorPagePath, moviesByActorHref, parseActorId } from "./actor-params";

describe("parseActorId", () => {
  it.each([
    ["31", 31],
    ["1373737", 1373737],
    ["0031", 31],
  ])("%s is person %i", (raw, id) => {
    expect(parseActorId(raw)).toBe(id);
  });

  it.each([
    undefined,
    "",
    "abc",
    "0",
    "000",
    "-31",
    "+31",
    "31.5",
    "3e4",
    " 31",
    "31abc",
    "0x1f",
    "12345678901",
    "9".repeat(400),
  ])("%s is no id", (raw) => {
    expect(parseActorId(raw)).toBeNull();
  });
});

describe("actor page paths", () => {
  it("links an actor's movies with or without a page", () => {
    expect(moviesByActorHref(31)).toBe("/movies-by-actor/31");
    expect(moviesByActorHref(31, 2)).toBe("/movies-by-actor/31?p=2");
  });

  it("tells the actor pages from the others", () => {
    for (const path of ["/actors", "/popular-actors", "/movies-by-actor/31", "/shows-by-actor/31/"]) {
      expect(isActorPagePath(path), path).toBe(true);
    }
    for (const path of [
      "/",
      "/actors-list",
      "/movies-by-actor",
      "/movies-by-actor/31/x",
      "/explore-movies",
    ]) {
      expect(isActorPagePath(path), path).toBe(false);
    }
  });
});
