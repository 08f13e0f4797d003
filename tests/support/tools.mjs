// @ts-check
// The servers some tests start for themselves, what they are called in Debian, and which tests skip without
// them. Skipped tests name the missing tool with `notInstalled(name)` in their title; the summaries count those
// titles (skipped-tools.mjs), so a machine without redis-server cannot pass quietly.
import { execFileSync } from "node:child_process";

export const TOOLS = {
  "redis-server": {
    debianPackage: "redis-server",
    install: "apt-get install redis-server",
    skipped: "the shared cache's and rate cap's Redis tests",
  },
  postgresql: {
    debianPackage: "postgresql",
    install: "apt-get install postgresql",
    skipped: "the sync store's PostgreSQL tests",
  },
  haproxy: {
    debianPackage: "haproxy",
    install: "apt-get install haproxy",
    skipped: "the cluster test (three instances behind HAProxy)",
  },
};

/** Whether a command runs (`X -v` / `--version`). @param {string} command */
export function toolInstalled(command) {
  for (const flag of ["--version", "-v"]) {
    try {
      execFileSync(command, [flag], { stdio: "ignore" });
      return true;
    } catch {}
  }
  return false;
}

/** The words a skipped test's title carries: "SKIPPED, redis-server is not installed". @param {keyof typeof TOOLS} name */
export function notInstalled(name) {
  return `SKIPPED, ${name} is not installed (${TOOLS[name].install})`;
}
