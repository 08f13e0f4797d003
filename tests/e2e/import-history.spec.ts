import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import { zipSync } from "fflate";
import { seededDevice } from "./support/device";
import { expect, test } from "./support/test";

// Moving in from IMDb, Letterboxd and Trakt on /list, on the demo catalogue (its titles have IMDb ids,
// and near misses: a remake, two films of one name). Each format into an empty list and into one that already
// holds some of the titles; the report; a junk file; Cancel; the Letterboxd export read back by our own import.

const FIXTURES = path.resolve("tests/fixtures/import");
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name));
const upload = (name: string, buffer: Buffer | Uint8Array) => ({
  name,
  mimeType: name.endsWith(".zip")
    ? "application/zip"
    : name.endsWith(".json")
      ? "application/json"
      : "text/csv",
  buffer: Buffer.from(buffer),
});

/** As Letterboxd's export is laid out: the lists at the top, and folders of other things beside them. */
const LETTERBOXD_ZIP = zipSync({
  "watchlist.csv": fixture("letterboxd-watchlist.csv"),
  "watched.csv": fixture("letterboxd-watched.csv"),
  "diary.csv": fixture("letterboxd-diary.csv"),
  "ratings.csv": fixture("letterboxd-ratings.csv"),
  "profile.csv": Buffer.from("Date Joined,Username,Given Name\r\n2020-01-01,someone,Some\r\n"),
  // A diary entry the visitor deleted: not a film they watched.
  "deleted/diary.csv": Buffer.from(
    "Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\r\n2024-01-01,Iron Valley II,1983,https://boxd.it/z1,,,,2024-01-01\r\n",
  ),
  "likes/films.csv": fixture("letterboxd-watchlist.csv"),
});

interface Stored {
  watchlist: Array<{ id: number; type: string; title: string }>;
  finished: Record<string, number>;
  marks: string[];
  viewed: number[];
}

/** What the page stored: My List, the films finished (with their dates), watched marks, Recently Viewed. */
async function stored(page: Page): Promise<Stored> {
  return page.evaluate(() => {
    const read = (key: string) => JSON.parse(localStorage.getItem(key) ?? "null");
    const playback = read("playback") ?? {};
    const finished: Record<string, number> = {};
    for (const [key, record] of Object.entries<{ position: number; duration: number; updatedAt: number }>(
      playback.progress ?? {},
    )) {
      if (key.startsWith("movie:") && record.duration && record.position / record.duration >= 0.95) {
        finished[key] = record.updatedAt;
      }
    }
    const marks = Object.entries<{ watched: boolean }>(playback.marks ?? {})
      .filter(([, mark]) => mark.watched)
      .map(([key]) => key)
      .sort();
    return {
      watchlist: (read("wishlist") ?? []).map((entry: { id: number; type: string; title: string }) => ({
        id: entry.id,
        type: entry.type,
        title: entry.title,
      })),
      finished,
      marks,
      viewed: (read("viewed") ?? []).map((entry: { id: number }) => entry.id),
    };
  });
}

async function seed(page: Page, values: Record<string, unknown>): Promise<void> {
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem("seeded")) return;
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, JSON.stringify(value));
    sessionStorage.setItem("seeded", "1");
  }, values);
}

async function importFile(page: Page, file: ReturnType<typeof upload>) {
  await page.getByLabel("Import list").setInputFiles(file);
  const report = page.getByRole("region", { name: /^Import from .* finished$/ });
  await expect(report).toBeVisible({ timeout: 30_000 });
  return report;
}

async function expectCounts(page: Page, added: number, already: number, notFound: number) {
  const counts = page.locator(".import-report-counts li");
  await expect(counts).toHaveText([`Added: ${added}`, `Already there: ${already}`, `Not found: ${notFound}`]);
}

const day = (iso: string) => Date.parse(`${iso}T12:00:00Z`);

