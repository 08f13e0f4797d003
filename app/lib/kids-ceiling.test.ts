import { describe, expect, it } from "vitest";
import type { Certification } from "~/catalogue/types";
import { allowsTitle, type CertificationLists, kidsCeiling } from "./kids-ceiling";

const list = (...names: string[]): Certification[] =>
  names.map((certification, index) => ({ certification, meaning: "", order: index + 1 }));

// Orders as TMDB's lists give them; GB's shuffled on purpose: the list's order decides, not its position.
const LISTS: CertificationLists = {
  movie: {
    US: [
      { certification: "NR", meaning: "No rating information.", order: 0 },
      ...list("G", "PG", "PG-13", "R", "NC-17"),
    ],
    GB: [
      { certification: "15", meaning: "", order: 5 },
      { certification: "U", meaning: "", order: 1 },
      { certification: "12A", meaning: "", order: 3 },
      { certification: "PG", meaning: "", order: 2 },
      { certification: "18", meaning: "", order: 6 },
      { certification: "12", meaning: "", order: 4 },
    ],
    DE: list("0", "6", "12", "16", "18"),
    FR: list("U", "12", "16", "18"),
    JP: list("G", "PG12", "R15+", "R18+"),
  },
  series: {
    US: list("TV-Y", "TV-Y7", "TV-G", "TV-PG", "TV-14", "TV-MA"),
    GB: list("U", "PG", "12", "15", "18"),
    DE: list("0", "6", "12", "16", "18"),
    JP: list("G", "PG-12", "R15+", "R18+"),
  },
};

const ceilingOf = (region: string, certification: string) => {
  const ceiling = kidsCeiling({ region, certification }, LISTS);
  if (!ceiling) throw new Error(`no ceiling for ${region}-${certification}`);
  return ceiling;
};

describe("kidsCeiling", () => {
  it("allows a region's certifications up to and including the limit, by the list's order", () => {
    const pg = ceilingOf("US", "PG");
    expect([...pg.allowed.movie].sort()).toEqual(["G", "PG"]);
    const gb = ceilingOf("GB", "12A");
    expect([...gb.allowed.movie].sort()).toEqual(["12A", "PG", "U"]);
    expect(gb.highest.movie).toBe("12A");
    expect([...ceilingOf("DE", "6").allowed.movie].sort()).toEqual(["0", "6"]);
  });

  it("judges series by the TV list: the same spelling where the region has one", () => {
    expect([...ceilingOf("DE", "6").allowed.series].sort()).toEqual(["0", "6"]);
    expect([...ceilingOf("GB", "PG").allowed.series].sort()).toEqual(["PG", "U"]);
  });

  it("maps a limit across lists where the region spells them differently", () => {
    const pg = ceilingOf("US", "PG");
    expect([...pg.allowed.series]).toEqual(["TV-Y", "TV-Y7", "TV-G", "TV-PG"]);
    expect(pg.highest.series).toBe("TV-PG");
    const y7 = ceilingOf("US", "TV-Y7");
    expect(y7.limit).toEqual({ region: "US", certification: "TV-Y7" });
    expect([...y7.allowed.series]).toEqual(["TV-Y", "TV-Y7"]);
    expect([...y7.allowed.movie]).toEqual(["G"]);
    expect([...ceilingOf("JP", "PG12").allowed.series]).toEqual(["G", "PG-12"]);
  });

  it("leaves a kind out when the region's other list has no equivalent", () => {
    const fr = ceilingOf("FR", "U");
    expect(fr.allowed.series.size).toBe(0);
    expect(fr.highest.series).toBeNull();
    // GB's 12A is a cinema rating with no TV counterpart of that spelling.
    expect(ceilingOf("GB", "12A").allowed.series.size).toBe(0);
  });

  it("matches the certification regardless of case and gives the list's spelling", () => {
    expect(ceilingOf("US", "pg-13").limit).toEqual({ region: "US", certification: "PG-13" });
    expect(ceilingOf("GB", "12a").limit).toEqual({ region: "GB", certification: "12A" });
  });

  it("knows no limit the region's lists do not have", () => {
    expect(kidsCeiling({ region: "US", certification: "XYZ" }, LISTS)).toBeNull();
    expect(kidsCeiling({ region: "ZZ", certification: "PG" }, LISTS)).toBeNull();
    expect(kidsCeiling({ region: "US", certification: "12A" }, LISTS)).toBeNull();
  });
});

describe("TMDB's 'no rating' entries", () => {
  it("are never under a limit, though their order comes first, and are no limit themselves", () => {
    const pg = ceilingOf("US", "PG");
    expect(pg.allowed.movie.has("NR")).toBe(false);
    expect(allowsTitle(pg, "movie", { US: "NR" })).toBe(false);
    expect(kidsCeiling({ region: "US", certification: "NR" }, LISTS)).toBeNull();
  });
});

describe("allowsTitle", () => {
  const pg = ceilingOf("US", "PG");

  it("keeps titles at or under the limit in its region and refuses those over it", () => {
    expect(allowsTitle(pg, "movie", { US: "G" })).toBe(true);
    expect(allowsTitle(pg, "movie", { US: "PG" })).toBe(true);
    expect(allowsTitle(pg, "movie", { US: "PG-13" })).toBe(false);
    expect(allowsTitle(pg, "series", { US: "TV-PG" })).toBe(true);
    expect(allowsTitle(pg, "series", { US: "TV-14" })).toBe(false);
  });

  it("leaves out a title with no certification in the region, whatever other regions say", () => {
    expect(allowsTitle(pg, "movie", {})).toBe(false);
    expect(allowsTitle(pg, "movie", { GB: "U", DE: "0" })).toBe(false);
  });

  it("leaves out a rating the region's list does not know, or the other kind's spelling", () => {
    expect(allowsTitle(pg, "movie", { US: "Unrated" })).toBe(false);
    expect(allowsTitle(pg, "movie", { US: "TV-G" })).toBe(false);
    expect(allowsTitle(pg, "series", { US: "G" })).toBe(false);
  });
});
