import { describe, expect, it } from "vitest";
import { i18nOf } from "~/i18n/catalogues.server";
import { DEFAULT_LANGUAGE } from "~/i18n/languages";
import { DISCOVER_TABLE, type DiscoverQuery, type DiscoverRow } from "~/lib/discover-filter-table";
import { activeFilters, filterLabel, withoutFilter } from "~/lib/discover-filters";
import { DEFAULT_DISCOVER_QUERY, serialiseDiscoverQuery } from "~/lib/discover-href";
import { discoverFilterOf, parseDiscoverQuery } from "~/lib/discover-params";
import { discoverQueryReader } from "~/lib/discover-schema";
import { discoverQuery } from "./discover-query.server";

// Each row of Discover's filter table (app/lib/discover-filter-table.ts), alone, from the URL to TMDB: it is
// written in the canonical spelling and read back, it has its chip (or none) and the chip takes it off, and the
// catalogue's filter it becomes sends exactly its TMDB parameters. Beside the catalogue client, since the last
// step is the client's. A new row needs a sample and its TMDB parameters here, or the first test fails.

/** For each URL parameter: a value that is on, its spelling, and the TMDB parameters it adds for movies. */
const ROWS: Record<string, { value: unknown; spelt: string; tmdb: string[] }> = {
  type: { value: "series", spelt: "type=series", tmdb: [] },
  genres: { value: [16, 35], spelt: "genres=16,35", tmdb: ["with_genres"] },
  without: { value: [27], spelt: "without=27", tmdb: ["without_genres"] },
  from: { value: 2000, spelt: "from=2000", tmdb: ["primary_release_date.gte"] },
  to: { value: 2009, spelt: "to=2009", tmdb: ["primary_release_date.lte"] },
  rating: { value: 7.5, spelt: "rating=7.5", tmdb: ["vote_average.gte"] },
  votes: { value: 100, spelt: "votes=100", tmdb: ["vote_count.gte"] },
  runtime: {
    value: { min: 60, max: 120 },
    spelt: "runtime=60-120",
    tmdb: ["with_runtime.gte", "with_runtime.lte"],
  },
  lang: { value: "ja", spelt: "lang=ja", tmdb: ["with_original_language"] },
  on: {
    value: [8, 337],
    spelt: "on=8,337",
    tmdb: ["with_watch_providers", "watch_region", "with_watch_monetization_types"],
  },
  // A region alone narrows nothing: it is where services and certifications are looked up.
  region: { value: "JP", spelt: "region=JP", tmdb: [] },
  cert: { value: "PG-13", spelt: "cert=PG-13", tmdb: ["certification_country", "certification.lte"] },
  sort: { value: "rating", spelt: "sort=rating", tmdb: ["sort_by"] },
  p: { value: 3, spelt: "p=3", tmdb: [] },
};

const i18n = i18nOf(DEFAULT_LANGUAGE);
const lists = { providers: [{ id: 8, name: "Netflix" }], languages: [{ code: "ja", name: "Japanese" }] };
const withRow = (row: DiscoverRow): DiscoverQuery => ({
  ...DEFAULT_DISCOVER_QUERY,
  [row.field]: ROWS[row.param]?.value,
});

/** The TMDB parameters a query sends beyond the empty filter's (include_adult, page). */
function tmdbParams(query: DiscoverQuery): string[] {
  const sent = discoverQuery(query.kind, discoverFilterOf(query, "GB"));
  return Object.keys(sent).filter(
    (name) => sent[name] !== undefined && !["include_adult", "page"].includes(name),
  );
}

describe("each row of Discover's filter table", () => {
  it("has a sample here, in the table's order", () => {
    expect(Object.keys(ROWS)).toEqual(DISCOVER_TABLE.map((row) => row.param));
  });

  for (const row of DISCOVER_TABLE) {
    const sample = ROWS[row.param];
    if (!sample) continue;

    it(`${row.param}: written in its one spelling and read back`, () => {
      const query = withRow(row);
      expect(serialiseDiscoverQuery(query)).toBe(sample.spelt);
      expect(parseDiscoverQuery(sample.spelt)).toEqual(query);
    });

    it(`${row.param}: ${row.chip ? "a chip that names it and takes it off" : "no chip: it is no filter"}`, () => {
      const query = withRow(row);
      const filters = activeFilters(query);
      if (!row.chip) {
        expect(filters).toEqual([]);
        return;
      }
      expect(filters.length).toBe(row.chip.each ? (sample.value as number[]).length : 1);
      for (const filter of filters) {
        expect(filter.type).toBe(row.chip.name);
        expect(filterLabel(i18n, filter, query, lists)).toMatch(/\S/);
      }
      const off = filters.reduce(withoutFilter, query);
      expect(serialiseDiscoverQuery(off)).toBe("");
    });

    it(`${row.param}: sends ${sample.tmdb.join(", ") || "no filter"} to TMDB`, () => {
      expect(tmdbParams(withRow(row))).toEqual(sample.tmdb);
    });
  }

  it("the schema is the rows': a row added to a table is read with its rule, the others as before", () => {
    const seasons = { param: "seasons", field: "seasons", value: { is: "whole", min: 1, max: 50 } };
    const read = discoverQueryReader(
      [...DISCOVER_TABLE, seasons as unknown as DiscoverRow],
      DEFAULT_DISCOVER_QUERY,
    );
    expect(read("seasons=3&genres=16")).toEqual({ ...DEFAULT_DISCOVER_QUERY, genres: [16], seasons: 3 });
    expect(read("seasons=99")).toEqual(DEFAULT_DISCOVER_QUERY);
  });
});