test.describe("importing history from other services", () => {
  test("states the formats and limits before a file is chosen", async ({ page }) => {
    await page.goto("/list");
    await expect(
      page.getByText(/Letterboxd \(ZIP or CSV\) or Trakt \(JSON\)\. Files up to 5 MB and 20,000 rows\./),
    ).toBeVisible();
  });

  test("IMDb watchlist: into an empty list, then into a list that holds some of it", async ({ page }) => {
    await page.goto("/list");
    const report = await importFile(page, upload("WATCHLIST.csv", fixture("imdb-watchlist.csv")));
    await expect(report.getByRole("heading")).toHaveText("Import from IMDb finished");
    await expectCounts(page, 3, 0, 1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Watchlist (3)");
    expect((await stored(page)).watchlist).toEqual([
      { id: 100003, type: "movie", title: "Echoes of the Deep" },
      { id: 200002, type: "series", title: "Perfect Thieves" },
      { id: 100009, type: "movie", title: "Iron Valley II" },
    ]);
    await report.getByText("Titles not found", { exact: true }).click();
    await expect(report.getByRole("listitem").filter({ hasText: "Unknown, The" })).toHaveText(
      "Unknown, The (1999)",
    );

    // The list not found, as a CSV to keep.
    const downloading = page.waitForEvent("download");
    await report.getByRole("button", { name: "Download titles not found (CSV)" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("marquee-import-not-found.csv");
    expect(await readFile((await download.path()) ?? "", "utf8")).toBe(
      'Title,Year,List,Lookup\r\n"Unknown, The",1999,watchlist,imdb:tt0000001\r\n',
    );

    // Again: nothing doubles.
    await report.getByRole("button", { name: "Close report" }).click();
    await importFile(page, upload("WATCHLIST.csv", fixture("imdb-watchlist.csv")));
    await expectCounts(page, 0, 3, 1);
    expect((await stored(page)).watchlist).toHaveLength(3);
  });

  test("IMDb ratings become finished films, dated by Date Rated, kept beside what was there", async ({
    page,
  }) => {
    const mine = { id: 100001, poster_path: null, title: "Kept", type: "movie" };
    await seed(page, {
      wishlist: [mine],
      playback: {
        version: 1,
        progress: { "movie:100008": { position: 5000, duration: 5000, updatedAt: day("2025-01-01") } },
        marks: {},
        titles: {},
      },
    });
    await page.goto("/list");
    await importFile(page, upload("ratings.csv", fixture("imdb-ratings.csv")));
    await expectCounts(page, 1, 1, 1);
    const after = await stored(page);
    expect(after.watchlist).toEqual([{ id: 100001, type: "movie", title: "Kept" }]);
    // The newer entry already here wins the merge; the imported one carries the file's date.
    expect(after.finished).toEqual({ "movie:100006": day("2023-11-12"), "movie:100008": day("2025-01-01") });
    expect(after.viewed).toEqual(expect.arrayContaining([100006, 100008]));
  });

  test("Letterboxd .zip: the watchlist to My List, diary and watched films finished, near misses told apart", async ({
    page,
  }) => {
    await page.goto("/list");
    const report = await importFile(page, upload("letterboxd-someone-2024-06-02-utc.zip", LETTERBOXD_ZIP));
    await expect(report.getByRole("heading")).toHaveText("Import from Letterboxd finished");
    // 13 rows: 3 on the watchlist, 10 watched (Midnight in Verona twice: the diary says 2004, watched.csv 2003).
    await expectCounts(page, 10, 1, 2);
    const after = await stored(page);
    expect(after.watchlist.map((entry) => entry.id)).toEqual([100003, 100004, 100025]);
    expect(Object.keys(after.finished).sort()).toEqual(
      [
        "movie:100001",
        "movie:100002",
        "movie:100006",
        "movie:100008",
        "movie:100011",
        "movie:100173",
        "movie:109001",
      ].sort(),
    );
    // The original and the remake, each dated by the diary's Watched Date: the original by its rewatch, the
    // remake by the day before watched.csv logged it. Nothing from the deleted/ and orphaned/ folders.
    expect(after.finished["movie:100001"]).toBe(day("2024-06-01"));
    expect(after.finished["movie:109001"]).toBe(day("2024-01-31"));
    await report.getByText("Titles not found", { exact: true }).click();
    await expect(report.locator(".import-not-found li")).toHaveText([
      "Love in Lisbon (2002)",
      /^Nowhere, "Really"\s+A Film \(2019\)$/,
    ]);
    // The newest films watched are in Recently Viewed.
    expect(after.viewed[0]).toBe(100001);
  });

  test("Letterboxd diary CSV on its own, into a list where some films are already finished", async ({
    page,
  }) => {
    await seed(page, {
      playback: {
        version: 1,
        progress: { "movie:100011": { position: 1, duration: 1, updatedAt: day("2024-03-06") } },
        marks: {},
        titles: {},
      },
    });
    await page.goto("/list");
    await importFile(page, upload("diary.csv", fixture("letterboxd-diary.csv")));
    await expectCounts(page, 5, 1, 2);
    expect(Object.keys((await stored(page)).finished)).toHaveLength(6);
  });

  test("Trakt: watchlist, watched movies and watched shows' episodes", async ({ page }) => {
    await seed(page, {
      wishlist: [{ id: 200003, poster_path: null, title: "The Blackwoods", type: "series" }],
    });
    await page.goto("/list");
    await importFile(page, upload("watchlist.json", fixture("trakt-watchlist.json")));
    await expectCounts(page, 2, 1, 1);
    expect((await stored(page)).watchlist.map((entry) => `${entry.type}:${entry.id}`)).toEqual([
      "series:200003",
      "movie:100010",
      "movie:100012",
    ]);

    await page.getByRole("button", { name: "Close report" }).click();
    await importFile(page, upload("watched-movies.json", fixture("trakt-watched-movies.json")));
    await expectCounts(page, 2, 0, 0);
    expect((await stored(page)).finished).toEqual({
      "movie:100011": Date.parse("2023-05-01T20:00:00.000Z"),
      "movie:100002": Date.parse("2023-06-01T20:00:00.000Z"),
    });

    await page.getByRole("button", { name: "Close report" }).click();
    await importFile(page, upload("watched-shows.json", fixture("trakt-watched-shows.json")));
    await expectCounts(page, 1, 0, 0);
    expect((await stored(page)).marks).toEqual([
      "series:200002:1:1",
      "series:200002:1:2",
      "series:200002:1:3",
    ]);
    // The overlay shows them watched.
    await page.goto("/series/200002");
    await expect(
      page.getByRole("dialog").getByRole("button", { name: /^Episode [123] watched$/, pressed: true }),
    ).toHaveCount(3);
  });

  test("a junk file, an unknown JSON and a zip without lists change nothing, and say why", async ({
    page,
  }) => {
    const before = { wishlist: [{ id: 100001, poster_path: null, title: "Kept", type: "movie" }] };
    await seed(page, before);
    await page.goto("/list");
    const status = page.locator(".list-transfer").getByRole("status");
    await page.getByLabel("Import list").setInputFiles(upload("junk.csv", fixture("junk.csv")));
    await expect(status).toHaveText(/^That file is not one we can import/);
    await page
      .getByLabel("Import list")
      .setInputFiles(upload("backup.zip", zipSync({ "notes.txt": new Uint8Array([104, 105]) })));
    await expect(status).toHaveText(/^That ZIP holds none of Letterboxd's lists/);
    const empty = await stored(page);
    expect(empty.watchlist).toEqual([{ id: 100001, type: "movie", title: "Kept" }]);
    expect(empty.finished).toEqual({});
    expect(await page.evaluate(() => localStorage.getItem("playback"))).toBeNull();
  });

  test("Cancel stops between batches and keeps what was matched, whole", async ({ page }) => {
    const lines = Array.from(
      { length: 120 },
      (_, i) => `2024-01-01,Film That Is Not There ${i},2000,https://boxd.it/x${i}`,
    );
    const csv = [
      "Date,Name,Year,Letterboxd URI",
      "2024-01-01,Echoes of the Deep,2012,https://boxd.it/y",
      ...lines,
    ].join("\n");
    await page.goto("/list");
    await page.getByLabel("Import list").setInputFiles(upload("watchlist.csv", Buffer.from(csv)));
    await expect(page.getByText(/^Matched 2[0-9] of 121$/)).toBeVisible();
    await page.getByRole("button", { name: "Cancel" }).click();
    const report = page.getByRole("region", { name: /^Import cancelled/ });
    await expect(report).toBeVisible();
    const counts = await report.locator(".import-report-counts li").allTextContents();
    const [added, already, notFound] = counts.map((text) => Number(text.replace(/\D/g, "")));
    expect(added).toBe(1);
    expect(already).toBe(0);
    expect((added ?? 0) + (notFound ?? 0)).toBeLessThan(121);
    expect((await stored(page)).watchlist.map((entry) => entry.id)).toEqual([100003]);
  });

  test("Export for Letterboxd writes two CSVs that our own import reads back to the same titles", async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto("/list");
    await importFile(page, upload("export.zip", LETTERBOXD_ZIP));
    const original = await stored(page);

    const files: Record<string, string> = {};
    for (const name of ["Watchlist films (CSV)", "Films watched (CSV)"]) {
      const menu = page.getByRole("button", { name });
      if (!(await menu.isVisible())) await page.getByText("Export for Letterboxd").click();
      const downloading = page.waitForEvent("download");
      await page.getByRole("button", { name }).click();
      const download = await downloading;
      files[download.suggestedFilename()] = await readFile((await download.path()) ?? "", "utf8");
    }
    expect(Object.keys(files).sort()).toEqual([
      "marquee-letterboxd-watched.csv",
      "marquee-letterboxd-watchlist.csv",
    ]);
    expect(files["marquee-letterboxd-watchlist.csv"]).toBe(
      "tmdbID,Title,Year,WatchedDate\r\n100003,Echoes of the Deep,,\r\n100004,Iron Valley,,\r\n100025,Witness & Rose,,\r\n",
    );
    expect(files["marquee-letterboxd-watched.csv"]).toMatch(
      /^tmdbID,Title,Year,WatchedDate\r\n100001,The Last Harbor,,2024-06-01\r\n/,
    );

    // Another browser, empty: the two files bring back the same titles.
    const context = await browser.newContext({ baseURL });
    const other = await context.newPage();
    await other.goto("/list");
    await other.locator("html[data-hydrated]").waitFor({ state: "attached" });
    for (const [name, text] of Object.entries(files)) {
      await other.getByLabel("Import list").setInputFiles(upload(name, Buffer.from(text)));
      await expect(other.getByRole("region", { name: "Import from Letterboxd finished" })).toBeVisible();
      await expect(other.locator(".import-report-counts li").last()).toHaveText("Not found: 0");
      await other.getByRole("button", { name: "Close report" }).click();
    }
    const copy = await stored(other);
    expect(copy.watchlist.map((entry) => entry.id)).toEqual(original.watchlist.map((entry) => entry.id));
    expect(Object.keys(copy.finished).sort()).toEqual(Object.keys(original.finished).sort());
    await context.close();
  });
});

/** Holds the second batch of lookups until `release` is called: the page mid-import. */
async function holdSecondBatch(page: Page): Promise<{ release: () => void; batches: () => number }> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let batches = 0;
  await page.route("**/api/match?**", async (route) => {
    batches += 1;
    if (batches === 2) await held;
    await route.continue();
  });
  return { release, batches: () => batches };
}

/** One film the demo has, then `missing` it has not: two batches of lookups when over 24. */
function watchlistCsv(missing: number): Buffer {
  const lines = Array.from(
    { length: missing },
    (_, i) => `2024-01-01,Missing Film ${i},2000,https://boxd.it/x${i}`,
  );
  return Buffer.from(
    ["Date,Name,Year,Letterboxd URI", "2024-01-01,Echoes of the Deep,2012,https://boxd.it/y", ...lines].join(
      "\n",
    ),
  );
}

test.describe("while an import runs", () => {
  test("the visitor can open a title and come back: the import goes on, and its report waits on My List", async ({
    page,
  }) => {
    const hold = await holdSecondBatch(page);
    await page.goto("/list");
    await page.getByLabel("Import list").setInputFiles(upload("watchlist.csv", watchlistCsv(30)));
    await expect(page.locator(".import-progress")).toHaveAttribute("value", "25");
    // The first batch is on the list already: open it.
    await page.locator(".card-grid").getByRole("link", { name: "Echoes of the Deep", exact: true }).click();
    await expect(page).toHaveURL(/\/movie\/100003$/);
    await expect(page.getByRole("dialog").getByRole("heading", { name: "Echoes of the Deep" })).toBeVisible();
    hold.release();
    // The rest is looked up while the visitor is away from My List.
    await expect.poll(hold.batches).toBe(2);
    await page.goBack();
    await expect(page).toHaveURL(/\/list$/);
    const report = page.getByRole("region", { name: "Import from Letterboxd finished" });
    await expect(report).toBeVisible();
    await expectCounts(page, 1, 0, 30);
    await expect(page.getByLabel("Import list")).toBeEnabled();
  });

  test("papaparse and fflate load only when a file is chosen", async ({ page }) => {
    const scripts: Array<Promise<string>> = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname.endsWith(".js")) scripts.push(response.text().catch(() => ""));
    });
    // Strings only those two libraries hold: papaparse's error code, fflate's message for a damaged zip.
    const loaded = async () => {
      const texts = await Promise.all(scripts);
      return {
        papaparse: texts.some((text) => text.includes("UndetectableDelimiter")),
        fflate: texts.some((text) => text.includes("invalid zip data")),
      };
    };
    await page.goto("/list");
    await page.waitForLoadState("networkidle");
    expect(await loaded()).toEqual({ papaparse: false, fflate: false });
    await importFile(page, upload("letterboxd.zip", LETTERBOXD_ZIP));
    expect(await loaded()).toEqual({ papaparse: true, fflate: true });
  });

  test("everything imported reaches the visitor's other device by sync", async ({ browser, baseURL }) => {
    const phone = await seededDevice(browser, baseURL);
    await phone.goto("/list");
    const panel = (page: Page) => page.getByRole("region", { name: "Sync across devices" });
    await panel(phone).getByRole("button", { name: "Sync this list" }).click();
    await expect(panel(phone).getByRole("status")).toHaveText(/^Synced\./);
    const code = ((await panel(phone).locator(".sync-code").textContent()) ?? "").replace("Sync code: ", "");
    await importFile(phone, upload("letterboxd.zip", LETTERBOXD_ZIP));
    await phone.getByRole("button", { name: "Close report" }).click();
    await importFile(phone, upload("watched-shows.json", fixture("trakt-watched-shows.json")));
    const imported = await stored(phone);
    expect(imported.marks).toHaveLength(3);

    const laptop = await seededDevice(browser, baseURL);
    await laptop.goto("/list");
    await panel(laptop).getByLabel("Have a code from another device?").fill(code.trim());
    await panel(laptop).getByRole("button", { name: "Join" }).click();
    await expect(panel(laptop).getByRole("status")).toHaveText(/^Synced\./);
    // Each device pushes 2 s after its last change and pulls when the visitor comes back to it (focus): a push
    // that crossed the laptop's joining merges on the phone's next pull, as in sync.spec.ts.
    await expect
      .poll(
        async () => {
          for (const page of [phone, laptop])
            await page.evaluate(() => window.dispatchEvent(new Event("focus")));
          const copy = await stored(laptop);
          return { watchlist: copy.watchlist, finished: copy.finished, marks: copy.marks };
        },
        { timeout: 20_000, intervals: [1_000] },
      )
      .toEqual({ watchlist: imported.watchlist, finished: imported.finished, marks: imported.marks });
    await phone.context().close();
    await laptop.context().close();
  });
});

