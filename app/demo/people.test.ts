import { describe, expect, it } from "vitest";
import { demoCatalogue } from "./catalogue-data.server";
import { DEMO_API_BASE_URL, handleDemoRequest } from "./handler.server";
import { POPULAR_ACTORS } from "./popular-actors";

type Json = Record<string, unknown> & { results?: Json[] };

async function ok(path: string): Promise<Json> {
  const response = await handleDemoRequest(new Request(`${DEMO_API_BASE_URL}/${path}`));
  expect(response.status, path).toBe(200);
  return (await response.json()) as Json;
}

async function allResults(path: string): Promise<Json[]> {
  const results: Json[] = [];
  for (let page = 1; ; page++) {
    const answer = await ok(`${path}${path.includes("?") ? "&" : "?"}page=${page}`);
    results.push(...(answer.results ?? []));
    if (page >= Number(answer.total_pages)) return results;
  }
}

const sortedIds = (items: Json[]) => items.map((item) => Number(item.id)).sort((a, b) => a - b);

describe("people", () => {
  const catalogue = demoCatalogue();

  it("person/popular lists people with known_for mixing movies (title) and series (name)", async () => {
    const page = await ok("person/popular?language=en-US&page=1");
    expect(page.results).toHaveLength(20);
    const knownFor = (page.results ?? []).flatMap((person) => person.known_for as Json[]);
    expect(knownFor.length).toBeGreaterThan(20);
    for (const item of knownFor) {
      if (item.media_type === "movie") expect(typeof item.title).toBe("string");
      else expect(item).toMatchObject({ media_type: "tv", name: expect.any(String) });
    }
    expect(new Set(knownFor.map((item) => item.media_type))).toEqual(new Set(["movie", "tv"]));
  });

  const generatedActors = catalogue.people
    .filter((person) => !person.curated && person.knownForDepartment === "Acting")
    .slice(0, 3)
    .map((person) => person.id);
  const sample = [31, 287, 1810, 505710, 10990, ...generatedActors];

  it.each(sample)(
    "person %i: discover with_cast, movie_credits, tv_credits and known_for agree",
    async (id) => {
      const discovered = sortedIds(await allResults(`discover/movie?with_cast=${id}`));
      const credits = await ok(`person/${id}/movie_credits`);
      const fromCredits = sortedIds(credits.cast as Json[]);
      const fromCasts = catalogue.movies
        .filter((movie) => movie.castIds.includes(id))
        .map((movie) => movie.id);
      expect(discovered.length).toBeGreaterThan(0);
      expect(discovered).toEqual(fromCredits);
      expect(discovered).toEqual(fromCasts.sort((a, b) => a - b));
      // Each credited movie lists the person in its own cast, with the same character.
      const first = (credits.cast as Json[])[0];
      const movieCast = (await ok(`movie/${first?.id}/credits`)).cast as Json[];
      expect(movieCast.find((member) => member.id === id)).toMatchObject({ character: first?.character });

      const tv = sortedIds((await ok(`person/${id}/tv_credits`)).cast as Json[]);
      const fromSeries = catalogue.series
        .filter((series) => series.castIds.includes(id))
        .map((series) => series.id);
      expect(tv).toEqual(fromSeries.sort((a, b) => a - b));

      const person = (
        await ok(`search/person?query=${encodeURIComponent(catalogue.personById.get(id)?.name ?? "")}`)
      ).results?.[0];
      expect(person?.id).toBe(id);
      for (const title of (person?.known_for ?? []) as Json[]) {
        expect(title.media_type === "movie" ? fromCredits : tv).toContain(title.id);
      }
    },
  );

  it("combines both kinds of credit, marked with media_type, and appends them to details", async () => {
    const combined = await ok("person/31/combined_credits");
    const kinds = new Set((combined.cast as Json[]).map((credit) => credit.media_type));
    expect(kinds.has("movie")).toBe(true);
    const details = await ok("person/31?append_to_response=movie_credits,tv_credits,combined_credits");
    expect(details).toMatchObject({ id: 31, name: "Tom Hanks", known_for_department: "Acting" });
    expect(details.movie_credits).toHaveProperty("cast");
    expect(details.movie_credits).not.toHaveProperty("id");
    expect(details.tv_credits).toHaveProperty("cast");
    expect((details.combined_credits as Json).cast as Json[]).toHaveLength((combined.cast as Json[]).length);
  });

  it("keeps actors within their careers", async () => {
    const heath = await ok("person/1810/movie_credits");
    for (const movie of heath.cast as Json[]) {
      const year = Number(String(movie.release_date).slice(0, 4));
      expect(year).toBeGreaterThanOrEqual(1997);
      expect(year).toBeLessThanOrEqual(2008);
    }
  });

  it("with_cast takes several people: comma means all of them, pipe any of them", async () => {
    const [a, b] = [31, 287];
    const either = sortedIds(await allResults(`discover/movie?with_cast=${a}|${b}`));
    const both = sortedIds(await allResults(`discover/movie?with_cast=${a},${b}`));
    const ofA = sortedIds(await allResults(`discover/movie?with_cast=${a}`));
    const ofB = sortedIds(await allResults(`discover/movie?with_cast=${b}`));
    expect(either).toEqual([...new Set([...ofA, ...ofB])].sort((x, y) => x - y));
    expect(both).toEqual(ofA.filter((id) => ofB.includes(id)));
  });

  it("has people without a photo and people without series credits, like real data", async () => {
    const noPhoto = catalogue.people.find((person) => person.profilePath === null);
    expect(noPhoto).toBeDefined();
    expect((await ok(`person/${noPhoto?.id}`)).profile_path).toBeNull();
    const actors = catalogue.people.filter(
      (person) => person.knownForDepartment === "Acting" && !person.curated,
    );
    const withoutSeries = actors.filter(
      (person) => !catalogue.series.some((series) => series.castIds.includes(person.id)),
    );
    expect(withoutSeries.length).toBeGreaterThan(3);
    expect((await ok(`person/${withoutSeries[0]?.id}/tv_credits`)).cast).toEqual([]);
  });

  it("gives every popular actor a page with credits", async () => {
    for (const actor of POPULAR_ACTORS) {
      const details = await ok(`person/${actor.id}`);
      expect(details.name).toBe(actor.name);
      expect(catalogue.movies.some((movie) => movie.castIds.includes(actor.id))).toBe(true);
    }
  });
});
