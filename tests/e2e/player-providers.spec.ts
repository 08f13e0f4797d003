import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import { listenOnLoopback } from "../support/free-port.mjs";
import { testServerEnv } from "./support/app-server";
import { expect, test } from "./support/test";

// Player providers are operator configuration (spec §7). This spec starts its own app with two providers,
// both served by a tiny local server: the first answers with a page that plays nothing, the second with a
// page saying 'Second provider'.

test.describe.configure({ mode: "serial" });

let providerHost: Server;
let providerOrigin = "";
let app: ChildProcess | undefined;
let appUrl = "";

function startApp(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ["server/server.mjs"], {
    env: testServerEnv(env),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  return { child, output: () => output };
}

test.beforeAll(async () => {
  providerHost = createServer((request, response) => {
    const second = request.url?.startsWith("/second/");
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(second ? "<h1>Second provider</h1>" : "<p>Nothing plays here.</p>");
  });
  providerOrigin = `http://127.0.0.1:${await listenOnLoopback(providerHost)}`;

  const providers = ["first", "second"].map((path) => ({
    name: path === "first" ? "First" : "Second",
    movie: `${providerOrigin}/${path}/movie/{id}`,
    series: `${providerOrigin}/${path}/tv/{id}/{season}/{episode}`,
    // The second's player takes commands (docs/decisions/0015-player-progress-messages.md).
    ...(path === "second" ? { commands: "player-command" } : {}),
  }));
  const started = startApp({ PLAYER_PROVIDERS: JSON.stringify(providers) });
  app = started.child;
  appUrl = await new Promise<string>((resolve, reject) => {
    started.child.stdout?.on("data", () => {
      const match = started.output().match(/http:\/\/127\.0\.0\.1:\d+/);
      if (match) resolve(match[0]);
    });
    started.child.once("exit", (code) => reject(new Error(`app exited with ${code}: ${started.output()}`)));
  });
});

test.afterAll(async () => {
  if (app && app.exitCode === null) {
    const exited = once(app, "exit");
    app.kill("SIGTERM");
    await exited;
  }
  providerHost?.close();
});

/** The first trending movie's id, from the home page's Play link. */
async function movieId(): Promise<string> {
  const html = await (await fetch(`${appUrl}/`)).text();
  const id = html.match(/href="\/watch\/(\d+)"/)?.[1];
  if (!id) throw new Error("no movie on the home page");
  return id;
}

test("the embed API answers the configured providers in order", async () => {
  const id = await movieId();
  const movie = await (await fetch(`${appUrl}/api/embed/movie/${id}`)).json();
  expect(movie).toEqual({
    success: true,
    data: {
      sources: [
        {
          name: "First",
          url: `${providerOrigin}/first/movie/${id}`,
          sandbox: "allow-scripts allow-same-origin allow-presentation",
          trailer: false,
          progress: null,
          commands: null,
        },
        {
          name: "Second",
          url: `${providerOrigin}/second/movie/${id}`,
          sandbox: "allow-scripts allow-same-origin allow-presentation",
          trailer: false,
          progress: null,
          commands: "player-command",
        },
      ],
    },
  });
  const episode = await (await fetch(`${appUrl}/api/embed/series/1399?s=2&e=7`)).json();
  expect(episode.data.sources.map((source: { url: string }) => source.url)).toEqual([
    `${providerOrigin}/first/tv/1399/2/7`,
    `${providerOrigin}/second/tv/1399/2/7`,
  ]);
});

test("the watch page allows frames only from this site and the configured players", async () => {
  const response = await fetch(`${appUrl}/watch/${await movieId()}`);
  expect(response.headers.get("content-security-policy")).toContain(`; frame-src 'self' ${providerOrigin};`);
});

test("'Try another source' falls back to the next provider, which is remembered for the title", async ({
  page,
}) => {
  const id = await movieId();
  await page.goto(`${appUrl}/watch/${id}`);
  const frame = page.locator("iframe.player-frame");
  await expect(frame).toHaveAttribute("src", `${providerOrigin}/first/movie/${id}`);
  await expect(page.frameLocator("iframe.player-frame").getByText("Nothing plays here.")).toBeVisible();
  await expect(page.getByText("Source: First")).toBeVisible();

  await page.getByRole("button", { name: "Try another source" }).click();
  await expect(
    page.frameLocator("iframe.player-frame").getByRole("heading", { name: "Second provider" }),
  ).toBeVisible();
  await expect(page.getByText("Source: Second")).toBeVisible();
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), `player_source_movie_${id}`))
    .toBe("Second");

  await page.reload();
  await expect(frame).toHaveAttribute("src", `${providerOrigin}/second/movie/${id}`);
  await expect(
    page.frameLocator("iframe.player-frame").getByRole("heading", { name: "Second provider" }),
  ).toBeVisible();
});

test("a bad provider configuration stops start-up with a clear message that hides the URL", async () => {
  const secret = "tok_1b2c3d4e5f";
  const started = startApp({
    PLAYER_PROVIDERS: JSON.stringify([
      { name: "Leaky", movie: `http://player.example.test/{id}?key=${secret}` },
    ]),
  });
  const [code] = await once(started.child, "exit");
  expect(code).not.toBe(0);
  expect(started.output()).toContain('Invalid PLAYER_PROVIDERS: provider 1 ("Leaky"): movie must use https');
  expect(started.output()).not.toContain(secret);
});
