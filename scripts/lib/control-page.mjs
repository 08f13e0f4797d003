// @ts-check
// The bench's control: a page as the server renders it, with every script taken out, measured by Lighthouse like
// the real pages. It runs nothing, so what Lighthouse still reports for it (Total Blocking Time above all) is what
// this machine adds to any page: the main thread waiting for a core while images arrive and frames are drawn
// and captured. It says how close to the budget a page can get on the machine at hand.
import { createServer } from "node:http";
import { gzipSync } from "node:zlib";
import { listenOnLoopback } from "../../tests/support/free-port.mjs";

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/gi;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/gi;

/**
 * The page without its scripts and its module preloads, with a `<base>` so that its images still
 * come from the production server. Its styles are inline, so nothing else is lost.
 * @param {string} html a document the server rendered
 * @param {string} origin the production server's origin, e.g. http://127.0.0.1:4000
 */
export function withoutScripts(html, origin) {
  return html
    .replace(SCRIPT, "")
    .replace(MODULE_PRELOAD, "")
    .replace(/<head\b[^>]*>/i, (head) => `${head}<base href="${origin}/">`);
}

/**
 * Serves one document at `/` on a free local port, gzipped as the production server sends pages.
 * @param {string} html
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function serveControlPage(html) {
  const body = gzipSync(html, { level: 9 });
  const server = createServer((request, response) => {
    if (request.url !== "/") {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Encoding": "gzip",
      "Content-Length": body.byteLength,
      "Cache-Control": "no-store",
    });
    response.end(body);
  });
  const port = await listenOnLoopback(server);
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
