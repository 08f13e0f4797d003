import { describe, expect, it } from "vitest";
import { KIDS_HOME_ROWS } from "~/data/kids-rows";
import { DEMO_API_BASE_URL, handleDemoRequest } from "~/demo/handler.server";
import type { KidsCeiling } from "~/lib/kids-ceiling";
import type { Catalogue } from "./catalogue";
import { isCatalogueError } from "./catalogue-error";
import { heldToKidsLimit } from "./kids-catalogue.server";
import { kidsCeilingOf } from "./kids-limit.server";
import { loadRows } from "./rows.server";
import { createTmdbClient } from "./tmdb-client.server";
import type { TitleKind } from "./types";

// A kids' limit held at the catalogue's door, over the demo catalogue (which speaks TMDB's protocol): every
// list keeps only titles at or under the limit, judged through each title's own certification as its details
// give it; titles over it are refused; and what a kids' home costs in TMDB calls on a cold cache.

/** The demo behind a client with its own cold cache, counting the upstream calls by endpoint. */
function countingDemo() {
  const calls: string[] = [];
  const client = createTmdbClient({
    baseUrl: DEMO_API_BASE_URL,
    credential: null,
    fetch: (request) => {
      calls.push(new URL(request.url).pathname.replace(/^\/3\//, ""));
      return handleDemoRequest(request);
    },
  });
  return { client, calls };
}

async function ceilingFor(value: string, catalogue: Catalogue): Promise<KidsCeiling> {
  const ceiling = await kidsCeilingOf(
    new URL(`http://marquee.test/?kids=${encodeURIComponent(value)}`),
    catalogue,
  );
  if (!ceiling) throw new Error("no ceiling");
  return ceiling;
}

/** The oracle: a title's certifications as its own details append them (not the call the filter makes). */
async function ownCertifications(catalogue: Catalogue, kind: TitleKind, id: number) {
  return (await catalogue.getTitle(kind, id)).certifications ?? {};
}

/**
 * What each limit lets through, written out (not worked out by the code under test): the region's certifications
 * up to the limit, by TMDB's lists, and for series the US TV ratings of the same guidance.
 */
const UNDER: Record<string, Record<TitleKind, readonly string[]>> = {
  "US-PG": { movie: ["G", "PG"], series: ["TV-Y", "TV-Y7", "TV-G", "TV-PG"] },
  "US-G": { movie: ["G"], series: ["TV-Y", "TV-Y7", "TV-G"] },
  "GB-PG": { movie: ["U", "PG"], series: ["U", "PG"] },
};

async function expectUnder(limit: string, catalogue: Catalogue, kind: TitleKind, id: number) {
  const [region = ""] = limit.split("-");
  const own = (await ownCertifications(catalogue, kind, id))[region];
  expect(UNDER[limit]?.[kind], `${kind} ${id} is ${own}`).toContain(own);
}

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error("expected a failure");
    },
    (error: unknown) => error,
  );
}

