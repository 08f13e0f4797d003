import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { friend, joinRoom, panel, player, position, sees, startRoom, visit } from "./support/together";

// Watching together in step: what the one who controls does with their player, everyone's follows within a
// second (the demo player takes commands); a late joiner starts where the room is; control changes hands.

/** A demo series with at least two episodes in its first season (as in watch.spec.ts). */
const SERIES = 200271;
const MOVIE = 101488;
/** "Within a second": what watching together promises, measured from the click to the other player's change. */
const WITHIN = { timeout: 1_000 };

// Two or three browsers each: more than a test's usual time on a busy machine.
test.describe.configure({ timeout: 90_000 });

const playButton = (page: Page) => player(page).getByRole("button", { name: "Play", exact: true });
const pauseButton = (page: Page) => player(page).getByRole("button", { name: "Pause", exact: true });
const seekBar = (page: Page) => player(page).getByRole("slider", { name: "Seek" });

test("pause, play, seek and next episode by the one who controls are followed by the other within a second", async ({
  browser,
  baseURL,
}) => {
  const ada = await friend(browser, baseURL);
  const bo = await friend(browser, baseURL);
  await visit(ada.page, `/watch/${SERIES}?s=1&e=1`);
  const link = await startRoom(ada.page, "Ada");
  await joinRoom(bo.page, link, "Bo");
  await sees(ada.page, "Bo");
  await expect(pauseButton(bo.page)).toBeVisible();

  await pauseButton(ada.page).click();
  await expect(playButton(bo.page)).toBeVisible(WITHIN);
  // Paused at the same second.
  expect(Math.abs((await position(bo.page)) - (await position(ada.page)))).toBeLessThanOrEqual(1);

  await playButton(ada.page).click();
  await expect(pauseButton(bo.page)).toBeVisible(WITHIN);
  // Bo's pause the moment his player has followed is his own, not an echo of Ada's play: Ada's follows it.
  await pauseButton(bo.page).click();
  await expect(playButton(ada.page)).toBeVisible(WITHIN);
  await playButton(ada.page).click();
  await expect(pauseButton(bo.page)).toBeVisible(WITHIN);

  // A seek (the seek bar let go at 30:00), while playing.
  await seekBar(ada.page).fill("1800");
  await expect.poll(() => position(bo.page), WITHIN).toBeGreaterThanOrEqual(1799);
  expect(await position(bo.page)).toBeLessThan(1805);
  await expect(pauseButton(bo.page)).toBeVisible();

  // The next episode: within a second of Ada's page moving to it, Bo's asks for it (how long the page then
  // takes to load is the network's and the machine's), and follows, the invite kept in its address.
  let boAsked = Number.POSITIVE_INFINITY;
  bo.page.on("request", (request) => {
    if (request.url().includes(`/watch/${SERIES}`) && request.url().includes("e=2"))
      boAsked = Math.min(boAsked, Date.now());
  });
  await ada.page.getByRole("link", { name: "Next episode" }).click();
  await ada.page.waitForURL(new RegExp(`/watch/${SERIES}\\?s=1&e=2`));
  const adaMoved = Date.now();
  await expect.poll(() => boAsked - adaMoved, WITHIN).toBeLessThan(1_000);
  await expect(bo.page).toHaveURL(new RegExp(`/watch/${SERIES}\\?s=1&e=2#together=[\\w-]{43}$`));
  await expect(player(bo.page).getByText("S1 E2")).toBeVisible();
  // And the room goes on there: a pause is still followed.
  await expect(ada.page).toHaveURL(/#together=[\w-]{43}$/);
  await expect(pauseButton(ada.page)).toBeVisible();
  await expect(pauseButton(bo.page)).toBeVisible();
  await pauseButton(ada.page).click();
  await expect(playButton(bo.page)).toBeVisible(WITHIN);
  await ada.context.close();
  await bo.context.close();
});

test("a late joiner starts at the room's position, and the host hands control to another member", async ({
  browser,
  baseURL,
}) => {
  const ada = await friend(browser, baseURL);
  const bo = await friend(browser, baseURL);
  const cy = await friend(browser, baseURL);
  await visit(ada.page, `/watch/${MOVIE}`);
  const link = await startRoom(ada.page, "Ada");
  await joinRoom(bo.page, link, "Bo");
  await seekBar(ada.page).fill("2400");
  await expect.poll(() => position(bo.page)).toBeGreaterThanOrEqual(2399);

  // Cy arrives later, and starts where the room is (40:00 and the seconds since), playing.
  await joinRoom(cy.page, link, "Cy");
  await expect.poll(() => position(cy.page)).toBeGreaterThanOrEqual(2400);
  expect(Math.abs((await position(cy.page)) - (await position(ada.page)))).toBeLessThanOrEqual(2);
  await expect(pauseButton(cy.page)).toBeVisible();
  for (const { page } of [ada, bo]) await sees(page, "Cy");

  // Everyone controls at first, as friends on a sofa share the remote; the host keeps it to herself.
  await expect(panel(bo.page).getByText("Everyone can play, pause and seek for the room.")).toBeVisible();
  await panel(ada.page).getByRole("button", { name: "Only Ada", exact: true }).click();
  await expect(panel(bo.page).getByText("Ada controls playback; your player follows.")).toBeVisible();
  // Then a guest's pause stays theirs.
  await pauseButton(bo.page).click();
  await ada.page.waitForTimeout(1_500);
  await expect(pauseButton(ada.page)).toBeVisible();
  await expect(pauseButton(cy.page)).toBeVisible();
  await playButton(bo.page).click();

  // The host hands control to Bo: everyone is told, and now Bo's pause is everyone's, and Ada's is her own.
  await panel(ada.page).getByRole("button", { name: "Give control to Bo" }).click();
  await expect(panel(bo.page).getByText("You control playback: your player leads the room.")).toBeVisible();
  await expect(panel(ada.page).getByText("Bo controls playback; your player follows.")).toBeVisible();
  await expect(panel(cy.page).getByRole("log")).toContainText("Bo now controls playback.");
  await expect(panel(ada.page).getByRole("button", { name: "Give control to Bo" })).toHaveCount(0);

  await pauseButton(bo.page).click();
  await expect(playButton(ada.page)).toBeVisible(WITHIN);
  await expect(playButton(cy.page)).toBeVisible(WITHIN);
  await playButton(bo.page).click();
  await expect(pauseButton(ada.page)).toBeVisible(WITHIN);
  await expect(pauseButton(cy.page)).toBeVisible(WITHIN);

  // The host may let everyone control: then Cy's pause is followed too.
  await panel(ada.page).getByRole("button", { name: "Everyone", exact: true }).click();
  await expect(panel(cy.page).getByText("Everyone can play, pause and seek for the room.")).toBeVisible();
  await pauseButton(cy.page).click();
  await expect(playButton(ada.page)).toBeVisible(WITHIN);
  await expect(playButton(bo.page)).toBeVisible(WITHIN);
  for (const { context } of [ada, bo, cy]) await context.close();
});

test("an invite to an episode the room has moved on from leads to the one it is on", async ({
  browser,
  baseURL,
}) => {
  const ada = await friend(browser, baseURL);
  const bo = await friend(browser, baseURL);
  await visit(ada.page, `/watch/${SERIES}?s=1&e=1`);
  const link = await startRoom(ada.page, "Ada");
  expect(link).toContain("e=1#together=");
  await ada.page.getByRole("link", { name: "Next episode" }).click();
  await expect(ada.page).toHaveURL(new RegExp(`/watch/${SERIES}\\?s=1&e=2.*#together=[\\w-]{43}$`));

  // Bo opens the link Ada sent before moving on.
  await joinRoom(bo.page, link, "Bo");
  await expect(bo.page).toHaveURL(
    new RegExp(`/watch/${SERIES}\\?s=1&e=2#together=${link.split("#together=")[1]}$`),
  );
  await expect(player(bo.page).getByText("S1 E2")).toBeVisible();
  await expect(panel(bo.page).getByText("The room is watching another title or episode.")).toHaveCount(0);
  await ada.context.close();
  await bo.context.close();
});
