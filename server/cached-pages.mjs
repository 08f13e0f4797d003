// @ts-check
// Pages every visitor sees the same, answered from the HTML cache (html-cache.mjs) before the app is asked:
// fresh or stale from the store, or rendered once for all concurrent misses and kept when the app marks the page
// shareable. A takedown empties the store. docs/decisions/0009-html-cache.md.
import { acceptsEncoding } from "./accept-encoding.mjs";
import { sendBusy } from "./busy.mjs";
import { sendResponse } from "./fetch-bridge.mjs";
import { createHtmlCache } from "./html-cache.mjs";
import { cacheLookups } from "./metrics.mjs";
import { cacheUrl } from "./shared-cache-rules.mjs";

/**
 * The request pipeline's step for stored pages: it answers true when it has answered the request, false when
 * the app should render it (no cache, not a page for sharing, or another request's render was not shareable).
 * @param {{ maxBytes: number, languageVariant?: (header: string | null) => string, render: (request: Request) => Promise<Response>, catalogueBusySeconds: () => number }} options
 * @returns {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse, request: Request, https: boolean) => Promise<boolean>}
 */
export function createCachedPages({ maxBytes, languageVariant, render, catalogueBusySeconds }) {
  if (maxBytes <= 0) return async () => false;
  const htmlCache = createHtmlCache({ maxBytes, languageVariant });
  // A takedown empties the page cache at once: no stored page may still show a title that was just blocked.
  onBlocklistChange(() => htmlCache.clear());

  /**
   * Writes a stored page: gzipped from its parts compressed once when the client takes gzip (compression then
   * leaves it alone), otherwise plain for compression to handle.
   * @param {import("node:http").ServerResponse} res
   * @param {import("./html-cache.mjs").Entry} entry
   * @param {string} cacheStatus
   */
  function sendPage(res, entry, cacheStatus) {
    const page = htmlCache.respond(entry, {
      gzip: acceptsEncoding(res.req.headers["accept-encoding"], "gzip"),
    });
    res.statusCode = 200;
    for (const [name, value] of page.headers) res.setHeader(name, value);
    if (page.encoding) {
      res.setHeader("Content-Encoding", page.encoding);
      res.appendHeader("Vary", "Accept-Encoding");
    }
    res.setHeader("Content-Length", page.body.byteLength);
    res.setHeader("X-Cache", cacheStatus);
    res.end(res.req.method === "HEAD" ? undefined : page.body);
  }

  /**
   * GET and HEAD for anything but the API and artwork may be a page every visitor sees the same: answered from
   * the HTML cache, or rendered once for all concurrent misses and kept if the app marks it shareable.
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   * @param {Request} clientRequest the app's view of this request (fetch-bridge.mjs), GET for a HEAD
   * @param {boolean} https
   */
  return async function answerFromCache(req, res, clientRequest, https) {
    const target = req.url ?? "/";
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    // Readiness is never stored, nor refused while TMDB's queue is full: a crawl must not take every instance
    // out of the load balancer at once.
    if (
      req.headers.authorization ||
      target.startsWith("/api/") ||
      target.startsWith("/demo-images/") ||
      target === "/readyz"
    ) {
      return false;
    }
    // A render here is shared: by every concurrent miss, or done in the background for a stale page. It must not
    // stop when the client that started it goes away, so it gets a copy of the request without its signal.
    const renderShared = () => render(new Request(clientRequest, { signal: null }));
    const { headers } = clientRequest;
    const url = cacheUrl(target, req.headers.host, https);
    const found = htmlCache.lookup(url, headers);
    cacheLookups.inc({ cache: "html", result: found ? (found.state === "fresh" ? "hit" : "stale") : "miss" });
    if (found) {
      if (found.state === "stale") htmlCache.revalidate(url, headers, renderShared);
      sendPage(res, found.entry, found.state === "fresh" ? "HIT" : "STALE");
      return true;
    }
    const busySeconds = catalogueBusySeconds();
    if (busySeconds > 0) {
      sendBusy(res, busySeconds, "html");
      return true;
    }
    const result = await htmlCache.load(url, headers, renderShared);
    if (result.entry) {
      sendPage(res, result.entry, "MISS");
      return true;
    }
    if (result.response) {
      await sendResponse(res, result.response);
      return true;
    }
    return false; // another request's render was not for sharing: render this one for itself
  };
}

/**
 * Calls `listener` whenever the app's takedown list changes (app/catalogue/catalogue.server.ts notifies).
 * @param {() => void} listener
 */
function onBlocklistChange(listener) {
  const key = Symbol.for("marquee.blocklistListeners");
  /** @type {Set<() => void> | undefined} */
  let listeners = Reflect.get(globalThis, key);
  if (!listeners) {
    listeners = new Set();
    Reflect.set(globalThis, key, listeners);
  }
  listeners.add(listener);
}
