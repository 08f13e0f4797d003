import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEMO_API_BASE_URL, handleDemoRequest } from "~/demo/handler.server";
import { withTakedowns } from "./blocked-catalogue.server";
import { type Blocklist, openBlocklistFile } from "./blocklist.server";
import { isBlocked } from "./catalogue-error";
import { createTmdbClient } from "./tmdb-client.server";

// Takedowns against the demo catalogue: what a visitor would find anywhere once a title is blocked.

const demo = () =>
  createTmdbClient({ baseUrl: DEMO_API_BASE_URL, credential: null, fetch: handleDemoRequest });
const quiet = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

function listOf(text: string): Blocklist {
  return openBlocklistFile({ path: "blocked.txt", log: quiet, pollMs: 0, readFile: () => text });
}

describe("withTakedowns on the demo catalogue", () => {
  it("leaves a blocked title out of every list, and refuses its details and seasons", async () => {
    const open = demo();
    const trending = await open.listTrending("movie", 1);
    const movie = trending.results[0];
    const series = (await open.listTrending("series", 1)).results[0];
    if (!movie || !series) throw new Error("the demo has trending titles");
    const catalogue = withTakedowns(open, listOf(`movie:${movie.id}\ntv:${series.id}\n`));

    expect((await catalogue.listTrending("movie", 1)).results.map((title) => title.id)).not.toContain(
      movie.id,
    );
    expect((await catalogue.listTrending("series", 1)).results.map((title) => title.id)).not.toContain(
      series.id,
    );
    const search = await catalogue.search(movie.title);
    expect(search.results.some((title) => title.kind === "movie" && title.id === movie.id)).toBe(false);
    for (const genreId of movie.genreIds) {
      const page = await catalogue.discover("movie", { genreId, page: 1 });
      expect(page.results.map((title) => title.id)).not.toContain(movie.id);
    }
    await expect(catalogue.getTitle("movie", movie.id)).rejects.toSatisfy(isBlocked);
    await expect(catalogue.getSeason(series.id, 1)).rejects.toSatisfy(isBlocked);
    // The same id of the other kind is another title.
    await expect(catalogue.getTitle("series", movie.id).catch((error) => error)).resolves.not.toSatisfy(
      isBlocked,
    );
  });

  it("drops blocked titles from More Like This and from actors' credits", async () => {
    const open = demo();
    const someMovie = (await open.listMovies("popular", 1)).results[0];
    if (!someMovie) throw new Error("the demo has popular movies");
    const details = await open.getTitle("movie", someMovie.id);
    const similar = [...details.similar, ...details.recommendations];
    const people = await open.listPopularPeople(1);
    const actor = people.results.find((person) => person.knownFor.length > 0);
    if (similar.length === 0 || !actor) throw new Error("the demo has similar titles and known-for credits");
    const others = actor.knownFor.filter((title) => !(title.kind === "movie" && title.id === someMovie.id));
    const blocked = [...similar.slice(0, 3), ...others.slice(0, 2)];
    const catalogue = withTakedowns(
      open,
      listOf(blocked.map((title) => `${title.kind === "movie" ? "movie" : "tv"}:${title.id}`).join("\n")),
    );
    const key = (title: { kind: string; id: number }) => `${title.kind}:${title.id}`;
    const blockedKeys = new Set(blocked.map(key));

    const shown = await catalogue.getTitle("movie", someMovie.id);
    expect(
      [...shown.similar, ...shown.recommendations].filter((title) => blockedKeys.has(key(title))),
    ).toEqual([]);
    const listed = (await catalogue.listPopularPeople(1)).results.find((person) => person.id === actor.id);
    expect(listed?.knownFor.filter((title) => blockedKeys.has(key(title)))).toEqual([]);
    const withCredits = await catalogue.getPersonWithCredits(actor.id);
    expect(withCredits.knownFor.filter((title) => blockedKeys.has(key(title)))).toEqual([]);
    const actorMovies = await catalogue.discover("movie", { castId: actor.id, page: 1 });
    expect(actorMovies.results.filter((title) => blockedKeys.has(key(title)))).toEqual([]);
    const actorSeries = await catalogue.getPersonSeries(actor.id);
    expect(actorSeries.filter((title) => blockedKeys.has(key(title)))).toEqual([]);
  });
});

describe("openBlocklistFile", () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it("refuses to start on a file it cannot read, naming the path", () => {
    expect(() => openBlocklistFile({ path: "/nonexistent/blocked.txt", log: quiet, pollMs: 0 })).toThrow(
      /BLOCKED_TITLES_FILE: cannot read \/nonexistent\/blocked.txt/,
    );
  });

  it("logs each bad line and skips it", () => {
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const list = openBlocklistFile({ path: "x", log, pollMs: 0, readFile: () => "movie:1\nmovie:x\n" });
    expect(list.isBlocked("movie", 1)).toBe(true);
    expect(log.warn).toHaveBeenCalledWith(expect.stringMatching(/line 2 skipped \("movie:x"\)/));
  });

  it("reloads when asked, keeps the old list when the file goes missing, and says when the list changed", () => {
    dir = mkdtempSync(path.join(tmpdir(), "blocklist-"));
    const file = path.join(dir, "blocked.txt");
    writeFileSync(file, "movie:1\n");
    const onChange = vi.fn();
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const list = openBlocklistFile({ path: file, log, onChange, pollMs: 0 });
    expect(list.isBlocked("movie", 1)).toBe(true);

    writeFileSync(file, "movie:1\n");
    expect(list.reload()).toBe(true);
    expect(onChange).not.toHaveBeenCalled();

    writeFileSync(file, "tv:2\n");
    expect(list.reload()).toBe(true);
    expect(list.isBlocked("movie", 1)).toBe(false);
    expect(list.isBlocked("series", 2)).toBe(true);
    expect(onChange).toHaveBeenCalledTimes(1);

    rmSync(file);
    expect(list.reload()).toBe(false);
    expect(list.isBlocked("series", 2)).toBe(true);
    expect(log.error).toHaveBeenCalledWith(expect.stringMatching(/keeping the previous list/));
  });

  it("notices the file changing on its own", async () => {
    dir = mkdtempSync(path.join(tmpdir(), "blocklist-"));
    const file = path.join(dir, "blocked.txt");
    writeFileSync(file, "");
    const list = openBlocklistFile({ path: file, log: quiet, pollMs: 20 });
    try {
      // fs.watchFile takes its first look after one interval: a change before that is its starting point.
      await new Promise((resolve) => setTimeout(resolve, 100));
      writeFileSync(file, "movie:42\n");
      await vi.waitFor(() => expect(list.isBlocked("movie", 42)).toBe(true), { timeout: 3000 });
    } finally {
      list.close();
    }
  });
});

describe("withTakedowns and the import's lookups", () => {
  it("finds no blocked title by IMDb id, title search or TMDB id", async () => {
    const catalogue = withTakedowns(demo(), listOf("movie:100001\n"));
    expect(await catalogue.findByImdbId("tt5100001")).toEqual([]);
    const candidates = await catalogue.searchForMatch("movie", "The Last Harbor");
    expect(candidates.map((title) => title.id)).toEqual([109001]);
    await expect(catalogue.getExternalIds("movie", 100001)).rejects.toSatisfy(isBlocked);
    await expect(catalogue.getTitleMatch("movie", 100001)).rejects.toSatisfy(isBlocked);
    expect(await catalogue.getTitleMatch("movie", 109001)).toMatchObject({
      title: "The Last Harbor",
      year: 2021,
    });
  });
});
