import { createServer, type Server } from "node:http";
import type { Page } from "@playwright/test";
import { listenOnLoopback } from "../support/free-port.mjs";
import { type AppServer, startAppServer } from "./support/app-server";
import { expect, test } from "./support/test";
import { friend, joinRoom, panel, person, startRoom, visit } from "./support/together";

// Watching together with a player that takes no commands (most embeds): each member sees where everyone is, a
// "Start together" countdown loads everyone's player at the same second, and "Catch up with {name}" loads one's
// own there. This spec starts its own app with one provider: a tiny local player that reports where it is (in
// the "marquee" progress format) but follows nothing, and starts at its {start}.

const MOVIE = 101488;

// Two or three browsers each: more than a test's usual time on a busy machine.
test.describe.configure({ mode: "serial", timeout: 90_000 });
let providerHost: Server;
let app: AppServer;

/** The provider's player: a clock from ?start=, reported every second; `jump(s)` moves it on (for the test). */
const PLAYER_PAGE = `<!doctype html><meta charset="utf-8"><p id="at"></p><script>
const start = Number(new URLSearchParams(location.search).get("start")) || 0;
const id = Number(location.pathname.split("/")[2]);
const began = Date.now();
let skew = 0;
const now = () => start + skew + Math.floor((Date.now() - began) / 1000);
window.jump = (seconds) => { skew += seconds; report(); };
function report() {
  document.getElementById("at").textContent = "at " + now();
  parent.postMessage({ type: "marquee:progress", event: "time", id, season: null, episode: null, seconds: now(), duration: 7200 }, "*");
}
report();
setInterval(report, 1000);
</script>`;

test.beforeAll(async () => {
  providerHost = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(PLAYER_PAGE);
  });
  const origin = `http://127.0.0.1:${await listenOnLoopback(providerHost)}`;
  app = await startAppServer({
    PLAYER_PROVIDERS: JSON.stringify([
      { name: "Plain", movie: `${origin}/movie/{id}?start={start}`, progress: "marquee" },
    ]),
  });
});

test.afterAll(async () => {
  await app?.stop();
  providerHost?.close();
});

/** The second the friend's player was last loaded at (its frame's {start}). */
async function loadedAt(page: Page): Promise<number> {
  const src = (await page.locator("iframe.player-frame").getAttribute("src")) ?? "";
  return Number(new URL(src).searchParams.get("start"));
}

/** Runs `jump` in the friend's player frame. */
async function jump(page: Page, seconds: number) {
  const frame = page.frames().find((candidate) => candidate.url().includes(`/movie/${MOVIE}`));
  await frame?.evaluate((by) => (window as unknown as { jump: (s: number) => void }).jump(by), seconds);
}

test("everyone's position, a countdown to start together, and catching up with someone ahead", async ({
  browser,
}) => {
  const ada = await friend(browser, app.url);
  const bo = await friend(browser, app.url);
  await visit(ada.page, `/watch/${MOVIE}`);
  // Ada has watched 10 minutes when she starts the room.
  await jump(ada.page, 600);
  const link = await startRoom(ada.page, "Ada");
  await expect(
    panel(ada.page).getByText(
      "This player cannot be steered from here: start together, or catch up with someone.",
    ),
  ).toBeVisible();

  // Bo's player is loaded where the room is.
  await joinRoom(bo.page, link, "Bo");
  await expect.poll(() => loadedAt(bo.page)).toBeGreaterThanOrEqual(600);
  // Each sees where the other is.
  await expect(person(bo.page, "Ada")).toContainText(/Playing at 10:\d\d/);
  await expect(person(ada.page, "Bo")).toContainText(/Playing at 10:\d\d/);

  // Ada's player moves on by 20 minutes; hers takes no command, so Bo is offered to catch up with her.
  await jump(ada.page, 1200);
  const catchUp = panel(bo.page).getByRole("button", { name: /^Catch up with Ada/ });
  await expect(catchUp).toContainText(/ahead/);
  // By remote: from "Start together", the arrows reach it, and OK presses it.
  await panel(bo.page).getByRole("button", { name: "Start together" }).focus();
  await bo.page.keyboard.press("ArrowDown");
  await expect(catchUp).toBeFocused();
  await bo.page.keyboard.press("Enter");
  await expect.poll(() => loadedAt(bo.page)).toBeGreaterThanOrEqual(1800);
  await expect(catchUp).toHaveCount(0);

  // Start together: a countdown on both, then both players loaded at the same second.
  // (The frames as they are now are marked: a player loaded again is a new frame, without the mark.)
  for (const { page } of [ada, bo])
    await page.locator("iframe.player-frame").evaluate((frame) => frame.setAttribute("data-before", ""));
  await panel(ada.page).getByRole("button", { name: "Start together" }).click();
  for (const { page } of [ada, bo]) {
    await expect(panel(page).getByText(/^Starting together in \d seconds?…$/)).toBeVisible();
  }
  for (const { page } of [ada, bo]) {
    await expect(page.locator("iframe.player-frame[data-before]")).toHaveCount(0, { timeout: 10_000 });
  }
  expect(await loadedAt(ada.page)).toBeGreaterThanOrEqual(1800);
  expect(await loadedAt(ada.page)).toBe(await loadedAt(bo.page));
  await ada.context.close();
  await bo.context.close();
});
