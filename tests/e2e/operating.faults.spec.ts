import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { Redis } from "ioredis";
import { type FaultUpstream, startFaultUpstream } from "../support/fault-upstream.mjs";
import { freePort, redisServerInstalled, startRedis, stopRedis } from "../support/throwaway-redis.mjs";
import { type AppServer, startAppServer } from "./support/app-server";
import { expectNoAxeViolations } from "./support/axe";
import { FAKE_TMDB_KEY } from "./support/env";

// Running the site in public, each test against servers of its own: takedowns on the demo catalogue
// (451 pages, nowhere else, picked up from the file while running), /metrics closed unless opened, one JSON log
// line per request with the id sent back, and a graceful stop on SIGTERM.

let dir = "";
test.beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "marquee-operating-"));
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

const firstId = (html: string, kind: "movie" | "series") =>
  Number(new RegExp(`href="/${kind}/(\\d+)"`).exec(html)?.[1] ?? Number.NaN);
const mentions = (html: string, kind: string, id: number) => new RegExp(`/${kind}/${id}(?!\\d)`).test(html);

test.describe("takedowns on the demo catalogue", () => {
  let app: AppServer;
  const file = () => path.join(dir, "blocked.txt");
  const ids = { movie: 0, series: 0, genreMovie: 0, movieTitle: "" };

  test.beforeAll(async () => {
    writeFileSync(file(), "# no takedowns yet\n");
    app = await startAppServer({ BLOCKED_TITLES_FILE: file(), API_RATE_LIMIT: "0" });
    const home = await (await fetch(`${app.url}/`)).text();
    ids.movie = firstId(home, "movie");
    ids.series = firstId(await (await fetch(`${app.url}/series`)).text(), "series");
    const details = await (await fetch(`${app.url}/movie/${ids.movie}`)).text();
    ids.movieTitle = /<meta property="og:title" content="([^"]+)"/.exec(details)?.[1] ?? "";
    const genre = (await (await fetch(`${app.url}/api/genre/movie/28?p=1`)).json()) as {
      data: { items: Array<{ id: number }> };
    };
    ids.genreMovie = genre.data.items.find((title) => title.id !== ids.movie)?.id ?? Number.NaN;
    expect(ids.movieTitle).not.toBe("");
    expect(Number.isInteger(ids.series) && Number.isInteger(ids.genreMovie)).toBe(true);
    // The home page is now in the page cache with the movie on it: the takedown must empty that too.
    expect(mentions(home, "movie", ids.movie)).toBe(true);
    writeFileSync(
      file(),
      `movie:${ids.movie}\ntv:${ids.series}  # notice 42\nmovie:${ids.genreMovie}\nnot a line\n`,
    );
    await expect
      .poll(async () => (await fetch(`${app.url}/movie/${ids.movie}`)).status, { timeout: 10_000 })
      .toBe(451);
  });
  test.afterAll(async () => app?.stop());

  test("a blocked title's pages answer 451 with a short notice, and the embed API refuses it", async ({
    page,
  }, testInfo) => {
    for (const width of [412, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const response = await page.goto(`${app.url}/movie/${ids.movie}`);
      expect(response?.status()).toBe(451);
      await expect(page.getByRole("heading", { name: "Not available" })).toBeVisible();
      await expect(page.getByText("This title is not available here for legal reasons.")).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to home" })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`451-movie-${width}.png`) });
      await expectNoAxeViolations(page, `a blocked title's details, ${width} px wide`);

      const watch = await page.goto(`${app.url}/watch/${ids.movie}?type=movie`);
      expect(watch?.status()).toBe(451);
      await expect(page.getByRole("heading", { level: 1, name: "Not available" })).toBeVisible();
      await expect(page.getByText(/legal reasons/)).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`451-watch-${width}.png`) });
      await expectNoAxeViolations(page, `a blocked title's watch page, ${width} px wide`);
    }
    expect((await fetch(`${app.url}/series/${ids.series}`)).status).toBe(451);
    const embed = await fetch(`${app.url}/api/embed/movie/${ids.movie}`);
    expect(embed.status).toBe(451);
    expect(await embed.json()).toMatchObject({ success: false });
    // The same number as the other kind is another title.
    expect((await fetch(`${app.url}/api/embed/series/${ids.series + 1}?s=1&e=1`)).status).not.toBe(451);
  });

  test("a blocked title appears nowhere: home, rows, search, the genre API", async ({ page }) => {
    const home = await (await fetch(`${app.url}/`)).text();
    expect(mentions(home, "movie", ids.movie)).toBe(false);
    const series = await (await fetch(`${app.url}/series`)).text();
    expect(mentions(series, "series", ids.series)).toBe(false);
    const search = await (await fetch(`${app.url}/search?q=${encodeURIComponent(ids.movieTitle)}`)).text();
    expect(mentions(search, "movie", ids.movie)).toBe(false);
    const genre = await (await fetch(`${app.url}/api/genre/movie/28?p=1`)).text();
    expect(genre).not.toMatch(new RegExp(`"id":${ids.genreMovie}[,}]`));
    // And in the browser, after the rows rendered there too.
    await page.goto(`${app.url}/`);
    await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
    await expect(page.locator(`a[href="/movie/${ids.movie}"]`)).toHaveCount(0);
  });

  test("the bad line is named in the log and skipped", () => {
    expect(app.output()).toMatch(/BLOCKED_TITLES_FILE line 4 skipped \(\\"not a line\\"\)/);
    expect(app.output()).toMatch(/BLOCKED_TITLES_FILE: 3 blocked titles/);
  });
});

