import { expect, test } from "./support/test";
import { friend, joinRoom, panel, sees, startRoom, visit } from "./support/together";

// The open panel at a phone's and a desktop's size, and in Arabic: the player stays in view and usable beside or
// above it. Each test keeps a screenshot of the panel among its results, for a person to look at.

const MOVIE = 101488;

// Two or three browsers each: more than a test's usual time on a busy machine.
test.describe.configure({ timeout: 90_000 });

const box = async (locator: import("@playwright/test").Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not laid out");
  return found;
};

test("on a phone the player stays above the open panel, at its full width", async ({
  browser,
  baseURL,
}, info) => {
  const phone = await friend(browser, baseURL, {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await visit(phone.page, `/watch/${MOVIE}`);
  await startRoom(phone.page, "Ada");
  await sees(phone.page, "Ada (you)");
  const frame = await box(phone.page.locator("iframe.player-frame"));
  const side = await box(panel(phone.page));
  expect(frame.width).toBeGreaterThanOrEqual(389);
  expect(frame.height).toBeGreaterThan(200);
  expect(side.y).toBeGreaterThanOrEqual(frame.y + frame.height - 1);
  expect(side.y + side.height).toBeLessThanOrEqual(844 + 1);
  // The chat is reachable by scrolling the panel, and the player does not move.
  await panel(phone.page).getByRole("textbox", { name: "Message" }).scrollIntoViewIfNeeded();
  await expect(panel(phone.page).getByRole("textbox", { name: "Message" })).toBeInViewport();
  expect((await box(phone.page.locator("iframe.player-frame"))).y).toBe(frame.y);
  await phone.page.evaluate(() => document.querySelector(".together-panel")?.scrollTo(0, 0));
  await phone.page.screenshot({ path: info.outputPath("together-phone.png") });

  // A friend comes and writes: the invite folds away, and the chat is there under the player.
  const link = await panel(phone.page).getByRole("textbox", { name: "Invite link" }).inputValue();
  const bo = await friend(browser, baseURL);
  await joinRoom(bo.page, link, "Bo");
  await panel(bo.page).getByRole("textbox", { name: "Message" }).fill("Hi from the other side of town!");
  await panel(bo.page).getByRole("button", { name: "Send" }).click();
  const log = panel(phone.page).getByRole("log");
  await expect(log).toContainText("Hi from the other side of town!");
  await expect(panel(phone.page).getByRole("textbox", { name: "Invite link" })).toBeHidden();
  await log.scrollIntoViewIfNeeded();
  await expect(log).toBeInViewport();
  await phone.page.screenshot({ path: info.outputPath("together-phone-chat.png") });
  await bo.context.close();
  await phone.context.close();
});

test("on a desktop the panel stands beside the player, under the watch bar", async ({
  browser,
  baseURL,
}, info) => {
  const desk = await friend(browser, baseURL, { viewport: { width: 1366, height: 768 } });
  await visit(desk.page, `/watch/${MOVIE}`);
  await startRoom(desk.page, "Ada");
  await sees(desk.page, "Ada (you)");
  const frame = await box(desk.page.locator("iframe.player-frame"));
  const side = await box(panel(desk.page));
  expect(side.x).toBeGreaterThanOrEqual(frame.x + frame.width - 1);
  expect(frame.width).toBeGreaterThan(900);
  expect(side.height).toBeGreaterThan(600);
  await expect(desk.page.getByRole("img", { name: "QR code of the invite link" })).toBeVisible();
  await desk.page.screenshot({ path: info.outputPath("together-desktop.png") });

  // With a guest and a few lines, the chat has the panel's height below who is here.
  const link = await panel(desk.page).getByRole("textbox", { name: "Invite link" }).inputValue();
  const bo = await friend(browser, baseURL);
  await joinRoom(bo.page, link, "Bo");
  for (const line of ["Ready when you are", "Two minutes, getting snacks 🍿"]) {
    await panel(bo.page).getByRole("textbox", { name: "Message" }).fill(line);
    await panel(bo.page).getByRole("button", { name: "Send" }).click();
  }
  await panel(desk.page).getByRole("textbox", { name: "Message" }).fill("Take your time!");
  await panel(desk.page).getByRole("textbox", { name: "Message" }).press("Enter");
  await panel(bo.page).getByRole("button", { name: "React with ❤️" }).click();
  const log = panel(desk.page).getByRole("log");
  await expect(log).toContainText("Take your time!");
  await expect(log).toBeInViewport();
  await expect(panel(desk.page).getByRole("textbox", { name: "Message" })).toBeInViewport();
  await desk.page.screenshot({ path: info.outputPath("together-desktop-chat.png") });
  await bo.context.close();
  await desk.context.close();
});

test("in Arabic the panel reads right to left, on the player's left", async ({ browser, baseURL }, info) => {
  const desk = await friend(browser, baseURL, { viewport: { width: 1366, height: 768 } });
  await visit(desk.page, `/ar/watch/${MOVIE}`);
  await desk.page.getByRole("button", { name: "شاهدوا معًا", exact: true }).click();
  await desk.page.getByRole("textbox", { name: "اسمك" }).fill("سلمى");
  // (Arabic's complementary landmark has the Arabic heading as its name.)
  await desk.page.getByRole("button", { name: "أنشئ غرفة" }).click();
  const side = desk.page.getByRole("complementary", { name: "شاهدوا معًا" });
  await expect(side.getByText("سلمى (أنت)")).toBeVisible();
  await expect(side).toContainText("في الغرفة: شخص واحد");
  const frame = await box(desk.page.locator("iframe.player-frame"));
  const placed = await box(side);
  expect(placed.x + placed.width).toBeLessThanOrEqual(frame.x + 1);
  expect(await side.evaluate((element) => getComputedStyle(element).direction)).toBe("rtl");
  await desk.page.screenshot({ path: info.outputPath("together-arabic.png") });
  await desk.context.close();
});
