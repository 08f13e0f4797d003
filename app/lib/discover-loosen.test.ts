import { describe, expect, it } from "vitest";
import { DEFAULT_DISCOVER_QUERY, type DiscoverQuery } from "./discover-href";
import { findLoosening, withoutAll } from "./discover-loosen";
import { parseDiscoverQuery } from "./discover-params";

// A small catalogue and a count that applies a query to it, as the demo's discover does.
interface Fact {
  genres: number[];
  year: number;
  lang: string;
  rating: number;
}
const TITLES: Fact[] = [
  { genres: [16], year: 2004, lang: "ja", rating: 8 },
  { genres: [16, 35], year: 2004, lang: "en", rating: 7 },
  { genres: [27], year: 1958, lang: "en", rating: 6 },
  { genres: [16, 27], year: 2015, lang: "en", rating: 5 },
  { genres: [35], year: 1955, lang: "ja", rating: 9 },
  { genres: [35], year: 1990, lang: "fr", rating: 6 },
  { genres: [18], year: 2020, lang: "fr", rating: 7 },
];

function matches(title: Fact, query: DiscoverQuery): boolean {
  return (
    query.genres.every((id) => title.genres.includes(id)) &&
    !query.without.some((id) => title.genres.includes(id)) &&
    (query.from === undefined || title.year >= query.from) &&
    (query.to === undefined || title.year <= query.to) &&
    (query.lang === undefined || title.lang === query.lang) &&
    (query.rating === undefined || title.rating >= query.rating)
  );
}

function counter() {
  const asked: DiscoverQuery[] = [];
  const count = async (query: DiscoverQuery) => {
    asked.push(query);
    return TITLES.filter((title) => matches(title, query)).length;
  };
  return { asked, count };
}

describe("the filters an empty Discover page says to loosen", () => {
  it("one filter: the one whose removal brings back the most", async () => {
    // Animation in Japanese from 2010: nothing. Without 'from' 1, without Japanese 1, without Animation 0.
    const query = parseDiscoverQuery("genres=16&from=2010&lang=ja");
    expect(TITLES.filter((title) => matches(title, query))).toHaveLength(0);
    const { asked, count } = counter();
    const found = await findLoosening(query, count);
    expect(found?.filters).toHaveLength(1);
    expect(found?.count).toBe(1);
    expect(asked).toHaveLength(3);
    // Rated 9 and Animation: without the rating, three animated titles; without Animation, one.
    const rated = await findLoosening(parseDiscoverQuery("genres=16&rating=9"), counter().count);
    expect(rated).toEqual({ filters: [{ type: "rating" }], count: 3 });
  });

  it("several when no single one is enough: the most restrictive first, and what is left finds titles", async () => {
    // Animation and Horror, in Japanese, before 1960: each filter alone still leaves nothing.
    const query = parseDiscoverQuery("genres=16,27&to=1960&lang=ja");
    const { count } = counter();
    for (const filter of [
      { type: "genre", id: 16 },
      { type: "genre", id: 27 },
      { type: "years" },
      { type: "lang" },
    ] as const) {
      expect(await count(withoutAll(query, [filter]))).toBe(0);
    }
    const found = await findLoosening(query, count);
    expect(found).not.toBeNull();
    const { filters = [], count: titles = 0 } = found ?? {};
    expect(filters.length).toBeGreaterThanOrEqual(2);
    expect(filters.length).toBeLessThan(4);
    expect(titles).toBeGreaterThan(0);
    // The count is what the query without those filters really finds.
    expect(titles).toBe(await count(withoutAll(query, filters)));
    // Alone, Horror, before 1960 and Japanese find 2 titles each, Animation 3: ties keep the chips' order, so
    // Horror and the years go first, which leaves Animation in Japanese: one title.
    expect(filters).toEqual([{ type: "genre", id: 27 }, { type: "years" }]);
    expect(titles).toBe(1);
  });

  it("nothing to say without filters, and no search that would cost more than its probes", async () => {
    expect(await findLoosening(DEFAULT_DISCOVER_QUERY, counter().count)).toBeNull();
    const many = parseDiscoverQuery("genres=16,27&to=1960&lang=ja");
    const { asked, count } = counter();
    // Four filters: four probes for one at a time, then no more when the budget is five.
    expect(await findLoosening(many, count, 5)).toBeNull();
    expect(asked).toHaveLength(4);
    expect(await findLoosening(many, counter().count, 3)).toBeNull();
  });

  it("none when even all but one leave nothing", async () => {
    // A language nobody speaks here: only taking it off helps, and that is one filter.
    const query = parseDiscoverQuery("genres=18&lang=xx");
    expect(await findLoosening(query, counter().count)).toEqual({ filters: [{ type: "lang" }], count: 1 });
    const never = parseDiscoverQuery("genres=99,16&lang=xx&rating=9.9");
    expect(await findLoosening(never, async () => 0)).toBeNull();
  });
});
