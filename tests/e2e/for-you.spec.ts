import type { APIRequestContext, Page } from "@playwright/test";
import type { TitleSummary } from "../../app/catalogue/types";
import { daysBetween, localDay } from "../../app/lib/episode-when";
import { latestAired } from "../../app/local/for-you/new-episodes";
import { findOnTheAirSeries } from "./support/on-the-air-series";
import { expect, test } from "./support/test";

// Home's personal rows on the production build and the demo catalogue: Because you watched, New
// episodes, Not interested with Undo across rows, and what the server is told while home makes them.

// Each test waits for several of the site's answers (ROWS_ARRIVE) besides its pages.
test.describe.configure({ timeout: 120_000 });

const player = (page: Page) => page.frameLocator("iframe.player-frame");

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), path).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** Every title id in home's server HTML: the rows every visitor gets, so naming them tells nothing. */
async function publicIds(request: APIRequestContext): Promise<Set<number>> {
  const html = await (await request.get("/")).text();
  return new Set([...html.matchAll(/\b(1\d{5}|2\d{5})\b/g)].map((match) => Number(match[1])));
}

interface Stored {
  playback?: object;
  wishlist?: object[];
  viewed?: object[];
}

/** Puts a history in this browser before the page's scripts run (once: the page's own changes then stay). */
async function seed(page: Page, stored: Stored): Promise<void> {
  await page.addInitScript((values) => {
    if (sessionStorage.getItem("seeded")) return;
    sessionStorage.setItem("seeded", "1");
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, JSON.stringify(value));
  }, stored);
}

/** A film watched to its end an hour ago, as the watch page stores it. */
function finishedFilm(film: { id: number; title: string }, now = Date.now()) {
  const at = now - 3_600_000;
  return {
    version: 1,
    progress: { [`movie:${film.id}`]: { position: 5400, duration: 5400, updatedAt: at } },
    marks: {},
    titles: {
      [`movie:${film.id}`]: {
        title: film.title,
        poster_path: null,
        episode: null,
        next: null,
        hidden: false,
        updatedAt: at,
      },
    },
  };
}

const row = (page: Page, name: string | RegExp) => page.getByRole("region", { name });
/**
 * The personal rows come after a few requests to the site, one title each, a few at a time; on a loaded machine
 * (two cores shared by several test runs) that is more than the usual 10 s.
 */
const ROWS_ARRIVE = { timeout: 40_000 };
/** A card's poster link, named by its title. */
const card = (scope: ReturnType<Page["locator"]>, title: string) =>
  scope.getByRole("link", { name: title, exact: true });

