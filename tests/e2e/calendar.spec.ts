import { readFileSync } from "node:fs";
import ICAL from "ical.js";
import { findOnTheAirSeries, findSeriesWithoutDate, type OnTheAirSeries } from "./support/on-the-air-series";
import { expect, test } from "./support/test";

// The calendar on the production build and the demo catalogue, whose series on the air follow the real
// date: the followed series' episodes by day, links to the series and to the watch page, series with no date
// apart, and "Add to my calendar", whose download and subscription are the same feed.

const TIME_ZONE = "UTC";
test.use({ timezoneId: TIME_ZONE });

type Entry = { id: number; poster_path: string | null; title: string; type: "series" | "movie" };

async function follow(page: import("@playwright/test").Page, entries: Entry[]) {
  await page.addInitScript((list) => {
    if (!sessionStorage.getItem("seeded")) {
      localStorage.setItem("wishlist", JSON.stringify(list));
      sessionStorage.setItem("seeded", "1");
    }
  }, entries);
}

/** The day heading the page writes for an air date, in English. */
function dayHeading(date: string): string {
  return new Intl.DateTimeFormat("en", {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));
}

const episodeLabel = (episode: { seasonNumber: number; episodeNumber: number }) =>
  `S${episode.seasonNumber} E${episode.episodeNumber}`;

function eventsOf(text: string): Array<{ uid: string; date: string; summary: string; url: string }> {
  return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      date: event.startDate.toString(),
      summary: event.summary,
      url: String(component.getFirstPropertyValue("url")),
    };
  });
}

let onAir: OnTheAirSeries[] = [];

test.beforeAll(async ({ request }) => {
  onAir = await findOnTheAirSeries(request, { timeZone: TIME_ZONE, count: 2 });
});

