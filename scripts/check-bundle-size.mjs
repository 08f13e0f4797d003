// @ts-check
// The cheap guard `npm test` runs after the build: each budgeted page's first-load JavaScript, CSS and HTML, in gzip
// bytes, against bench/budget.json. It renders the pages in-process from the production build on the demo
// catalogue (no server, no browser, no timing), so it cannot flake. `npm run bench` measures the rest. It also
// checks that each first-load script still opens with V8's compile hint (vite.config.ts).
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { firstLoadAssets, gzipSize, measureFirstLoad } from "./lib/first-load.mjs";
import { benchPages } from "./lib/pages.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.env.NODE_ENV = "production";
// Sizes are measured on the demo catalogue, whatever the shell has configured.
delete process.env.TMDB_API_KEY;
delete process.env.TMDB_READ_TOKEN;

const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";
const budget = JSON.parse(readFileSync(path.join(root, "bench/budget.json"), "utf8"));
const { createRequestHandler } = await import("react-router");
const build = await import(pathToFileURL(path.join(root, "build/server/index.js")).href);
const handle = createRequestHandler(build, "production");

/** @param {string} pagePath */
async function fetchHtml(pagePath) {
  const response = await handle(new Request(`http://localhost${pagePath}`));
  if (response.status !== 200) throw new Error(`${pagePath} answered ${response.status}`);
  return response.text();
}

const misses = [];
for (const page of await benchPages(fetchHtml)) {
  const html = await fetchHtml(page.path);
  const size = measureFirstLoad(html, path.join(root, "build/client"));
  const limits = firstLoadBudget(page.name);
  // Exact bytes and what is left under each line: a tenth of a kB hides a budget 9 B from full.
  console.log(
    `${page.path.padEnd(20)} JS ${bytesAndRoom(size.js.gzipBytes, limits.jsGzipBytes)} in ${size.js.files} files` +
      `  CSS ${bytesAndRoom(size.css.gzipBytes, limits.cssGzipBytes)}` +
      `  HTML ${bytesAndRoom(size.htmlGzipBytes, limits.htmlGzipBytes)}`,
  );
  // A page that seems to load no script means the HTML no longer has the shape first-load.mjs reads.
  if (size.js.files === 0) misses.push(`${page.path}: found no first-load JavaScript in the HTML`);
  if (size.js.gzipBytes > limits.jsGzipBytes) {
    misses.push(`${page.path}: first-load JS ${size.js.gzipBytes} B gzip > ${limits.jsGzipBytes} B`);
  }
  if (size.css.gzipBytes > limits.cssGzipBytes) {
    misses.push(`${page.path}: first-load CSS ${size.css.gzipBytes} B gzip > ${limits.cssGzipBytes} B`);
  }
  if (size.htmlGzipBytes > limits.htmlGzipBytes) {
    misses.push(`${page.path}: HTML ${size.htmlGzipBytes} B gzip > ${limits.htmlGzipBytes} B`);
  }
  misses.push(...missingCompileHints(html).map((file) => `${page.path}: ${file} lost its compile hint`));
  // The server's build minifies the page's early script (vite.config.ts, minifiedInlineScripts): its source text,
  // line breaks and all, is 0.2 kB more gzip on every page, and nothing else would say the plugin stopped running.
  const early = /<script id="early-taps"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (early === undefined) misses.push(`${page.path}: found no early script in the HTML`);
  else if (early.includes("\n")) misses.push(`${page.path}: the early script is not minified`);
  if (limits.playerFrameHtmlGzipBytes !== undefined) {
    const frame = await playerFrameHtmlGzipBytes(html);
    console.log(
      `${"".padEnd(20)} its player frame's HTML ${bytesAndRoom(frame, limits.playerFrameHtmlGzipBytes)}`,
    );
    if (frame > limits.playerFrameHtmlGzipBytes) {
      misses.push(`${page.path}: player frame's HTML ${frame} B gzip > ${limits.playerFrameHtmlGzipBytes} B`);
    }
  }
}

if (misses.length > 0) {
  console.error(`\nFirst-load budget missed (bench/budget.json):\n- ${misses.join("\n- ")}`);
  process.exit(1);
}
console.log(
  "\nFirst-load JavaScript, CSS and HTML within budget; every first-load script starts with its compile hint; the early script is minified.",
);

/**
 * The first-load scripts whose first line is not V8's compile hint (vite.config.ts, decision 0013). The hint does
 * nothing anywhere else in a file, so a build change that moves it would cost main-thread time without a sound.
 * React Router's route manifest is data, with no functions to compile.
 * @param {string} html
 */
function missingCompileHints(html) {
  return firstLoadAssets(html)
    .js.filter((url) => !/\/manifest-[^/]+\.js$/.test(url))
    .filter((url) => !readFileSync(path.join(root, "build/client", url), "utf8").startsWith(COMPILE_HINT));
}

/**
 * The gzip bytes of the document in a page's player frame (the demo player's, on the demo catalogue), which the
 * watch page loads alongside its own scripts.
 * @param {string} html
 */
async function playerFrameHtmlGzipBytes(html) {
  const src = /<iframe\b[^>]*\ssrc="([^"]+)"/.exec(html)?.[1]?.replaceAll("&amp;", "&");
  if (!src?.startsWith("/")) throw new Error(`no same-origin player frame in the page (${src ?? "none"})`);
  return gzipSize(await fetchHtml(src));
}

/**
 * "119,991 B (9 left)": gzip bytes and the room under the budget's line.
 * @param {number} bytes
 * @param {number} limit
 */
function bytesAndRoom(bytes, limit) {
  return `${bytes.toLocaleString("en")} B (${(limit - bytes).toLocaleString("en")} left)`.padEnd(22);
}

/** @param {string} name */
function firstLoadBudget(name) {
  return { ...budget.firstLoad.default, ...budget.firstLoad.pages?.[name] };
}
