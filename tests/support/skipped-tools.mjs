// @ts-check
// One visible line per missing tool at the end of a test run (Vitest's and Playwright's reporters below), so a
// machine without redis-server, PostgreSQL or HAProxy cannot pass the suite quietly: skipped tests name the tool
// in their title ("... is not installed", tools.mjs).
import { TOOLS } from "./tools.mjs";

const MISSING = /\b(redis-server|postgresql|haproxy) is not installed/i;

/**
 * The summary's lines for the titles of the tests (and empty suites) a run skipped.
 * @param {string[]} skippedTitles
 * @returns {string[]}
 */
export function missingToolLines(skippedTitles) {
  /** @type {Map<keyof typeof TOOLS, number>} */
  const counts = new Map();
  for (const title of skippedTitles) {
    const name = /** @type {keyof typeof TOOLS | undefined} */ (MISSING.exec(title)?.[1]?.toLowerCase());
    if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts].map(
    ([name, count]) =>
      `SKIPPED ${count} test${count === 1 ? "" : "s"}: ${name} is not installed, so ${TOOLS[name].skipped} did not run (${TOOLS[name].install}).`,
  );
}

/** Playwright's reporter: `reporter: [["list"], ["./tests/support/skipped-tools.mjs"]]`. */
export default class SkippedToolsReporter {
  /** @type {string[]} */
  skipped = [];
  /** @param {{ titlePath: () => string[] }} test @param {{ status: string }} result */
  onTestEnd(test, result) {
    if (result.status === "skipped") this.skipped.push(test.titlePath().join(" > "));
  }
  onEnd() {
    for (const line of missingToolLines(this.skipped)) console.log(`\n${line}`);
  }
  printsToStdio() {
    return false;
  }
}

/**
 * Vitest's reporter (vitest.config.ts): the skipped tests and the skipped suites that hold none.
 * @returns {{ onTestRunEnd: (modules: ReadonlyArray<import("vitest/node").TestModule>) => void }}
 */
export function vitestSkippedTools() {
  return {
    onTestRunEnd(modules) {
      /** @type {string[]} */
      const titles = [];
      for (const module of modules) {
        for (const test of module.children.allTests("skipped")) titles.push(test.fullName);
        for (const suite of module.children.allSuites()) {
          if (suite.state() === "skipped" && [...suite.children.allTests()].length === 0)
            titles.push(suite.fullName);
        }
      }
      const lines = missingToolLines(titles);
      if (lines.length > 0) console.log(`\n${lines.join("\n")}\n`);
    },
  };
}