test.describe("metrics and logs", () => {
  const TOKEN = "metrics-token-0f3a9c2e71";

  test("/metrics answers only with the token; the figures an operator alerts on are there", async () => {
    const app = await startAppServer({ METRICS_TOKEN: TOKEN });
    try {
      // Once warm, the home page has been rendered once already: by the instance itself (server/warm-up.mjs).
      await expect.poll(async () => (await fetch(`${app.url}/readyz`)).status, { timeout: 20_000 }).toBe(200);
      const page = await fetch(`${app.url}/`);
      expect(page.status).toBe(200);
      expect((await fetch(`${app.url}/metrics`)).status).toBe(401);
      const wrong = await fetch(`${app.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}x` } });
      expect(wrong.status).toBe(401);
      const metrics = await fetch(`${app.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
      expect(metrics.status).toBe(200);
      expect(metrics.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await metrics.text();
      expect(text).toMatch(
        /marquee_http_request_duration_seconds_count\{route="\/",method="GET",status="200"\} 2/,
      );
      expect(text).toMatch(/marquee_cache_lookups_total\{cache="catalogue",result="miss"\} \d+/);
      // The warm-up's render missed; the visitor after it was served from the page cache.
      expect(text).toMatch(/marquee_cache_lookups_total\{cache="html",result="miss"\} 1/);
      expect(text).toMatch(/marquee_cache_lookups_total\{cache="html",result="hit"\} 1/);
      expect(text).toMatch(
        /marquee_tmdb_request_duration_seconds_count\{endpoint="trending\/movie\/week",outcome="ok"\}/,
      );
      for (const name of [
        "marquee_tmdb_rate_limit_rejections_total",
        "marquee_tmdb_queue_length",
        "marquee_api_rate_limit_rejections_total",
        "nodejs_eventloop_lag_seconds",
        "process_resident_memory_bytes",
      ]) {
        expect(text).toContain(name);
      }
      expect(text).not.toContain(TOKEN);
      expect(app.output()).not.toContain(TOKEN);
    } finally {
      await app.stop();
    }
  });

  test("without a token /metrics is not served; METRICS_PORT serves it on its own port only", async () => {
    const closed = await startAppServer({});
    try {
      expect((await fetch(`${closed.url}/metrics`)).status).toBe(404);
    } finally {
      await closed.stop();
    }
    const port = 5290 + (Number(process.env.TEST_PARALLEL_INDEX ?? 0) % 5);
    const separate = await startAppServer({ METRICS_PORT: String(port) });
    try {
      expect((await fetch(`${separate.url}/metrics`)).status).toBe(404);
      const metrics = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toContain("process_resident_memory_bytes");
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    } finally {
      await separate.stop();
    }
  });

  test("one JSON line per request, with the id sent back as X-Request-Id and no full client address", async () => {
    const app = await startAppServer({ TRUST_PROXY: "1" });
    try {
      const response = await fetch(`${app.url}/search?q=night&sync=SECRET-SYNC-CODE`, {
        headers: { "X-Forwarded-For": "203.0.113.77", "X-Request-Id": "lb-req-0123456789" },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("x-request-id")).toBe("lb-req-0123456789");
      const own = await fetch(`${app.url}/healthz`);
      const ownId = own.headers.get("x-request-id") ?? "";
      expect(ownId).toMatch(/^[0-9a-f-]{36}$/);
      await expect.poll(() => app.output().includes(ownId)).toBe(true);
      const lines = app
        .output()
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      const searchLine = lines.find((line) => line.reqId === "lb-req-0123456789" && line.msg === "request");
      expect(searchLine).toMatchObject({ level: "info", method: "GET", route: "/search", status: 200 });
      expect(searchLine?.client).toBe("203.0.113.0");
      expect(app.output()).not.toContain("203.0.113.77");
      expect(app.output()).not.toContain("SECRET-SYNC-CODE");
    } finally {
      await app.stop();
    }
  });
});

test.describe("against a TMDB stub", () => {
  let upstream: FaultUpstream;
  test.beforeAll(async () => {
    upstream = await startFaultUpstream({ apiKey: FAKE_TMDB_KEY, slowMs: 1500 });
  });
  test.afterAll(async () => upstream?.close());

  test("over TMDB_MAX_RPS, uncached pages answer 503 with Retry-After while cached ones still answer", async () => {
    const app = await startAppServer({
      TMDB_API_KEY: FAKE_TMDB_KEY,
      TMDB_API_BASE_URL: upstream.baseUrlFor("ok"),
      TMDB_MAX_RPS: "2",
      TMDB_QUEUE_MS: "0",
      API_RATE_LIMIT: "0",
    });
    try {
      await expect.poll(async () => (await fetch(`${app.url}/`)).status, { timeout: 20_000 }).toBe(200);
      // The load balancer has been asking all along.
      await expect.poll(async () => (await fetch(`${app.url}/readyz`)).status, { timeout: 10_000 }).toBe(200);
      const before = upstream.requests.length;
      const started = Date.now();
      let refusedOne: (response: Response) => void = () => {};
      const firstRefusal = new Promise<Response>((resolve) => (refusedOne = resolve));
      const crawling = Array.from({ length: 12 }, (_, i) =>
        fetch(`${app.url}/movie/${7000 + i}`).then((response) => {
          if (response.status === 503) refusedOne(response);
          return response;
        }),
      );
      const refused = await firstRefusal;
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      // Within the second after a refusal, a page nobody has asked for is refused at once, without rendering...
      const next = await fetch(`${app.url}/movie/8000`);
      expect(next.status).toBe(503);
      expect(next.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(await next.text()).toContain("The catalogue is busy");
      // ...readiness is not: the instance can still serve what it has...
      expect((await fetch(`${app.url}/readyz`)).status).toBe(200);
      // ...and the cached home page answers as usual.
      const home = await fetch(`${app.url}/`);
      expect(home.status).toBe(200);
      expect(home.headers.get("x-cache")).toMatch(/HIT|STALE/);
      const statuses = (await Promise.all(crawling)).map((response) => response.status);
      expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
      // And the stub saw no more than the cap: 2 a second (plus the slot free at the start).
      const seconds = Math.max(1, (Date.now() - started) / 1000);
      expect(upstream.requests.length - before).toBeLessThanOrEqual(Math.ceil(seconds * 2) + 1);
    } finally {
      await app.stop();
    }
  });

  test("/readyz says whether the catalogue answers", async () => {
    const healthy = await startAppServer({
      TMDB_API_KEY: FAKE_TMDB_KEY,
      TMDB_API_BASE_URL: upstream.baseUrlFor("ok"),
    });
    const broken = await startAppServer({
      TMDB_API_KEY: FAKE_TMDB_KEY,
      TMDB_API_BASE_URL: upstream.baseUrlFor("server-error"),
    });
    const readiness = async (app: AppServer) => {
      const answer = await fetch(`${app.url}/readyz`);
      return { status: answer.status, body: (await answer.json()) as Record<string, string> };
    };
    try {
      // Once warm (the home page rendered once), readiness is the catalogue's.
      await expect
        .poll(() => readiness(healthy), { timeout: 20_000 })
        .toEqual({
          status: 200,
          body: { status: "ready" },
        });
      await expect
        .poll(async () => (await readiness(broken)).body.status, { timeout: 20_000 })
        .not.toBe("warming");
      expect(await readiness(broken)).toEqual({
        status: 503,
        body: { status: "not ready", catalogue: "upstream" },
      });
      // Liveness is the process's own: it stays 200.
      expect((await fetch(`${broken.url}/healthz`)).status).toBe(200);
    } finally {
      await Promise.all([healthy.stop(), broken.stop()]);
    }
  });

  const redisInstalled = redisServerInstalled();
  test(
    redisInstalled
      ? "on SIGTERM with REDIS_URL, the instance closes its Redis connections and exits 0 (real redis-server)"
      : "on SIGTERM with REDIS_URL: SKIPPED, redis-server is not installed (apt-get install redis-server)",
    async () => {
      test.skip(!redisInstalled, "redis-server is not installed");
      const port = await freePort();
      const redisProcess = await startRedis(port);
      const observer = new Redis({ port, host: "127.0.0.1" });
      const clients = async () =>
        String(await observer.call("CLIENT", "LIST"))
          .split("\n")
          .filter((line) => line.includes("addr=") && !line.includes("cmd=client")).length;
      try {
        const app = await startAppServer({
          TMDB_API_KEY: FAKE_TMDB_KEY,
          TMDB_API_BASE_URL: upstream.baseUrlFor("ok"),
          REDIS_URL: `redis://127.0.0.1:${port}`,
        });
        await expect
          .poll(async () => (await fetch(`${app.url}/readyz`)).status, { timeout: 20_000 })
          .toBe(200);
        // The cache's and the rate cap's connections; the second may still be opening on a busy machine.
        await expect.poll(clients, { timeout: 5000 }).toBeGreaterThanOrEqual(2);
        const quits = async () =>
          Number(
            /cmdstat_quit:calls=(\d+)/.exec(String(await observer.call("INFO", "commandstats")))?.[1] ?? 0,
          );
        const quitsBefore = await quits();
        process.kill(app.pid, "SIGTERM");
        expect(await app.exited).toBe(0);
        await expect.poll(clients, { timeout: 5000 }).toBe(0);
        // Closed by the app (QUIT on each connection: the cache's and the rate cap's), not cut by its exit.
        expect((await quits()) - quitsBefore).toBeGreaterThanOrEqual(2);
      } finally {
        observer.disconnect();
        await stopRedis(redisProcess);
      }
    },
  );

  test("/readyz answers 503 until the instance is warm: its home page rendered once", async () => {
    // The fake TMDB answers after 1.5 s, so the warm-up's home page takes at least that long.
    const app = await startAppServer({
      TMDB_API_KEY: FAKE_TMDB_KEY,
      TMDB_API_BASE_URL: upstream.baseUrlFor("slow"),
      TMDB_TIMEOUT_MS: "5000",
    });
    try {
      const cold = await fetch(`${app.url}/readyz`);
      expect(cold.status).toBe(503);
      expect(await cold.json()).toEqual({ status: "warming" });
      // Liveness is the process's own, warm or not.
      expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
      await expect.poll(async () => (await fetch(`${app.url}/readyz`)).status, { timeout: 20_000 }).toBe(200);
      expect(app.output()).toMatch(/Warm in \d+ ms: ready/);
      // The warm-up left the home page in the page cache: the first visitor gets it from there.
      expect((await fetch(`${app.url}/`)).headers.get("x-cache")).toMatch(/HIT|STALE/);
    } finally {
      await app.stop();
    }
  });

  test("on SIGTERM: not ready at once, serving with Connection: close through the drain delay, then the request in flight finishes and the process exits 0", async () => {
    const app = await startAppServer({
      TMDB_API_KEY: FAKE_TMDB_KEY,
      TMDB_API_BASE_URL: upstream.baseUrlFor("slow"),
      TMDB_TIMEOUT_MS: "5000",
      DRAIN_DELAY_MS: "2000",
      SHUTDOWN_TIMEOUT_MS: "8000",
    });
    await expect.poll(async () => (await fetch(`${app.url}/readyz`)).status, { timeout: 20_000 }).toBe(200);
    const { port } = new URL(app.url);
    // A load balancer's keep-alive connection, open before the signal.
    const balancer: Socket = connect(Number(port), "127.0.0.1");
    await new Promise((resolve) => balancer.once("connect", resolve));
    let answer = "";
    balancer.on("data", (chunk: Buffer) => {
      answer += chunk.toString();
    });

    const signalled = Date.now();
    process.kill(app.pid, "SIGTERM");
    // Once the server has taken the signal in (a busy machine may take a while to run it).
    await expect.poll(() => app.output().includes("SIGTERM received"), { timeout: 5000 }).toBe(true);

    balancer.write("GET /readyz HTTP/1.1\r\nHost: lb\r\n\r\n");
    await expect.poll(() => answer, { timeout: 2000 }).toMatch(/^HTTP\/1\.1 503/);
    expect(answer).toMatch(/connection: close/i);
    expect(answer).toContain('{"status":"draining"}');
    // During the drain delay a new connection is still served, liveness included, and told to close.
    const health = await fetch(`${app.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "draining" });
    const page = await fetch(`${app.url}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get("connection")).toBe("close");
    // A title nobody asked for yet, late in the drain: its page waits 1.5 s for the slow fake TMDB, so it is
    // still in flight when the server stops accepting.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1200 - (Date.now() - signalled))));
    expect(Date.now() - signalled).toBeLessThan(1900);
    const inFlight = fetch(`${app.url}/movie/551`);

    // After it, new connections are refused...
    await expect
      .poll(
        () =>
          fetch(`${app.url}/healthz`).then(
            () => "served",
            () => "refused",
          ),
        { timeout: 5000 },
      )
      .toBe("refused");
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(1900);
    // ...the request in flight still gets its page, and the process exits 0.
    const finished = await inFlight;
    expect(finished.status).toBe(200);
    expect(await finished.text()).toContain("</html>");
    expect(await app.exited).toBe(0);
    expect(app.output()).toMatch(/SIGTERM received[\s\S]*Drain delay over[\s\S]*"Stopped"/);
    expect(app.output()).not.toContain(FAKE_TMDB_KEY);
  });
});