test("GET /api/match answers each item in order, cacheable by shared caches; bad items are a 400", async ({
  request,
}) => {
  const answer = await request.get(
    "/api/match?i=imdb:tt5100001&i=movie:2021:The%20Last%20Harbor&i=tmdb:series:200002&i=imdb:tt0000001",
  );
  expect(answer.status()).toBe(200);
  expect(answer.headers()["cache-control"]).toBe(
    "public, max-age=0, s-maxage=300, stale-while-revalidate=3600",
  );
  const { data } = (await answer.json()) as { data: Array<{ id: number; type: string } | null> };
  expect(data.map((title) => (title ? `${title.type}:${title.id}` : null))).toEqual([
    "movie:100001",
    "movie:109001",
    "series:200002",
    null,
  ]);
  expect((await request.get("/api/match?i=hello")).status()).toBe(400);
  const tooMany = Array.from({ length: 26 }, (_, i) => `i=tmdb:movie:${100001 + i}`).join("&");
  expect((await request.get(`/api/match?${tooMany}`)).status()).toBe(400);
});

test.describe("the title overlay", () => {
  test("links to the title's IMDb page when TMDB knows its id", async ({ page }) => {
    await page.goto("/movie/100001");
    const link = page.getByRole("dialog").getByRole("link", { name: "View on IMDb" });
    await expect(link).toHaveAttribute("href", "https://www.imdb.com/title/tt5100001/");
    await page.goto("/es/series/200002");
    await expect(page.getByRole("dialog").getByRole("link", { name: "Ver en IMDb" })).toHaveAttribute(
      "href",
      "https://www.imdb.com/title/tt5200002/",
    );
  });
});

