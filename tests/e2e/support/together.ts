import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expect } from "./test";

// Friends watching together in browser tests: each friend is a browser context of their own (their own storage,
// their own tab's member id), on the real relay of the demo app.

export const player = (page: Page) => page.frameLocator("iframe.player-frame");
export const panel = (page: Page) => page.getByRole("complementary", { name: "Watch together" });

/** Everything a browser sends out: WebSocket frames, and each request's address, headers and body. */
export interface Outgoing {
  frames: string[];
  requests: string[];
}

/** A new friend: their own context, with what leaves their browser recorded. */
export async function friend(
  browser: Browser,
  baseURL: string | undefined,
  options: Parameters<Browser["newContext"]>[0] = {},
): Promise<{ context: BrowserContext; page: Page; sent: Outgoing }> {
  const context = await browser.newContext({ baseURL, reducedMotion: "reduce", ...options });
  const sent: Outgoing = { frames: [], requests: [] };
  context.on("request", (request) => {
    sent.requests.push(`${request.url()}\n${JSON.stringify(request.headers())}\n${request.postData() ?? ""}`);
  });
  const page = await context.newPage();
  page.on("websocket", (socket) => {
    sent.requests.push(socket.url());
    socket.on("framesent", ({ payload }) => {
      sent.frames.push(typeof payload === "string" ? payload : payload.toString("utf8"));
    });
  });
  return { context, page, sent };
}

/** Opens a page and waits for React to have hydrated it (the `page` fixture's goto does this by itself). */
export async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Starts a room from the watch page the friend is on; returns the invite link the panel shows. */
export async function startRoom(page: Page, name: string): Promise<string> {
  await page.getByRole("button", { name: "Watch together", exact: true }).click();
  await panel(page).getByRole("textbox", { name: "Your name" }).fill(name);
  await panel(page).getByRole("button", { name: "Start a room" }).click();
  const link = panel(page).getByRole("textbox", { name: "Invite link" });
  await expect(link).toHaveValue(/#together=[\w-]{43}$/);
  return link.inputValue();
}

/** Opens the invite and joins under `name`. */
export async function joinRoom(page: Page, link: string, name: string) {
  await visit(page, link);
  await expect(panel(page).getByText("You are invited to watch this together.")).toBeVisible();
  await panel(page).getByRole("textbox", { name: "Your name" }).fill(name);
  await panel(page).getByRole("button", { name: "Join the room" }).click();
  await expect(
    panel(page)
      .getByRole("listitem")
      .filter({ hasText: `${name} (you)` }),
  ).toBeVisible();
}

/** The people list of a friend's panel names this member. */
export async function sees(page: Page, name: string) {
  const exactly = new RegExp(`^${name.replace(/[()]/g, "\\$&")}$`);
  await expect(panel(page).locator(".together-person-name", { hasText: exactly })).toBeVisible();
}

/** A member's line in a friend's list of who is in the room. */
export const person = (page: Page, name: string) =>
  panel(page).locator(".together-person").filter({ hasText: name });

/** The demo player's position, in seconds, from its seek bar. */
export async function position(page: Page): Promise<number> {
  return Number(await player(page).getByRole("slider", { name: "Seek" }).inputValue());
}

/** Whether the demo player plays (its button then offers Pause). */
export async function playing(page: Page): Promise<boolean> {
  return player(page).getByRole("button", { name: "Pause" }).isVisible();
}
