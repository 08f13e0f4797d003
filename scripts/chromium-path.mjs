// @ts-check
import { existsSync } from "node:fs";

// The end-to-end tests drive Chromium's headless shell where there is one (Debian's chromium-headless-shell,
// the browser Playwright itself uses for headless runs): it has no browser interface to draw, and the whole
// suite ran in 36% less time with it than with the full browser on a 2-CPU machine (docs/decisions/0033).
// The full browser is the fallback, and what the bench's Lighthouse runs drive (scripts/bench.mjs).
const CANDIDATES = [
  "/usr/bin/chromium-headless-shell",
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
];

/** The Chromium to drive: CHROMIUM_PATH if set, else a system install, else undefined (Playwright's own). */
export function chromiumPath() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return CANDIDATES.find((candidate) => existsSync(candidate));
}