test.describe("for you", () => {
  // Calendar days are the visitor's: here UTC, as the test counts them.
  test.use({ timezoneId: "UTC" });

  test("finishing a film brings a Because you watched row of its recommendations, without it", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    const title = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
    const id = Number(
      ((await page.getByRole("link", { name: "Play", exact: true }).getAttribute("href")) ?? "").replace(
        "/watch/",
        "",
      ),
    );
    await expect(row(page, `Because you watched ${title}`)).toHaveCount(0);

    // Played to its end in the demo player, as a visitor would.
    await page.goto(`/watch/${id}`);
    const seek = player(page).getByRole("slider", { name: "Seek" });
    await seek.focus();
    await seek.press("End");
    await expect
      .poll(() =>
        page.evaluate((key) => {
          const record = JSON.parse(localStorage.getItem("playback") ?? "{}").progress?.[key];
          return record?.duration ? record.position / record.duration : 0;
        }, `movie:${id}`),
      )
      .toBeGreaterThanOrEqual(0.9);

    await page.goto("/");
    const because = row(page, `Because you watched ${title}`);
    await expect(because).toBeVisible(ROWS_ARRIVE);
    await expect(card(because, title)).toHaveCount(0);
    // Its cards are the site's recommendations for that film, in their order.
    const { results } = await api<{ results: TitleSummary[] }>(request, `/api/recommendations/movie/${id}`);
    const expected = results.filter((result) => !(result.kind === "movie" && result.id === id));
    const first = because.getByRole("listitem").first().getByRole("link").first();
    await expect(first).toHaveAccessibleName(expected[0]?.title ?? "(none)");
  });

  test("following a series on the air shows its latest episode in New episodes, and plays it", async ({
    page,
    request,
  }) => {
    // The browser's clock is held at this instant, so its calendar day is the test's whatever the hour.
    const now = Date.now();
    const today = localDay(now, "UTC");
    // A demo series on the air whose latest episode aired in the last 7 days (the calendar's helper finds it).
    const [series] = await findOnTheAirSeries(request, { timeZone: "UTC" });
    if (!series) throw new Error("no demo series on the air");
    const { schedule, aired: episode } = series;
    expect(latestAired(schedule, today)).toEqual(episode);

    await page.clock.setFixedTime(now);
    await seed(page, {
      wishlist: [
        { id: schedule.id, title: schedule.title, poster_path: schedule.posterPath, type: "series" },
      ],
    });
    await page.goto("/");
    const newEpisodes = row(page, "New episodes");
    await expect(newEpisodes).toBeVisible(ROWS_ARRIVE);
    const days = daysBetween(episode.airDate, today);
    const when = days === 0 ? "today" : days === 1 ? "yesterday" : `${days} days ago`;
    const item = newEpisodes
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: schedule.title, exact: true }) });
    await expect(item).toContainText(`S${episode.seasonNumber} E${episode.episodeNumber} · ${when}`);
    await expect(item.getByRole("link", { name: `Play ${schedule.title}` })).toHaveAttribute(
      "href",
      `/watch/${schedule.id}?s=${episode.seasonNumber}&e=${episode.episodeNumber}`,
    );

    // The row's heading leads to the calendar, where the same episode is listed with a way to watch it.
    await newEpisodes.getByRole("link", { name: "New episodes", exact: true }).click();
    await expect(page).toHaveURL(/\/calendar$/);
    const aired = page.getByRole("region", { name: "Aired in the last 7 days" });
    await expect(
      aired.getByRole("link", {
        name: `Watch ${schedule.title} S${episode.seasonNumber} E${episode.episodeNumber}`,
      }),
    ).toHaveAttribute("href", `/watch/${schedule.id}?s=${episode.seasonNumber}&e=${episode.episodeNumber}`);
  });
});