test("in Arabic, a title in Latin letters keeps its punctuation at its end in the not-found list", async ({
  page,
}) => {
  await page.goto("/ar/list");
  const csv = "Date,Name,Year,Letterboxd URI\n2024-01-01,Who Goes There?,1999,x\n2024-01-01,Amélie!,,y\n";
  await page
    .locator('.list-transfer input[type="file"]')
    .setInputFiles(upload("watchlist.csv", Buffer.from(csv)));
  await page.locator(".import-not-found summary").click();
  const items = page.locator(".import-not-found li");
  await expect(items).toHaveCount(2);
  for (const [index, title] of ["Who Goes There?", "Amélie!"].entries()) {
    // Where characters are drawn: the title's first letter and final mark, and the year's brackets.
    const at = await items.nth(index).evaluate((item, text) => {
      const left = (offset: number) => {
        const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
        let seen = 0;
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const length = node.textContent?.length ?? 0;
          if (offset < seen + length) {
            const range = document.createRange();
            range.setStart(node, offset - seen);
            range.setEnd(node, offset - seen + 1);
            return range.getBoundingClientRect().left;
          }
          seen += length;
        }
        return null;
      };
      const whole = item.textContent ?? "";
      const start = whole.indexOf(text);
      const open = whole.indexOf("(", start + text.length);
      return {
        first: left(start),
        last: left(start + text.length - 1),
        brackets: open < 0 ? [] : [left(open), left(whole.indexOf(")", open))],
      };
    }, title);
    // The mark after (right of) the title's first letter; the year's brackets together on one side of it.
    expect(at.last, title).toBeGreaterThan(at.first ?? Number.POSITIVE_INFINITY);
    expect(at.brackets).toHaveLength(title === "Who Goes There?" ? 2 : 0);
    const sides = at.brackets.map((x) => ((x ?? 0) < (at.first ?? 0) ? "left" : "right"));
    expect(new Set(sides).size, `${title}: brackets ${sides.join(", ")}`).toBeLessThanOrEqual(1);
  }
});

