import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";

// The demo player follows the watch page's commands (play, pause, seek), as friends watching together need
// (docs/decisions/0015-player-progress-messages.md), and reports where it is at once. The commands are posted
// here as the watch page posts them: from the page around the frame, to the frame's origin (this site).

const MOVIE = 101488;
const player = (page: Page) => page.frameLocator("iframe.player-frame");

/** Posts a "marquee" command from the watch page to its player frame; the reports recorded start again. */
async function command(page: Page, action: string, position: number) {
  await page.evaluate(
    ([action, position]) => {
      const recorded = (window as unknown as { reports?: unknown[] }).reports;
      if (recorded) recorded.length = 0;
      const frame = document.querySelector<HTMLIFrameElement>("iframe.player-frame");
      frame?.contentWindow?.postMessage(
        { type: "marquee:command", action, position },
        window.location.origin,
      );
    },
    [action, position] as const,
  );
}

/** Starts recording the progress reports the player posts to the watch page. */
async function recordReports(page: Page) {
  await page.evaluate(() => {
    const reports: unknown[] = [];
    (window as unknown as { reports: unknown[] }).reports = reports;
    window.addEventListener("message", (event) => {
      if (event.data?.type === "marquee:progress") reports.push(`${event.data.event} ${event.data.seconds}`);
    });
  });
}

const reports = (page: Page) => page.evaluate(() => (window as unknown as { reports: string[] }).reports);

/** The position the watch page saved for the movie (localStorage 'playback'). */
const saved = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem("playback") ?? "{}").progress?.[key]?.position ?? null,
    `movie:${MOVIE}`,
  );

test("a command from the watch page pauses, seeks and plays the demo player, which reports it at once", async ({
  page,
}) => {
  await page.goto(`/watch/${MOVIE}`);
  const seek = player(page).getByRole("slider", { name: "Seek" });
  await expect(seek).toHaveAttribute("aria-valuetext", /^0:0[1-9] of /);
  await recordReports(page);

  await command(page, "pause", 754);
  await expect(player(page).getByRole("button", { name: "Play" })).toBeVisible();
  await expect(seek).toHaveAttribute("aria-valuetext", /^12:34 of /);
  await expect(player(page).getByText(/^12:34 \//)).toBeVisible();
  await expect.poll(() => reports(page)).toEqual(["pause 754"]);
  // The watch page took the report as the visitor's place, as it takes a pause the visitor makes.
  await expect.poll(() => saved(page)).toBe(754);
  await page.waitForTimeout(1_200);
  await expect(seek).toHaveValue("754");

  // Seeking keeps it paused.
  await command(page, "seek", 1800);
  await expect(seek).toHaveAttribute("aria-valuetext", /^30:00 of /);
  await expect(player(page).getByRole("button", { name: "Play" })).toBeVisible();
  await expect.poll(() => reports(page)).toEqual(["time 1800"]);

  await command(page, "play", 60);
  await expect(player(page).getByRole("button", { name: "Pause" })).toBeVisible();
  await expect(seek).toHaveAttribute("aria-valuetext", /^1:0[1-9] of /, { timeout: 3_000 });
  expect((await reports(page))[0]).toBe("time 60");

  // Seeking while it plays keeps it playing, from there.
  await command(page, "seek", 3000);
  await expect(seek).toHaveAttribute("aria-valuetext", /^50:0[1-9] of /, { timeout: 3_000 });
  await expect(player(page).getByRole("button", { name: "Pause" })).toBeVisible();
  expect((await reports(page))[0]).toBe("time 3000");
});

test("the demo player takes commands only from the watch page around it", async ({ page }) => {
  await page.goto(`/watch/${MOVIE}`);
  const seek = player(page).getByRole("slider", { name: "Seek" });
  await expect(seek).toHaveAttribute("aria-valuetext", /^0:0[1-9] of /);
  // From the player's own window (not its parent), and malformed ones from the parent: all ignored.
  const frame = page.frames().find((candidate) => candidate.url().includes("/demo-player/"));
  if (!frame) throw new Error("no demo player frame");
  await frame.evaluate(() =>
    window.postMessage({ type: "marquee:command", action: "pause", position: 600 }, window.location.origin),
  );
  await command(page, "stop", 600);
  await command(page, "pause", -1);
  await page.evaluate(() => {
    const frame = document.querySelector<HTMLIFrameElement>("iframe.player-frame");
    frame?.contentWindow?.postMessage('{"type":"marquee:command","action":"pause","position":600}', "*");
    frame?.contentWindow?.postMessage({ type: "marquee:command", action: "pause", position: "600" }, "*");
  });
  const before = Number(await seek.inputValue());
  await page.waitForTimeout(1_500);
  // Still playing on from where it was: neither paused nor sent to 10:00.
  await expect(player(page).getByRole("button", { name: "Pause" })).toBeVisible();
  const after = Number(await seek.inputValue());
  expect(after).toBeGreaterThan(before);
  expect(after).toBeLessThan(before + 5);
});
