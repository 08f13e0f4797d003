import { describe, expect, it } from "vitest";
import { mapKnownFor, mapPersonPage, mapPersonSeries } from "./person-mappers.server";
import { item, page, rawMovie, rawSeries } from "./tmdb-raw-factories.test-support";
import { personPageSchema, tvCreditsSchema } from "./tmdb-schemas.server";

describe("people", () => {
  it("known_for mixes movies (title) and series (name); both get titles", () => {
    const raw = personPageSchema.parse(
      page([
        {
          id: 1,
          name: " Jenna Ortega ",
          profile_path: null,
          known_for: [
            { ...rawMovie({ id: 2, title: "Scream VI" }), media_type: "movie" },
            { ...rawSeries({ id: 3, name: "Wednesday" }), media_type: "tv" },
          ],
        },
      ]),
    );
    expect(mapPersonPage(raw).results).toEqual([
      {
        id: 1,
        name: "Jenna Ortega",
        profilePath: null,
        knownFor: [
          { id: 2, kind: "movie", title: "Scream VI" },
          { id: 3, kind: "series", title: "Wednesday" },
        ],
      },
    ]);
  });

  it("known_for without media_type guesses the kind from title or name", () => {
    expect(mapKnownFor(item({ id: 5, name: "A Show" }))).toEqual({ id: 5, kind: "series", title: "A Show" });
    expect(mapKnownFor(item({ id: 6, title: "A Film" }))).toEqual({ id: 6, kind: "movie", title: "A Film" });
    expect(mapKnownFor(item({ id: 7, media_type: "person", name: "Someone" }))).toBeNull();
  });

  it("tv_credits cast becomes series, each show once", () => {
    const raw = tvCreditsSchema.parse({
      id: 1,
      cast: [
        rawSeries({ id: 3, character: "A" }),
        rawSeries({ id: 3, character: "B" }),
        rawSeries({ id: 4 }),
      ],
      crew: [rawSeries({ id: 9 })],
    });
    expect(mapPersonSeries(raw).map((series) => [series.id, series.kind])).toEqual([
      [3, "series"],
      [4, "series"],
    ]);
  });
});