test.describe("how an import looks", () => {
  for (const { width, height, language } of [
    { width: 360, height: 780, language: "" },
    { width: 1366, height: 860, language: "" },
    { width: 360, height: 780, language: "/ar" },
  ]) {
    test(`during and after an import at ${width} px${language ? " in Arabic" : ""}`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height });
      await seed(page, {
        wishlist: [
          { id: 100001, poster_path: "/m100001-poster.webp", title: "The Last Harbor", type: "movie" },
        ],
      });
      // Hold the second batch of lookups until the page has been seen mid-import.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let batches = 0;
      await page.route("**/api/match?**", async (route) => {
        batches += 1;
        if (batches === 2) await held;
        await route.continue();
      });
      await page.goto(`${language}/list`);
      const lines = Array.from(
        { length: 30 },
        (_, i) => `2024-01-01,Missing Film ${i},2000,https://boxd.it/x${i}`,
      );
      const csv = [
        "Date,Name,Year,Letterboxd URI",
        "2024-01-01,Echoes of the Deep,2012,https://boxd.it/y",
        ...lines,
      ].join("\n");
      await page
        .locator('.list-transfer input[type="file"]')
        .setInputFiles(upload("watchlist.csv", Buffer.from(csv)));
      await expect(page.locator(".import-progress")).toHaveAttribute("value", "25");
      const overflow = () =>
        page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(await overflow()).toBe(0);
      await page.screenshot({
        path: testInfo.outputPath(`import-during-${width}${language.replace("/", "-")}.png`),
        fullPage: true,
      });
      release();
      await expect(page.locator(".import-report")).toBeVisible();
      await page.locator(".import-not-found summary").click();
      expect(await overflow()).toBe(0);
      await page.screenshot({
        path: testInfo.outputPath(`import-after-${width}${language.replace("/", "-")}.png`),
        fullPage: true,
      });
    });
  }
});
