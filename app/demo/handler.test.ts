import { afterEach, describe, expect, it, vi } from "vitest";
import { DEMO_TODAY } from "./dates";
import { call, type JsonAnswer, ok } from "./demo-test-client";
import { handleDemoRequest } from "./handler.server";

const ids = (page: JsonAnswer) => (page.results ?? []).map((item) => item.id);

afterEach(() => {
  vi.useRealTimers();
});

describe("TMDB protocol", () => {
  it("answers JSON pages of 20 with TMDB's paging fields", async () => {
    const { status, type, body } = await call("movie/popular?api_key=ignored&language=en-US&page=1");
    expect(status).toBe(200);
    expect(type).toBe("application/json; charset=utf-8");
    expect(body).toMatchObject({ page: 1 });
    expect(body.results).toHaveLength(20);
    expect(body.total_results).toBeGreaterThanOrEqual(2000);
    expect(body.total_pages).toBe(Math.ceil(Number(body.total_results) / 20));
    const second = await ok("movie/popular?page=2");
    expect(second.page).toBe(2);
    expect(ids(second)).not.toEqual(ids(body));
  });

  it("accepts a bearer token, and pages past the end are empty", async () => {
    const { status } = await call("tv/popular", { headers: { Authorization: "Bearer anything" } });
    expect(status).toBe(200);
    const last = await ok("tv/popular?page=500");
    expect(last.results).toEqual([]);
    expect(last.total_results).toBe(400);
  });

  it("answers TMDB's 404 for unknown paths and ids", async () => {
    const notFound = {
      success: false,
      status_code: 34,
      status_message: "The resource you requested could not be found.",
    };
    for (const path of [
      "nothing/here",
      "movie/999",
      "movie/abc",
      "tv/100001",
      "person/2",
      "tv/200001/season/99",
      "movie/100001/nonsense",
    ]) {
      const { status, body } = await call(path);
      expect({ path, status, body }).toEqual({ path, status: 404, body: notFound });
    }
    expect((await handleDemoRequest(new Request("http://demo.invalid/movie/popular"))).status).toBe(404);
  });

  it("answers TMDB's error 22 for a page outside 1..500", async () => {
    for (const page of ["0", "501", "-1", "abc", "1.5"]) {
      const { status, body } = await call(`movie/popular?page=${page}`);
      expect(status).toBe(422);
      expect(body).toEqual({
        success: false,
        status_code: 22,
        status_message: "Invalid page: Pages start at 1 and max at 500. They are expected to be an integer.",
      });
    }
  });

  it("refuses more than 20 appended parts", async () => {
    const many = Array.from({ length: 21 }, (_, i) => `part${i}`).join(",");
    const { status, body } = await call(`movie/100001?append_to_response=${many}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, status_code: 27 });
  });

  it("serves the genre lists and configuration", async () => {
    expect(((await ok("genre/movie/list")).genres as JsonAnswer[]).length).toBe(19);
    expect(((await ok("genre/tv/list")).genres as JsonAnswer[]).length).toBe(16);
    const config = await ok("configuration");
    expect(config.images).toMatchObject({
      base_url: "http://demo.invalid/t/p/",
      secure_base_url: "http://demo.invalid/t/p/",
    });
  });
});

describe("lists", () => {
  it("differ from each other", async () => {
    const lists = await Promise.all(
      [
        "movie/popular",
        "movie/top_rated",
        "movie/upcoming",
        "movie/now_playing",
        "trending/movie/week",
        "trending/movie/day",
      ].map(ok),
    );
    const firstPages = lists.map((page) => JSON.stringify(ids(page)));
    expect(new Set(firstPages).size).toBe(lists.length);
  });

  it("rank popular by popularity and top_rated by rating among well-voted titles", async () => {
    const popular = (await ok("movie/popular")).results ?? [];
    const popularity = popular.map((item) => Number(item.popularity));
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
    const topRated = (await ok("tv/top_rated")).results ?? [];
    const ratings = topRated.map((item) => Number(item.vote_average));
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(topRated.every((item) => Number(item.vote_count) >= 100)).toBe(true);
  });

  it("carry TMDB's dates on upcoming and now_playing, consistent with the results", async () => {
    const upcoming = await ok("movie/upcoming");
    const window = upcoming.dates as { minimum: string; maximum: string };
    expect(window.minimum > DEMO_TODAY).toBe(true);
    expect((upcoming.results ?? []).every((item) => String(item.release_date) > DEMO_TODAY)).toBe(true);
    const nowPlaying = await ok("movie/now_playing");
    const playing = nowPlaying.dates as { minimum: string; maximum: string };
    for (const item of nowPlaying.results ?? []) {
      expect(String(item.release_date) >= playing.minimum && String(item.release_date) <= DEMO_TODAY).toBe(
        true,
      );
    }
  });

  it("show series on the air with an episode in the coming week, and some airing today", async () => {
    // Seen from DEMO_TODAY: the series on the air follow the real date (episode-schedule.ts), and this test
    // speaks of the catalogue as built. The same facts seen from any day: episode-schedule.test.ts.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(`${DEMO_TODAY}T12:00:00Z`));
    const onAir = await ok("tv/on_the_air");
    expect(Number(onAir.total_results)).toBeGreaterThan(20);
    const first = onAir.results?.[0];
    const details = await ok(`tv/${first?.id}`);
    const next = details.next_episode_to_air as JsonAnswer | null;
    const last = details.last_episode_to_air as JsonAnswer | null;
    const soon = [next?.air_date, last?.air_date].some(
      (date) =>
        date === DEMO_TODAY || (typeof date === "string" && date > DEMO_TODAY && date <= "2026-11-08"),
    );
    expect(soon).toBe(true);
    expect(details.in_production).toBe(true);
    expect(Number((await ok("tv/airing_today")).total_results)).toBeGreaterThan(0);
  });

  it("mark trending items with their media_type, mixing kinds in trending/all", async () => {
    const movies = await ok("trending/movie/week");
    expect((movies.results ?? []).every((item) => item.media_type === "movie")).toBe(true);
    const series = await ok("trending/tv/day");
    expect(
      (series.results ?? []).every((item) => item.media_type === "tv" && typeof item.name === "string"),
    ).toBe(true);
    const all = await ok("trending/all/week?page=1");
    const kinds = new Set((all.results ?? []).map((item) => item.media_type));
    expect(kinds.has("movie") && kinds.has("tv")).toBe(true);
  });
});
