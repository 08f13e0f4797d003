// @ts-check
// Marquee's oldest Node.js, checked before anything needs a newer one: on an older Node.js, `npm start`, `npm
// run build`, `npm run dev` and `npm test` (their pre-scripts in package.json) and `node server/server.mjs` (its
// first import) stop with one line naming the version needed, not a stack trace from whatever breaks first.
// The version is package.json's engines.node lower bound, which equals .node-version, the one CI tests on
// (tests/deploy/deploy-files.test.ts). npm runs no script of the project's before `npm install` has installed
// the dependencies, so .npmrc's engine-strict stops that one, before anything is downloaded.
// Plain JavaScript an old Node.js parses and runs: no `??`, `?.`, import attributes or newer APIs.
import { readFileSync } from "node:fs";

/**
 * The three numbers of a version ("24.22.3", "v20.20.2", "26.0.0-nightly…" → its release).
 * @param {string} version
 * @returns {number[]}
 */
function parts(version) {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version.trim());
  if (!match) throw new Error(`Not a Node.js version: "${version}"`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/**
 * Below zero, zero or above zero as version `a` is older than, the same as, or newer than `b`.
 * @param {string} a
 * @param {string} b
 */
export function compareVersions(a, b) {
  const left = parts(a);
  const right = parts(b);
  for (let i = 0; i < 3; i += 1) {
    if (left[i] !== right[i]) return Number(left[i]) - Number(right[i]);
  }
  return 0;
}

/**
 * The lowest version an engines.node range of the form ">=X.Y.Z" accepts; any other form is refused, so that
 * the check cannot quietly pass.
 * @param {string} range
 */
export function lowerBound(range) {
  const match = /^>=\s*v?(\d+\.\d+\.\d+)$/.exec(range.trim());
  if (!match) throw new Error(`package.json's engines.node must read ">=X.Y.Z", not "${range}"`);
  return String(match[1]);
}

/**
 * The line that stops Marquee on Node.js `actual`, or undefined when `actual` is `needed` or newer.
 * @param {string} needed
 * @param {string} actual
 */
export function nodeVersionProblem(needed, actual) {
  if (compareVersions(actual, needed) >= 0) return undefined;
  const running = actual.replace(/^v/, "");
  return `Marquee needs Node.js ${needed} or newer; this is Node.js ${running}. See README, Quick start.`;
}

const packageJson = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const problem = nodeVersionProblem(lowerBound(packageJson.engines.node), process.versions.node);
if (problem) {
  console.error(problem);
  process.exit(1);
}