test.describe("for you: not interested", () => {
  test("Not interested takes a title out of every personal row at once, and Undo brings it back", async ({
    page,
    request,
  }) => {
    const film = { id: 101488, title: "Ashes of the Night" };
    const { results } = await api<{ results: TitleSummary[] }>(
      request,
      `/api/recommendations/movie/${film.id}`,
    );
    const other = results.find((result) => result.kind === "movie" && result.id !== film.id);
    if (!other) throw new Error("the demo recommends nothing for the film");
    // Viewed, not watched: the title is in Recently Viewed and in the film's Because row.
    await seed(page, {
      playback: finishedFilm(film),
      viewed: [
        {
          id: other.id,
          title: other.title,
          poster_path: other.posterPath,
          type: "movie",
          media_type: "movie",
        },
      ],
    });
    await page.goto("/");
    const because = row(page, `Because you watched ${film.title}`);
    const viewed = row(page, "Recently Viewed");
    await expect(card(because, other.title)).toBeVisible(ROWS_ARRIVE);
    await expect(card(viewed, other.title)).toBeVisible();

    await card(because, other.title).hover();
    await because.getByRole("button", { name: `Not interested in ${other.title}` }).click();
    // In its place, Undo, with focus on it; gone from every other row at once.
    const undo = because.getByRole("button", { name: `Undo: show ${other.title} again` });
    await expect(undo).toBeFocused();
    await expect(because).toContainText(`${other.title} is hidden.`);
    await expect(page.locator(".rows").getByRole("link", { name: other.title, exact: true })).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("not_interested") ?? ""))
      .toContain(`"movie:${other.id}":{`);

    await undo.click();
    await expect(card(because, other.title)).toBeVisible();
    await expect(card(viewed, other.title)).toBeVisible();

    // Said again and kept: after a reload the title is in no row of home.
    await card(viewed, other.title).hover();
    await viewed.getByRole("button", { name: `Not interested in ${other.title}` }).click();
    await expect(viewed.getByRole("button", { name: `Undo: show ${other.title} again` })).toBeFocused();
    await expect(card(because, other.title)).toHaveCount(0);
    await page.reload();
    await expect(because).toBeVisible(ROWS_ARRIVE);
    await expect(page.getByRole("button", { name: `Undo: show ${other.title} again` })).toHaveCount(0);
    await expect(page.locator(".rows").getByRole("link", { name: other.title, exact: true })).toHaveCount(0);
  });

  test("a first visitor's cards offer Not interested too, once the page is idle, and nothing personal loads", async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on("request", (sent) => asked.push(new URL(sent.url()).pathname));
    await page.goto("/");
    const trending = row(page, "Trending movies this week");
    const first = trending.getByRole("listitem").first().getByRole("link").first();
    const title = (await first.getAttribute("aria-label")) ?? (await first.textContent()) ?? "";
    await first.hover();
    await trending.getByRole("button", { name: `Not interested in ${title.trim()}` }).click();
    await expect(trending.getByRole("button", { name: `Undo: show ${title.trim()} again` })).toBeFocused();
    // No history, so no personal rows, their code or their requests.
    await expect(
      page.getByRole("region", { name: /^(New episodes|Top picks for you|Because you watched)/ }),
    ).toHaveCount(0);
    expect(
      asked.filter((path) => /\/api\/(recommendations|series-schedule)\/|for-you-rows-/.test(path)),
    ).toEqual([]);
  });
});

