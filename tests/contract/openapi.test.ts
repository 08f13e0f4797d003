import { describe, expect, it } from "vitest";
import { type JsonSchema, schemaProblems, TMDB_NULLABLE } from "./openapi";

// The check the Discover contract tests rely on finds what it should: a wrong type, a missing key, a null
// where TMDB never sends one, a bad entry of a country map; and lets through what TMDB really sends.

const page: JsonSchema = {
  type: "object",
  properties: {
    page: { type: "integer" },
    results: {
      type: "array",
      items: {
        type: "object",
        properties: {
          id: { type: "integer" },
          title: { type: "string" },
          poster_path: { type: "string" },
          vote_average: { type: "integer" },
          genre_ids: { type: "array", items: { type: "integer" } },
        },
      },
    },
  },
};
const certifications: JsonSchema = {
  type: "object",
  properties: {
    certifications: {
      type: "object",
      properties: {
        AU: { type: "array", items: { type: "object", properties: { order: { type: "integer" } } } },
        BG: { type: "array", items: { type: "object", properties: { order: { type: "integer" } } } },
      },
    },
  },
};
const options = { nullable: TMDB_NULLABLE };
const item = { id: 1, title: "A", poster_path: "/a.jpg", vote_average: 6.5, genre_ids: [18] };

describe("schemaProblems", () => {
  it("accepts an answer as TMDB sends it: nulls where TMDB has them, fractional averages", () => {
    const answer = { page: 1, results: [item, { ...item, id: 2, poster_path: null }] };
    expect(schemaProblems(page, answer, options)).toEqual([]);
  });

  it("names each departure by its path", () => {
    const answer = {
      page: "1",
      results: [
        { ...item, id: 1.5 },
        { ...item, title: null },
        { id: 3, title: "C", poster_path: null },
      ],
    };
    expect(schemaProblems(page, answer, options)).toEqual([
      "page: string 1, not integer",
      "results[0].id: number 1.5, not integer",
      "results[1].title: null, not string",
      "results[2].vote_average: missing",
      "results[2].genre_ids: missing",
    ]);
  });

  it("holds every entry of a country map to the listed entries' shape, and lets absent keys be optional", () => {
    const answer = { certifications: { US: [{ order: 1 }], GB: [{ order: "2" }], bad: [] } };
    expect(schemaProblems(certifications, answer, options)).toEqual([
      "certifications.GB[0].order: string 2, not integer",
      "certifications.bad: not a country code",
    ]);
    const partial = { page: 1, results: [{ id: 1, title: "A", poster_path: null, vote_average: 1 }] };
    const optional = { ...options, optional: new Set(["genre_ids"]) };
    expect(schemaProblems(page, partial, optional)).toEqual([]);
  });
});
