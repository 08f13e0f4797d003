import { expect, test } from "./support/test";
import { friend, joinRoom, panel, player, sees, startRoom, visit } from "./support/together";

// Watching together: starting a room, inviting, the chat, and what leaves the browser. Each friend is a browser
// context of their own, on the demo app's real relay.

const MOVIE = 101488;

// Two or three browsers each: more than a test's usual time on a busy machine.
test.describe.configure({ timeout: 90_000 });

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the watch page says that watching together needs it", async ({ page }) => {
    await page.goto(`/watch/${MOVIE}`);
    // (A <noscript>'s text is not among what getByText searches.)
    await expect(page.locator("noscript p")).toHaveText("Watching together needs JavaScript.");
    await expect(page.locator("noscript p")).toBeVisible();
    // The button a script would carry out is not offered doing nothing.
    await expect(page.getByRole("button", { name: "Watch together", exact: true })).toBeHidden();
  });
});

test("with JavaScript the button opens the panel, which asks for a name first and remembers it", async ({
  page,
}) => {
  await page.goto(`/watch/${MOVIE}`);
  await expect(page.getByText("Watching together needs JavaScript.")).toBeHidden();
  const button = page.getByRole("button", { name: "Watch together", exact: true });
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  const name = panel(page).getByRole("textbox", { name: "Your name" });
  // Focus goes to the first thing asked.
  await expect(name).toBeFocused();
  await panel(page).getByRole("button", { name: "Start a room" }).click();
  await expect(panel(page).getByRole("alert")).toHaveText("Please enter a name.");
  await name.fill("  Ada\u202e  Lovelace ");
  await panel(page).getByRole("button", { name: "Start a room" }).click();
  await expect(panel(page).getByRole("textbox", { name: "Invite link" })).toHaveValue(
    new RegExp(`/watch/${MOVIE}#together=[\\w-]{43}$`),
  );
  await expect(page).toHaveURL(/#together=[\w-]{43}$/);
  await sees(page, "Ada Lovelace (you)");
  // The name step's button is gone: focus is on the panel's heading, not lost.
  await expect(panel(page).getByRole("heading", { name: "Watch together" })).toBeFocused();
  await expect(panel(page).getByRole("status").first()).toHaveText(
    "Nobody else is here yet: send them the link.",
  );
  expect(await page.evaluate(() => localStorage.getItem("together_name"))).toBe("Ada Lovelace");

  // Escape hides the panel, and the visitor stays in the room; the button opens it again.
  await panel(page).getByRole("button", { name: "Copy link" }).focus();
  await page.keyboard.press("Escape");
  await expect(panel(page)).toBeHidden();
  await expect(button).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/watch/${MOVIE}#together=`));
  await button.click();
  await sees(page, "Ada Lovelace (you)");
  // A remote's Back hides it too, rather than leaving the watch page.
  await panel(page).getByRole("button", { name: "Copy link" }).focus();
  await page.keyboard.press("Backspace");
  await expect(panel(page)).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/watch/${MOVIE}#together=`));
  await button.click();

  // Leaving takes the key out of the address.
  await panel(page).getByRole("button", { name: "Leave the room" }).click();
  await expect(panel(page)).toBeHidden();
  await expect(page).toHaveURL(`/watch/${MOVIE}`);
  // Next time, the name is there already.
  await button.click();
  await expect(panel(page).getByRole("textbox", { name: "Your name" })).toHaveValue("Ada Lovelace");
});

test("two friends chat both ways, see each other arrive and react, and nothing that leaves either browser holds a chat line, a name or the key", async ({
  browser,
  baseURL,
}) => {
  const ada = await friend(browser, baseURL);
  const bo = await friend(browser, baseURL);
  await visit(ada.page, `/watch/${MOVIE}`);
  const link = await startRoom(ada.page, "Ada");
  const secret = link.split("#together=")[1] ?? "";
  await joinRoom(bo.page, link, "Bo");
  // The guest is on the host's title, and both see who is here and who started the room.
  await expect(bo.page).toHaveURL(new RegExp(`/watch/${MOVIE}#together=${secret}$`));
  await sees(bo.page, "Ada");
  await sees(ada.page, "Bo");
  await expect(panel(bo.page).getByRole("listitem").filter({ hasText: "Ada" })).toContainText(
    "Started the room",
  );
  const adaLog = panel(ada.page).getByRole("log", { name: "Messages in the room" });
  const boLog = panel(bo.page).getByRole("log", { name: "Messages in the room" });
  await expect(adaLog).toContainText("Bo joined.");
  // The log is a live region a screen reader follows without being interrupted.
  await expect(adaLog).toHaveAttribute("aria-live", "polite");

  const hello = "Popcorn's ready <b>not bold</b> 🍿";
  await panel(ada.page).getByRole("textbox", { name: "Message" }).fill(hello);
  await panel(ada.page).getByRole("textbox", { name: "Message" }).press("Enter");
  await expect(boLog.getByRole("listitem").filter({ hasText: hello })).toContainText("Ada:");
  // Rendered as text: the markup shows as it was typed.
  await expect(boLog.locator("b", { hasText: "not bold" })).toHaveCount(0);
  const answer = "Press play, I'm here";
  await panel(bo.page).getByRole("textbox", { name: "Message" }).fill(answer);
  await panel(bo.page).getByRole("button", { name: "Send" }).click();
  await expect(adaLog.getByRole("listitem").filter({ hasText: answer })).toContainText("Bo:");
  await expect(panel(bo.page).getByRole("textbox", { name: "Message" })).toHaveValue("");

  // A reaction shows over the other's player for a few seconds.
  await panel(bo.page).getByRole("button", { name: "React with 👍" }).click();
  const float = ada.page.locator(".together-reactions").getByText("👍");
  await expect(float).toBeVisible();
  await expect(ada.page.locator(".together-reactions")).toContainText("Bo");
  await expect(float).toBeHidden({ timeout: 8_000 });

  // Bo leaves: Ada hears of it.
  await panel(bo.page).getByRole("button", { name: "Leave the room" }).click();
  await expect(adaLog).toContainText("Bo left.");

  for (const { sent } of [ada, bo]) {
    expect(sent.frames.length).toBeGreaterThan(0);
    for (const text of [...sent.frames, ...sent.requests]) {
      // Names in quotes: as they would be in a message's JSON (bare, three letters may turn up in base64).
      for (const secretThing of [secret, hello, "Popcorn", answer, '"Ada"', '"Bo"']) {
        expect(text).not.toContain(secretThing);
      }
    }
  }
  // What the relay sees: a room id and ciphertext.
  expect(ada.sent.frames.some((frame) => frame.includes('"t":"send"'))).toBe(true);
  await ada.context.close();
  await bo.context.close();
});

test("an invite cut short is said to be so, and the visitor may start a room of their own", async ({
  page,
}) => {
  await page.goto(`/watch/${MOVIE}#together=tooShort`);
  await expect(panel(page).getByText("This invite link is incomplete.", { exact: false })).toBeVisible();
  await expect(panel(page).getByRole("button", { name: "Join the room" })).toHaveCount(0);
  await expect(panel(page).getByRole("button", { name: "Start a room" })).toBeVisible();
  await expect(player(page).getByRole("slider", { name: "Seek" })).toBeVisible();
});

test("a TV remote's arrows reach the reactions from the chat, and its OK sends one", async ({ page }) => {
  await page.goto(`/watch/${MOVIE}`);
  await startRoom(page, "Ada");
  const message = panel(page).getByRole("textbox", { name: "Message" });
  await message.focus();
  // A remote has no Tab: Up leaves the text box for the reactions just above it.
  await page.keyboard.press("ArrowUp");
  const focused = page.locator(":focus");
  await expect(focused).toHaveAccessibleName(/^React with /);
  const emoji = (await focused.textContent()) ?? "";
  await page.keyboard.press("ArrowRight");
  await expect(focused).toHaveAccessibleName(/^React with /);
  await expect(focused).not.toHaveText(emoji);
  const next = (await focused.textContent()) ?? "";
  await page.keyboard.press("Enter");
  await expect(page.locator(".together-reactions").getByText(next)).toBeVisible();
});