test.describe("for you: privacy", () => {
  test("no request home makes for a visitor with history names more than one of their titles", async ({
    page,
    request,
  }) => {
    const everyone = await publicIds(request);
    // Titles on none of home's rows (those every visitor's page names alike): movies and series of the demo.
    const own = (from: number, count: number) => {
      const ids: number[] = [];
      for (let id = from; ids.length < count; id += 1) if (!everyone.has(id)) ids.push(id);
      return ids;
    };
    const [watchedFilm, ...films] = own(100300, 5);
    const [watchedSeries, listedSeries] = own(200300, 2);
    const now = Date.now();
    const playback = finishedFilm({ id: watchedFilm ?? 0, title: "Own Film" }, now);
    Object.assign(playback.progress, {
      [`series:${watchedSeries}:1:1`]: { position: 2500, duration: 2600, updatedAt: now - 7_200_000 },
    });
    Object.assign(playback.marks, {
      [`series:${watchedSeries}:1:1`]: { watched: true, updatedAt: now - 7_200_000 },
    });
    Object.assign(playback.titles, {
      [`series:${watchedSeries}`]: {
        title: "Own Series",
        poster_path: null,
        episode: { season: 1, episode: 1 },
        next: { season: 1, episode: 2 },
        hidden: false,
        updatedAt: now - 7_200_000,
      },
    });
    await seed(page, {
      playback,
      wishlist: [
        { id: listedSeries, title: "Listed Series", poster_path: null, type: "series" },
        { id: films[0], title: "Listed Film", poster_path: null, type: "movie" },
      ],
      viewed: films.slice(1).map((id, index) => ({
        id,
        title: `Viewed ${index}`,
        poster_path: null,
        type: "movie",
        media_type: "movie",
      })),
    });
    const sent: string[] = [];
    page.on("request", (made: { url(): string }) => {
      const url = new URL(made.url());
      if (url.origin === new URL(page.url() || "http://x").origin || url.pathname.startsWith("/"))
        sent.push(decodeURIComponent(url.pathname + url.search));
    });

    await page.goto("/");
    await expect(row(page, "Top picks for you")).toBeVisible(ROWS_ARRIVE);
    await expect(row(page, "Recently Viewed").getByRole("listitem")).toHaveCount(3);
    // Pointing at personal cards prefetches what opening them needs: still one title each.
    for (const region of ["Recently Viewed", "Top picks for you"]) {
      await row(page, region).getByRole("listitem").first().hover();
      await row(page, region).getByRole("listitem").nth(1).hover();
    }
    await page.waitForLoadState("networkidle");

    // Theirs: the history, and what home picked from it (a set of recommendations says what it came from).
    const shown = await page
      .locator(".collection-row")
      .filter({ hasNot: page.locator("[id^='row-'][id$='-movies'], [id^='row-'][id$='-series']") })
      .locator("a[href]")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    const theirs = new Set(
      [
        watchedFilm,
        watchedSeries,
        listedSeries,
        ...films,
        ...shown.flatMap((href) =>
          /\/(\d{6})\b/.exec(href)?.[1] ? [Number(/\/(\d{6})\b/.exec(href)?.[1])] : [],
        ),
      ].filter((id): id is number => id !== undefined && !everyone.has(id)),
    );
    expect(theirs.size).toBeGreaterThan(10);

    const named = (url: string) =>
      [...new Set(url.match(/\b\d{6}\b/g) ?? [])].map(Number).filter((id) => theirs.has(id));
    const overOne = sent.filter((url) => named(url).length > 1);
    expect(overOne).toEqual([]);
    // It was asked for one title at a time, and route discovery ran, for the public rows only.
    expect(sent.filter((url) => url.startsWith("/api/recommendations/")).length).toBeGreaterThanOrEqual(4);
    expect(sent.some((url) => url.startsWith("/__manifest?"))).toBe(true);

    // Opening one of them asks the route manifest for that one path alone (the title's own page then discovers
    // its own links, which that title alone decides).
    const openedBefore = sent.length;
    const opened = row(page, "Recently Viewed").getByRole("listitem").first().getByRole("link").first();
    const openedId = Number(/(\d{6})$/.exec((await opened.getAttribute("href")) ?? "")?.[1]);
    await opened.click();
    // A title's overlay on a cold cache, on a loaded machine, takes its time too.
    await expect(page.getByRole("dialog")).toBeVisible(ROWS_ARRIVE);
    const discovery = sent.slice(openedBefore).find((url) => url.startsWith("/__manifest?"));
    expect(discovery).toMatch(new RegExp(`^/__manifest\\?paths=/movie,/movie/${openedId}&`));
  });

  test("a first visitor's home HTML carries nothing personal", async ({ request }) => {
    const html = await (await request.get("/")).text();
    for (const id of ["continue-watching", "recently-viewed", "new-episodes", "top-picks", "because-1"])
      expect(html).not.toContain(`id="row-${id}"`);
    expect(html).not.toContain(`class="discover-undo"`);
    expect(html).not.toMatch(/home-personal-|for-you-rows-/);
    expect(html).toContain('id="row-trending-movies"');
  });
});

test.describe("for you: privacy on My List", () => {
  test("My List's grid is not listed to the route manifest in one request either", async ({
    page,
    request,
  }) => {
    const everyone = await publicIds(request);
    const listed: number[] = [];
    for (let id = 100400; listed.length < 4; id += 1) if (!everyone.has(id)) listed.push(id);
    await seed(page, {
      wishlist: listed.map((id, index) => ({
        id,
        title: `Listed ${index}`,
        poster_path: null,
        type: "movie",
      })),
    });
    const sent: string[] = [];
    page.on("request", (made) =>
      sent.push(decodeURIComponent(new URL(made.url()).pathname + new URL(made.url()).search)),
    );
    await page.goto("/list");
    await expect(page.getByRole("list", { name: "Watchlist" }).getByRole("listitem")).toHaveCount(4);
    await page.waitForLoadState("networkidle");
    const named = (url: string) => listed.filter((id) => new RegExp(`\\b${id}\\b`).test(url));
    expect(sent.filter((url) => named(url).length > 1)).toEqual([]);
  });
});