test.describe("the calendar", () => {
  test("a visitor who follows nothing is told how to follow series", async ({ page }) => {
    await page.goto("/calendar");
    await expect(page.getByRole("heading", { level: 1, name: "My series calendar" })).toBeVisible();
    await expect(page.getByText("You don't follow any series yet.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse series" })).toHaveAttribute("href", "/series");
    await expect(page.getByRole("button", { name: "Copy address" })).toHaveCount(0);
  });

  test("following an on-the-air series shows this week's and coming episodes by day, with links", async ({
    page,
  }) => {
    const [series] = onAir;
    if (!series) throw new Error("no series on the air");
    await follow(page, [{ id: series.id, poster_path: null, title: "Saved name", type: "series" }]);
    await page.goto("/calendar");

    const aired = page.getByRole("region", { name: "Aired in the last 7 days" });
    const airedDay = aired.getByRole("region", { name: new RegExp(`^${dayHeading(series.aired.airDate)}`) });
    await expect(airedDay.getByRole("link", { name: series.title, exact: true })).toHaveAttribute(
      "href",
      `/series/${series.id}`,
    );
    await expect(airedDay).toContainText(`${episodeLabel(series.aired)} ${series.aired.name}`);
    await expect(
      airedDay.getByRole("link", { name: `Watch ${series.title} ${episodeLabel(series.aired)}` }),
    ).toHaveAttribute(
      "href",
      `/watch/${series.id}?s=${series.aired.seasonNumber}&e=${series.aired.episodeNumber}`,
    );

    const coming = page.getByRole("region", { name: "Coming in the next 60 days" });
    const comingDay = coming.getByRole("region", {
      name: new RegExp(`^${dayHeading(series.coming.airDate)}`),
    });
    await expect(comingDay).toContainText(`${episodeLabel(series.coming)} ${series.coming.name}`);
    await expect(comingDay.getByRole("link", { name: series.title, exact: true })).toHaveAttribute(
      "href",
      `/series/${series.id}`,
    );
    // Not aired yet: nothing to watch.
    await expect(comingDay.getByRole("link", { name: /^Watch / })).toHaveCount(0);

    // Days are in date order, each once.
    const dates = await coming
      .locator("time")
      .evaluateAll((times) => times.map((time) => time.getAttribute("datetime")));
    expect(dates).toEqual([...new Set(dates)].sort());

    // Each link opens what it says.
    await airedDay.getByRole("link", { name: series.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/series/${series.id}$`));
    await expect(page.getByRole("dialog", { name: series.title })).toBeVisible();
  });

  test("a followed series with no date announced is listed apart", async ({ page, request }) => {
    const undated = await findSeriesWithoutDate(request);
    await follow(page, [{ id: undated.id, poster_path: null, title: "Saved", type: "series" }]);
    await page.goto("/calendar");
    const apart = page.getByRole("region", { name: "No date announced" });
    await expect(apart.getByRole("link", { name: undated.title, exact: true })).toHaveAttribute(
      "href",
      `/series/${undated.id}`,
    );
    await expect(page.getByText("No episode of your series has a date in the next 60 days.")).toBeVisible();
  });

  test("a series with a watched episode is followed without being on My List", async ({ page }) => {
    const [series] = onAir;
    if (!series) throw new Error("no series on the air");
    await page.addInitScript((id) => {
      const mark = { watched: true, updatedAt: Date.now() };
      localStorage.setItem(
        "playback",
        JSON.stringify({ version: 1, progress: {}, marks: { [`series:${id}:1:1`]: mark }, titles: {} }),
      );
    }, series.id);
    await page.goto("/calendar");
    await expect(page.getByText("You follow 1 series.")).toBeVisible();
    await expect(
      page
        .getByRole("region", { name: "Coming in the next 60 days" })
        .getByRole("link", { name: series.title, exact: true })
        .first(),
    ).toBeVisible();
  });

  test("asks for each series on its own, and no request names two of them", async ({ page }) => {
    await follow(
      page,
      onAir.map((series) => ({ id: series.id, poster_path: null, title: "x", type: "series" as const })),
    );
    const urls: string[] = [];
    page.on("request", (request) => urls.push(request.url()));
    await page.goto("/calendar");
    await expect(page.getByText(`You follow ${onAir.length} series.`)).toBeVisible();
    for (const series of onAir)
      expect(urls.filter((url) => url.includes(`/api/series-schedule/${series.id}`))).toHaveLength(1);
    const [first, second] = onAir.map((series) => String(series.id));
    expect(urls.filter((url) => url.includes(first ?? "") && url.includes(second ?? ""))).toEqual([]);
  });
});

test.describe("Add to my calendar", () => {
  test("the download and the subscription list the same episodes, from an address carrying only the ids", async ({
    page,
    request,
  }) => {
    await follow(
      page,
      onAir.map((series) => ({ id: series.id, poster_path: null, title: "x", type: "series" as const })),
    );
    await page.goto("/calendar");
    await page.getByRole("link", { name: "Add to my calendar" }).click();
    const section = page.getByRole("region", { name: "Add to my calendar" });
    await expect(section.getByText(/carries the TMDB ids of the 2 series you follow/)).toBeVisible();
    await expect(section.getByText(/each time this site sees those ids/)).toBeVisible();

    const subscribe = section.getByRole("link", { name: "Subscribe in my calendar app" });
    const webcal = new URL((await subscribe.getAttribute("href")) ?? "");
    expect(webcal.protocol).toBe("webcal:");
    expect(webcal.pathname).toBe("/calendar.ics");
    expect([...webcal.searchParams.keys()]).toEqual(["series"]);
    expect(webcal.searchParams.get("series")).toBe(onAir.map((series) => series.id).join(","));
    const address = section.getByRole("textbox", { name: "Address to subscribe to" });
    await expect(address).toHaveValue(`${new URL(page.url()).origin}${webcal.pathname}${webcal.search}`);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      section.getByRole("link", { name: "Download the calendar (.ics)" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("calendar.ics");
    const downloaded = readFileSync((await download.path()) ?? "", "utf8");
    const subscribed = await (await request.get(`${webcal.pathname}${webcal.search}`)).text();
    expect(eventsOf(downloaded)).toEqual(eventsOf(subscribed));

    const events = eventsOf(subscribed);
    for (const series of onAir) {
      for (const episode of [series.aired, series.coming]) {
        const uid = `${series.id}-s${episode.seasonNumber}-e${episode.episodeNumber}@127.0.0.1`;
        const event = events.find((entry) => entry.uid === uid);
        expect(event, uid).toMatchObject({
          date: episode.airDate,
          summary: `${series.title} · ${episodeLabel(episode)} · ${episode.name}`,
        });
        expect(event?.url).toMatch(
          new RegExp(`/watch/${series.id}\\?s=${episode.seasonNumber}&e=${episode.episodeNumber}$`),
        );
      }
    }
  });

  test("the feed answers hostile parameters with 200 or 400, never an error", async ({ request }) => {
    const hostile = [
      "",
      "?series",
      "?series=",
      "?series=abc",
      "?series=-1,0,1.5,1e309",
      "?series=%00%0d%0aX-Injected:%20yes",
      "?series=%3Cscript%3Ealert(1)%3C/script%3E",
      "?series=999999999999999999999999",
      "?series=424242,424243",
      `?series=${Array.from({ length: 600 }, (_, index) => 200001 + index).join(",")}`,
      `?series=${",".repeat(3000)}`,
      "?series=200001&series=200002",
      "?series[]=200001",
      "?series=%E2%80%AE200001",
    ];
    for (const query of hostile) {
      const response = await request.get(`/calendar.ics${query}`);
      expect([200, 400], query.slice(0, 60)).toContain(response.status());
      expect(response.headers()["x-injected"]).toBeUndefined();
      if (response.status() === 200) {
        expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
        expect(response.headers()["cache-control"]).toMatch(/^public, max-age=3600/);
        const text = await response.text();
        expect(() => ICAL.parse(text), query.slice(0, 60)).not.toThrow();
      }
    }
    expect((await request.get("/xx/calendar.ics?series=200001")).status()).toBe(404);
  });
});

/** English calendar messages as patterns of a whole text ({name} matches anything), plural branches one by one. */
function englishCalendarPatterns(): RegExp[] {
  const english = JSON.parse(readFileSync("app/i18n/messages/en.json", "utf8")) as Record<string, string>;
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return Object.entries(english)
    .filter(([key]) => key.startsWith("calendar.") && !key.startsWith("calendar.feed."))
    .flatMap(([, message]) =>
      /\{\w+, plural/.test(message)
        ? [...message.matchAll(/(?:one|other) \{([^{}]*(?:\{\w+\}[^{}]*)*)\}/g)].map(
            (match) => match[1] ?? "",
          )
        : [message],
    )
    .filter((text) => (text.replace(/\{\w+\}/g, "").match(/\p{L}/gu)?.length ?? 0) >= 4)
    .map(
      (text) =>
        new RegExp(
          `^${text
            .split(/\{\w+\}/)
            .map(literal)
            .join(".+?")}$`,
          "u",
        ),
    );
}

test.describe("the calendar in every language", () => {
  for (const segment of ["es", "fr", "de", "pt-br", "ja", "ar"]) {
    test(`/${segment}/calendar shows no English words`, async ({ page }) => {
      await follow(
        page,
        onAir.map((series) => ({ id: series.id, poster_path: null, title: "x", type: "series" as const })),
      );
      await page.goto(`/${segment}/calendar`);
      await expect(page.locator(".calendar-status[aria-busy=false]")).toBeVisible();
      await expect(page.locator(".calendar-day").first()).toBeVisible();
      const texts = await page
        .locator("main, body")
        .first()
        .evaluate((body) => {
          const found: string[] = [];
          const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent?.trim();
            if (text) found.push(text);
          }
          for (const element of body.querySelectorAll("[aria-label]"))
            found.push(element.getAttribute("aria-label") ?? "");
          return found;
        });
      const patterns = englishCalendarPatterns();
      expect(patterns.length).toBeGreaterThan(20);
      expect(texts.filter((text) => patterns.some((pattern) => pattern.test(text)))).toEqual([]);
    });
  }
});

test.describe("the calendar in Arabic", () => {
  test("reads right to left with every word in Arabic, and nothing overflows a 360 px screen", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await follow(
      page,
      onAir.map((series) => ({ id: series.id, poster_path: null, title: "x", type: "series" as const })),
    );
    await page.goto("/ar/calendar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1, name: "تقويم مسلسلاتي" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "عُرضت في آخر 7 أيام" })).toBeVisible();
    await expect(page.getByRole("link", { name: "مشاهدة" }).first()).toHaveAttribute(
      "href",
      /^\/ar\/watch\//,
    );
    await expect(page.getByRole("link", { name: "الاشتراك في تطبيق التقويم" })).toHaveAttribute(
      "href",
      /^webcal:\/\/[^/]+\/ar\/calendar\.ics\?series=\d+,\d+$/,
    );
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
});
