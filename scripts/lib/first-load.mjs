// @ts-check
// What a page makes the browser download before it can run: the JavaScript and CSS its HTML asks for, sized as
// the server sends them (gzip). Shared by the bench (scripts/bench.mjs) and the size guard in `npm test`
// (scripts/check-bundle-size.mjs), so both count the same bytes.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** Vite reports gzip at level 9 too, so figures here match the build's own size report. */
const GZIP_LEVEL = 9;

/**
 * The gzip size of a file or a document, as every first-load figure counts it.
 * @param {string | Buffer} content
 */
export function gzipSize(content) {
  return gzipSync(content, { level: GZIP_LEVEL }).length;
}

/**
 * The same-origin JavaScript and CSS files a page's HTML loads up front: script src, modulepreload links and
 * the static imports of inline module scripts (React Router's bootstrap), and stylesheet links. Files loaded
 * later on demand (dynamic import) are not first-load and are not here.
 * @param {string} html
 * @returns {{ js: string[], css: string[] }}
 */
export function firstLoadAssets(html) {
  const js = new Set();
  const css = new Set();
  for (const tag of html.match(/<(?:script|link)\b[^>]*>/gi) ?? []) {
    const rel = attribute(tag, "rel")?.toLowerCase();
    if (tag.toLowerCase().startsWith("<script")) {
      const src = attribute(tag, "src");
      if (src) js.add(src);
    } else if (rel === "modulepreload") {
      const href = attribute(tag, "href");
      if (href) js.add(href);
    } else if (rel === "stylesheet") {
      const href = attribute(tag, "href");
      if (href) css.add(href);
    }
  }
  for (const [, body] of html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/gi)) {
    for (const [, specifier] of (body ?? "").matchAll(
      /\bimport\s*(?:[^"'()]*?\bfrom\s*)?["']([^"']+)["']/g,
    )) {
      if (specifier) js.add(specifier);
    }
  }
  const local = (/** @type {string} */ url) => url.startsWith("/") && !url.startsWith("//");
  return { js: [...js].filter(local), css: [...css].filter(local) };
}

/**
 * @param {string} tag
 * @param {string} name
 */
function attribute(tag, name) {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3] ?? null) : null;
}

/**
 * @typedef {{ files: number, rawBytes: number, gzipBytes: number }} AssetTotals
 * @typedef {{ js: AssetTotals, css: AssetTotals, inlineScriptBytes: number, htmlBytes: number, htmlGzipBytes: number }} FirstLoad
 */

/**
 * Sizes a page's first-load JavaScript and CSS from the built files in clientDir, plus the HTML itself and the
 * inline scripts in it (React Router's serialised loader data), which count towards what the browser parses.
 * @param {string} html
 * @param {string} clientDir the build's client directory (build/client)
 * @returns {FirstLoad}
 */
export function measureFirstLoad(html, clientDir) {
  const { js, css } = firstLoadAssets(html);
  const inlineScriptBytes = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].reduce(
    (sum, [, body]) => sum + Buffer.byteLength(body ?? ""),
    0,
  );
  return {
    js: totals(js, clientDir),
    css: totals(css, clientDir),
    inlineScriptBytes,
    htmlBytes: Buffer.byteLength(html),
    htmlGzipBytes: gzipSize(html),
  };
}

/**
 * @param {string[]} urls
 * @param {string} clientDir
 * @returns {AssetTotals}
 */
function totals(urls, clientDir) {
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const url of urls) {
    const root = path.resolve(clientDir);
    const file = path.join(root, decodeURIComponent(url.split(/[?#]/)[0] ?? ""));
    if (!file.startsWith(root + path.sep)) throw new Error(`Asset outside the build: ${url}`);
    const content = readFileSync(file);
    rawBytes += content.length;
    gzipBytes += gzipSize(content);
  }
  return { files: urls.length, rawBytes, gzipBytes };
}

/** @param {number} bytes */
export function kb(bytes) {
  return Math.round(bytes / 100) / 10;
}