describe("a kids' home on a cold cache", () => {
  it("has every row, only titles at or under the limit, for a bounded number of TMDB calls", async () => {
    const { client, calls } = countingDemo();
    const ceiling = await ceilingFor("US-PG", client);
    const rows = await loadRows(heldToKidsLimit(client, ceiling), KIDS_HOME_ROWS);
    const cost = calls.length;
    expect(rows.map((row) => row.id)).toEqual(KIDS_HOME_ROWS.map((row) => row.id));
    for (const row of rows) expect(row.items.length, row.id).toBeGreaterThan(3);

    const oracle = countingDemo().client;
    for (const item of rows.flatMap((row) => row.items))
      await expectUnder("US-PG", oracle, item.kind, item.id);

    // The figure of docs/decisions/0044-kids-limit-on-the-server.md: 2 certification lists, 3 movie Discovers
    // filtered by TMDB, 2 series Discovers, and one content_ratings per distinct series among those rows.
    const byEndpoint = (pattern: RegExp) => calls.filter((path) => pattern.test(path)).length;
    const series = new Set(
      (
        await Promise.all(
          KIDS_HOME_ROWS.filter((row) => row.query.source === "discover" && row.query.kind === "series").map(
            (row) =>
              client.discover("series", {
                genreId: row.query.source === "discover" ? row.query.genreId : undefined,
              }),
          ),
        )
      ).flatMap((page) => page.results.map((item) => item.id)),
    );
    expect(byEndpoint(/^certification\//)).toBe(2);
    expect(byEndpoint(/^discover\/movie$/)).toBe(3);
    expect(byEndpoint(/^discover\/tv$/)).toBe(2);
    expect(byEndpoint(/^tv\/\d+\/content_ratings$/)).toBe(series.size);
    expect(byEndpoint(/release_dates$/)).toBe(0);
    expect(cost).toBe(7 + series.size);
    expect(cost).toBeLessThanOrEqual(47);
    console.info(`kids' home, cold cache: ${cost} TMDB calls (${series.size} series ratings)`);

    // Warm: the same home again costs nothing.
    await loadRows(heldToKidsLimit(client, await ceilingFor("US-PG", client)), KIDS_HOME_ROWS);
    expect(calls.length).toBe(cost);
  });
});

describe("heldToKidsLimit", () => {
  const { client } = countingDemo();

  it("keeps only titles at or under the limit in lists TMDB cannot filter: trending, search, similar", async () => {
    const ceiling = await ceilingFor("GB-PG", client);
    const kids = heldToKidsLimit(client, ceiling);
    const trending = await client.listTrending("movie", 1);
    const kept = await kids.listTrending("movie", 1);
    expect(kept.results.length).toBeLessThan(trending.results.length);
    const results = [
      ...kept.results,
      ...(await kids.listTrending("series", 1)).results,
      ...(await kids.search("the", 1)).results,
    ];
    expect(results.length).toBeGreaterThan(0);
    for (const item of results) await expectUnder("GB-PG", client, item.kind, item.id);
  });

  it("refuses a title over the limit, its seasons and its similar titles, and serves one under it", async () => {
    const ceiling = await ceilingFor("US-G", client);
    const kids = heldToKidsLimit(client, ceiling);
    const horror = (
      await client.discover("movie", { genreId: 27, certification: { country: "US", max: "R" } })
    ).results[0];
    if (!horror) throw new Error("no horror movie in the demo");
    const error = await failureOf(kids.getTitle("movie", horror.id));
    expect(isCatalogueError(error) && error.reason === "over_limit" && error.status === 403).toBe(true);
    expect(isCatalogueError(await failureOf(kids.getSimilar("movie", horror.id)))).toBe(true);
    const crime = (await client.discover("series", { genreId: 80 })).results;
    let refusedSeries = false;
    for (const series of crime) {
      const rating = (await ownCertifications(client, "series", series.id)).US;
      if (rating === undefined || UNDER["US-G"]?.series.includes(rating)) continue;
      expect(isCatalogueError(await failureOf(kids.getSeason(series.id, 1)))).toBe(true);
      refusedSeries = true;
      break;
    }
    expect(refusedSeries).toBe(true);
    const family = (await kids.discover("movie", { genreId: 10751 })).results[0];
    if (!family) throw new Error("no family movie under G");
    const details = await kids.getTitle("movie", family.id);
    expect(details.certifications?.US).toBe("G");
    for (const item of [...details.similar, ...details.recommendations]) {
      await expectUnder("US-G", client, item.kind, item.id);
    }
  });

  it("narrows Discover of movies by TMDB's own filter, keeping a visitor's lower certification", async () => {
    const kids = heldToKidsLimit(client, await ceilingFor("US-PG", client));
    const gOnly = await kids.discover("movie", { certification: { country: "US", max: "G" } });
    for (const item of gOnly.results)
      expect((await ownCertifications(client, "movie", item.id)).US).toBe("G");
    const widened = await kids.discover("movie", { certification: { country: "US", max: "R" } });
    for (const item of widened.results) {
      expect(["G", "PG"]).toContain((await ownCertifications(client, "movie", item.id)).US);
    }
  });

  it("lists no series where the region's TV list has no equivalent of the limit", async () => {
    const kids = heldToKidsLimit(client, await ceilingFor("FR-U", client));
    expect((await kids.discover("series", { genreId: 16 })).results).toEqual([]);
    expect((await kids.discover("movie", { genreId: 16 })).results.length).toBeGreaterThan(0);
  });
});

describe("kidsCeilingOf: the limit a page's URL carries", () => {
  const { client } = countingDemo();
  const of = (search: string) => kidsCeilingOf(new URL(`http://marquee.test/es/search${search}`), client);

  it("is null without one", async () => {
    expect(await of("?q=cat")).toBeNull();
  });

  it("redirects a limit spelt otherwise to the lists' spelling, keeping the rest of the URL", async () => {
    const answer = await failureOf(of("?q=cat&kids=us-pg-13"));
    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/es/search?q=cat&kids=US-PG-13");
  });

  it("answers not found for anything that names no limit, never a crash", async () => {
    const hostile = [
      "?kids=",
      "?kids=US-XYZ",
      "?kids=ZZ-PG",
      "?kids=US-PG&kids=US-R",
      "?kids=%00",
      "?kids=US-PG%0D%0ASet-Cookie:x",
      `?kids=${"A".repeat(5000)}`,
      "?kids=US-%F0%9F%98%80",
      "?kids=__proto__-constructor",
    ];
    for (const search of hostile) {
      const error = await failureOf(of(search));
      expect(isCatalogueError(error) && error.reason === "not_found", search.slice(0, 30)).toBe(true);
    }
  });

  it("takes a limit of either list: a TV rating judges movies by its equivalent", async () => {
    const ceiling = await of("?kids=US-TV-Y7");
    expect(ceiling?.limit).toEqual({ region: "US", certification: "TV-Y7" });
    expect([...(ceiling?.allowed.movie ?? [])]).toEqual(["G"]);
  });
});
