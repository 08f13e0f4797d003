import { beforeAll, describe, expect, it } from "vitest";
import { getCatalogue } from "~/catalogue/catalogue.server";
import type { ScheduledEpisode, SeriesSchedule, TitleSummary } from "~/catalogue/types";
import { loader as recommendations } from "./api.recommendations";
import { loader as schedule } from "./api.series-schedule";

// The two JSON endpoints behind home's personal rows and the calendar, against the demo catalogue, as the browser
// calls them.

async function get(
  // Either endpoint's loader: their params differ, and the test hands each the ones its route gives.
  handler: (args: never) => Promise<Response>,
  path: string,
  params: Record<string, string>,
): Promise<{ status: number; cache: string | null; body: Record<string, unknown> }> {
  const request = new Request(`http://localhost${path}`);
  const response = await handler({
    request,
    url: new URL(request.url),
    params,
    context: {},
  } as unknown as never);
  return {
    status: response.status,
    cache: response.headers.get("cache-control"),
    body: (await response.json()) as Record<string, unknown>,
  };
}

// The demo catalogue is built on first use (seconds on a busy machine): before the tests' own time limit.
beforeAll(async () => {
  await getCatalogue().listSeries("on_the_air");
}, 60_000);

const TITLE_KEYS = [
  "backdropPath",
  "genreIds",
  "id",
  "kind",
  "overview",
  "posterPath",
  "releaseDate",
  "title",
  "voteAverage",
];

describe("/api/recommendations/{movie|series}/{id}", () => {
  it("answers up to 20 titles of the same kind, as TitleSummary, cached like details", async () => {
    const answer = await get(recommendations, "/api/recommendations/movie/100002", {
      type: "movie",
      id: "100002",
    });
    expect(answer.status).toBe(200);
    expect(answer.cache).toBe("public, max-age=0, s-maxage=300, stale-while-revalidate=3600");
    const results = (answer.body.data as { results: TitleSummary[] }).results;
    expect(results.length).toBeGreaterThan(0);
    expect(results.length).toBeLessThanOrEqual(20);
    expect(Object.keys(results[0] ?? {}).sort()).toEqual(TITLE_KEYS);
    expect(results.every((title) => title.kind === "movie" && title.id !== 100002)).toBe(true);
  });

  it("answers in the page's language under its segment", async () => {
    const english = await get(recommendations, "/api/recommendations/series/200271", {
      type: "series",
      id: "200271",
    });
    const spanish = await get(recommendations, "/es/api/recommendations/series/200271", {
      lang: "es",
      type: "series",
      id: "200271",
    });
    const ids = (body: Record<string, unknown>) =>
      (body.data as { results: TitleSummary[] }).results.map((title) => title.id);
    expect(spanish.status).toBe(200);
    expect(ids(spanish.body)).toEqual(ids(english.body));
  });

  it("refuses a bad type or id (400), an unknown title (404) and an unknown language (404)", async () => {
    const refused: [string, string][] = [
      ["tv", "1"],
      ["movie", "0"],
      ["movie", "-3"],
      ["movie", "1e3"],
      ["series", "12345678901"],
      ["movie", "007"],
    ];
    for (const [type, id] of refused) {
      const answer = await get(recommendations, `/api/recommendations/${type}/${id}`, { type, id });
      expect(answer.status, `${type}/${id}`).toBe(400);
      expect(answer.body.success).toBe(false);
    }
    expect((await get(recommendations, "/x", { type: "movie", id: "424242" })).status).toBe(404);
    expect((await get(recommendations, "/xx/x", { lang: "xx", type: "movie", id: "100002" })).status).toBe(
      404,
    );
  });
});

describe("/api/series-schedule/{id}", () => {
  it("answers a series on the air with its episodes in air order, inside the window around today", async () => {
    const onTheAir = await getCatalogue().listSeries("on_the_air");
    const id = String(onTheAir.results[0]?.id);
    const answer = await get(schedule, `/api/series-schedule/${id}`, { id });
    expect(answer.status).toBe(200);
    expect(answer.cache).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
    const data = answer.body.data as SeriesSchedule;
    expect(Object.keys(data).sort()).toEqual([
      "backdropPath",
      "dateAnnounced",
      "episodes",
      "id",
      "lastAired",
      "nextEpisode",
      "posterPath",
      "status",
      "title",
    ]);
    expect(data.id).toBe(Number(id));
    expect(data.status).toBe("Returning Series");
    const dates = data.episodes.map((episode: ScheduledEpisode) => episode.airDate);
    expect(dates).toEqual([...dates].sort());
    expect(data.episodes.every((episode) => episode.seasonNumber > 0 && episode.name !== "")).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const day = (offset: number) =>
      new Date(Date.parse(today) + offset * 86_400_000).toISOString().slice(0, 10);
    expect(dates.every((date) => date >= day(-15) && date <= day(61))).toBe(true);
  });

  it("refuses a bad id (400) and an unknown series (404)", async () => {
    for (const id of ["abc", "0", "-1", "2.5", "99999999999"]) {
      expect((await get(schedule, `/api/series-schedule/${id}`, { id })).status, id).toBe(400);
    }
    const unknown = await get(schedule, "/api/series-schedule/424242", { id: "424242" });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, error: "No such series" });
  });
});
