// @ts-check
// Makes sure the end-to-end tests have a Chromium to drive, getting one the ordinary way when none is found:
// Debian's `chromium` package when running as root on Debian, otherwise Playwright's own installer.
// Prints what it did, so a missing browser never turns into an obscure test failure.
import { execFileSync } from "node:child_process";
import { chromiumPath } from "./chromium-path.mjs";
import { isDebian, isRoot } from "./lib/debian.mjs";

// The headless shell is the lighter browser for the tests (chromium-path.mjs); an install with only the full
// browser gets the shell too when it can, and otherwise runs the tests on what it has.
const found = chromiumPath();
if (found && (process.env.CHROMIUM_PATH || found.endsWith("headless-shell") || !(isRoot && isDebian))) {
  process.exit(0);
}

try {
  if (isRoot && isDebian) {
    console.log(
      "Chromium's headless shell not found: installing Debian's chromium-headless-shell package (apt-get install)...",
    );
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", "chromium-headless-shell"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  } else {
    console.log(
      "No Chromium found: installing one with Playwright's installer (npx playwright install chromium)...",
    );
    execFileSync("npx", ["playwright", "install", "chromium"], { stdio: "inherit" });
  }
} catch {
  if (found) {
    console.log(`Could not install the headless shell; the tests drive ${found}.`);
    process.exit(0);
  }
  console.error(
    "Could not install Chromium for the end-to-end tests. Install it yourself (Debian: `apt-get install chromium`;\n" +
      "elsewhere: `npx playwright install chromium`) or set CHROMIUM_PATH to a Chromium executable.",
  );
  process.exit(1);
}
console.log(`Chromium ready: ${chromiumPath() ?? "Playwright's bundled browser"}`);
