import { describe, expect, it } from "vitest";
import { createTmdbClient } from "~/catalogue/tmdb-client.server";
import { call as demo } from "~/demo/demo-test-client";
import { DEMO_API_BASE_URL, handleDemoRequest } from "~/demo/handler.server";
import {
  openApiFile,
  openApiPresent,
  responseExample,
  responseSchema,
  schemaProblems,
  TMDB_NULLABLE,
} from "./openapi";

// A kids' limit judges list titles by their own certification (app/lib/kids-ceiling.ts): the catalogue asks
// movie/{id}/release_dates and tv/{id}/content_ratings on their own (getCertifications). Checked here:
// (1) TMDB's examples of both endpoints (OpenAPI description, answers of the real API) go through the client's
//     schemas and mappers whole, by the standalone paths, without a language;
// (2) the demo answers both standalone endpoints in the description's shapes, with the same certifications
//     its details append, for titles of every kind and rating.

const described = openApiPresent();

type Json = Record<string, unknown>;

describe.skipIf(!described)(
  described
    ? "getCertifications takes TMDB's examples of release_dates and content_ratings (OpenAPI description)"
    : `TMDB's OpenAPI description is absent (${openApiFile}): its certification examples are not checked`,
  () => {
    it("maps every country of the examples through the standalone endpoints", async () => {
      const asked: string[] = [];
      const answers: Record<string, unknown> = {
        "movie/550/release_dates": responseExample("/3/movie/{movie_id}/release_dates"),
        "tv/1399/content_ratings": responseExample("/3/tv/{series_id}/content_ratings"),
      };
      const catalogue = createTmdbClient({
        baseUrl: "https://tmdb.example.test/3",
        credential: null,
        cache: null,
        fetch: async (request) => {
          const url = new URL(request.url);
          asked.push(`${url.pathname}${url.search}`);
          const answer = answers[url.pathname.replace(/^\/3\//, "")];
          return answer === undefined ? new Response("{}", { status: 404 }) : Response.json(answer);
        },
      });
      const movie = await catalogue.getCertifications("movie", 550);
      const releases = answers["movie/550/release_dates"] as {
        results: Array<{ iso_3166_1: string; release_dates: Array<{ certification: string }> }>;
      };
      const certified = releases.results.filter((country) =>
        country.release_dates.some((release) => release.certification.trim() !== ""),
      );
      expect(Object.keys(movie).sort()).toEqual(certified.map((country) => country.iso_3166_1).sort());
      expect(movie.US).toBe("R");
      const series = await catalogue.getCertifications("series", 1399);
      const ratings = answers["tv/1399/content_ratings"] as {
        results: Array<{ iso_3166_1: string; rating: string }>;
      };
      expect(Object.keys(series).length).toBe(ratings.results.filter((entry) => entry.rating.trim()).length);
      expect(series.US).toBe(ratings.results.find((entry) => entry.iso_3166_1 === "US")?.rating);
      // No language: the answer has no text to translate, and one cache entry serves every language's pages.
      expect(asked).toEqual(["/3/movie/550/release_dates", "/3/tv/1399/content_ratings"]);
    });

    it("the demo answers both endpoints in the description's shapes", async () => {
      const ids = await demoIds();
      for (const id of ids.movie) {
        const { status, body } = await demo(`movie/${id}/release_dates`);
        expect(status).toBe(200);
        expect(
          schemaProblems(responseSchema("/3/movie/{movie_id}/release_dates"), body, {
            nullable: TMDB_NULLABLE,
          }),
          `movie ${id}`,
        ).toEqual([]);
      }
      for (const id of ids.series) {
        const { status, body } = await demo(`tv/${id}/content_ratings`);
        expect(status).toBe(200);
        expect(
          schemaProblems(responseSchema("/3/tv/{series_id}/content_ratings"), body, {
            nullable: TMDB_NULLABLE,
          }),
          `series ${id}`,
        ).toEqual([]);
      }
    });
  },
);

/** Ids of demo titles across maturities: family, animation and horror movies; kids', animated and crime series. */
async function demoIds(): Promise<{ movie: number[]; series: number[] }> {
  const ids = async (path: string) =>
    (((await demo(path)).body.results ?? []) as Json[]).slice(0, 4).map((item) => Number(item.id));
  return {
    movie: [
      ...(await ids("discover/movie?with_genres=10751")),
      ...(await ids("discover/movie?with_genres=16")),
      ...(await ids("discover/movie?with_genres=27")),
    ],
    series: [
      ...(await ids("discover/tv?with_genres=10762")),
      ...(await ids("discover/tv?with_genres=16")),
      ...(await ids("discover/tv?with_genres=80")),
    ],
  };
}

describe("the demo's certifications, asked on their own and appended to details", () => {
  it("are the same, for titles of every rating", async () => {
    const catalogue = createTmdbClient({
      baseUrl: DEMO_API_BASE_URL,
      credential: null,
      fetch: handleDemoRequest,
      cache: null,
    });
    const ids = await demoIds();
    let rated = 0;
    for (const [kind, list] of [
      ["movie", ids.movie],
      ["series", ids.series],
    ] as const) {
      for (const id of list) {
        const own = await catalogue.getCertifications(kind, id);
        expect(own, `${kind} ${id}`).toEqual((await catalogue.getTitle(kind, id)).certifications);
        if (Object.keys(own).length > 0) rated += 1;
      }
    }
    expect(rated).toBeGreaterThan(ids.movie.length);
  });

  it("answer 404 for a title the demo does not have, and for the other kind's endpoint", async () => {
    expect((await demo("movie/999999999/release_dates")).status).toBe(404);
    const series = (await demo("discover/tv?with_genres=10762")).body.results?.[0]?.id;
    expect((await demo(`tv/${series}/release_dates`)).status).toBe(404);
  });
});
