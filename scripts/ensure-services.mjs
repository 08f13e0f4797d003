// @ts-check
// Makes sure the tests have the servers they start for themselves (redis-server for the shared cache, PostgreSQL
// for the sync store, HAProxy for the cluster), getting them the way ensure-chromium.mjs gets Chromium: Debian's
// packages when running as root on Debian. Elsewhere it installs nothing and says, one line each, which tests
// will be skipped; the test summaries say it again at the end (tests/support/skipped-tools.mjs).
import { execFileSync } from "node:child_process";
import { postgresBinDir } from "../tests/support/throwaway-postgres.mjs";
import { TOOLS, toolInstalled } from "../tests/support/tools.mjs";
import { isDebian, isRoot } from "./lib/debian.mjs";

/** Whether each tool is there now. */
const installed = () => ({
  "redis-server": toolInstalled("redis-server"),
  postgresql: postgresBinDir() !== null,
  haproxy: toolInstalled("haproxy"),
});

const missing = Object.entries(installed())
  .filter(([, present]) => !present)
  .map(([name]) => /** @type {keyof typeof TOOLS} */ (name));
if (missing.length === 0) process.exit(0);

if (isRoot && isDebian && process.env.MARQUEE_NO_INSTALL !== "1") {
  const packages = missing.map((name) => TOOLS[name].debianPackage);
  console.log(`Installing Debian packages for the tests: ${packages.join(" ")} (apt-get install)...`);
  try {
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    execFileSync("apt-get", ["install", "-y", "-qq", ...packages], {
      stdio: ["ignore", "ignore", "inherit"],
      env,
    });
  } catch {
    console.error("apt-get could not install them; the tests that need them will be skipped.");
  }
}
const now = installed();
for (const name of missing) {
  if (now[name]) console.log(`${name}: installed.`);
  else
    console.log(`${name} is not installed: ${TOOLS[name].skipped} will be skipped (${TOOLS[name].install}).`);
}
