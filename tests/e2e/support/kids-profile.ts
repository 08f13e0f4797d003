import { pbkdf2Sync, randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { DEMO_API_BASE_URL, handleDemoRequest } from "../../../app/demo/handler.server";

// A household with a kids' profile, as the profile menu saves it, for the tests that need one in place rather
// than set up through the menu.

export const KIDS_LIMIT = "US-PG";
export const KIDS_PIN = "4321";

/** Dad, and Mia on a kids' profile up to US PG with the PIN. */
function household() {
  // Few iterations: the count is stored with the hash, and the tests have no need of the real cost.
  const salt = randomBytes(16);
  const iterations = 1000;
  const hash = pbkdf2Sync(KIDS_PIN, salt, iterations, 32, "sha256").toString("base64");
  return JSON.stringify({
    v: 1,
    profiles: [
      { id: 1, name: "Dad", avatar: "fox", kids: null },
      { id: 2, name: "Mia", avatar: "owl", kids: { region: "US", certification: "PG" } },
    ],
    pin: { salt: salt.toString("base64"), hash, iterations },
  });
}

/** Puts the household in this browser with Mia's profile chosen, before the first page's scripts run. */
export async function onMiasProfile(page: Page): Promise<void> {
  await page.addInitScript(
    ({ stored }) => {
      if (localStorage.getItem("marquee_profiles")) return;
      localStorage.setItem("marquee_profiles", stored);
      localStorage.setItem("marquee_profile", "2");
      sessionStorage.setItem("marquee_profile_asked", "1");
    },
    { stored: household() },
  );
}

/** A demo movie rated R in the US: over Mia's limit. */
export async function adultMovie(): Promise<number> {
  const response = await handleDemoRequest(
    new Request(`${DEMO_API_BASE_URL}/discover/movie?certification_country=US&certification=R`),
  );
  const first = ((await response.json()) as { results: { id: number }[] }).results[0];
  if (!first) throw new Error("the demo has no R movie");
  return first.id;
}
