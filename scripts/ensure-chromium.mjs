// @ts-check
// Makes sure the end-to-end tests have a Chromium to drive, getting one the ordinary way when none is found:
// Debian's `chromium` package when running as root on Debian, otherwise Playwright's own installer.
// Prints what it did, so a missing browser never turns into an obscure test failure.
import { execFileSync } from "node:child_process";
import { chromiumPath } from "./chromium-path.mjs";
import { isDebian, isRoot } from "./lib/debian.mjs";

const found = chromiumPath();
if (found) {
  process.exit(0);
}

try {
  if (isRoot && isDebian) {
    console.log("No Chromium found: installing Debian's chromium package (apt-get install chromium)...");
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], {
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
  console.error(
    "Could not install Chromium for the end-to-end tests. Install it yourself (Debian: `apt-get install chromium`;\n" +
      "elsewhere: `npx playwright install chromium`) or set CHROMIUM_PATH to a Chromium executable.",
  );
  process.exit(1);
}
console.log(`Chromium ready: ${chromiumPath() ?? "Playwright's bundled browser"}`);
