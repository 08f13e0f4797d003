// @ts-check
// The production request pipeline, in order: a request id, a log line and metrics for every request, security
// headers, size limits, health check, /metrics (with its token), compression, hashed
// static assets, the API's rate limit, then the React Router app, with ETags on its JSON and images and
// a cache of the pages every visitor sees the same. Plain node:http (no framework): it is the fastest option
// measured on this machine (see ../shared/STACK.md), and the pipeline is short enough that a framework would add
// more than it saves. docs/decisions/0002, 0008 and 0009 explain the pieces.
import { constants as zlib } from "node:zlib";
import compression from "compression";
import { createRequestHandler } from "react-router";
import sirv from "sirv";
import { sendBusy } from "./busy.mjs";
import { clientAddress, clientKey, isHttps } from "./client.mjs";
import { withEtag } from "./etag.mjs";
import { sendResponse, sendText, toFetchRequest } from "./fetch-bridge.mjs";
import { createHtmlCache } from "./html-cache.mjs";
import { logger, requestContext } from "./logger.mjs";
import { apiRateLimited, cacheLookups, httpRequests, metricsAllowed, sendMetrics } from "./metrics.mjs";
import { createRateLimiter, sendTooManyRequests } from "./rate-limit.mjs";
import { anonymiseAddress, loggedTarget, requestIdOf, routeLabel } from "./request-log.mjs";
import { setSecurityHeaders } from "./security-headers.mjs";
import { readServerEnv } from "./server-env.mjs";
import { cacheUrl } from "./shared-cache-rules.mjs";
import { sharedSyncStore } from "./sync/open-store.mjs";
import { createSyncApi, isSyncPath } from "./sync/sync-api.mjs";

/** Hashed build assets never change under the same name, so browsers and CDNs may keep them for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Other public files (favicon, robots.txt) keep their names across releases. */
const SHORT_LIVED = "public, max-age=3600";
/** Longer request targets are refused before any routing; no page of the site needs a tenth of this. */
export const MAX_URL_LENGTH = 8 * 1024;
/** Passed to http.createServer: larger request heads get Node's own 431 answer. */
export const MAX_HEADER_BYTES = 16 * 1024;

/**
 * Whether Accept-Encoding takes a content coding (gzip, br): named, or covered by `*`, with a q above 0.
 * @param {string | undefined} header
 * @param {"gzip" | "br"} coding
 */
export function acceptsEncoding(header, coding) {
  if (!header) return false;
  let named;
  let any;
  for (const part of header.toLowerCase().split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    const weight = q === undefined ? 1 : Number(q);
    if (name.trim() === coding) named = weight;
    else if (name.trim() === "*") any = weight;
  }
  return (named ?? any ?? 0) > 0;
}

/**
 * Where the process is in its life (server.mjs keeps it): `warm` once its start-up work is done (the sync store
 * opened, the home page rendered once), `draining` from SIGTERM on. /readyz answers 503 until warm and while
 * draining, so load balancers send visitors only to instances ready for them; while draining every response
 * closes its connection. /healthz is the process's own liveness: 200 as long as it serves.
 * @typedef {{ draining: boolean, warm: boolean }} Lifecycle
 */

/**
 * @param {{ build: import("react-router").ServerBuild, clientDir: string, env?: import("./server-env.mjs").ServerEnv, lifecycle?: Lifecycle, log?: import("pino").Logger }} options
 * @returns {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => void}
 */
export function createAppListener({
  build,
  clientDir,
  env = readServerEnv(),
  lifecycle = { draining: false, warm: true },
  log = logger(),
}) {
  // Brotli's default quality (11) is meant for ahead-of-time compression and is far too slow per request.
  const compress = compression({
    brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // Scripts and styles come compressed from the build (vite.config.ts), as `file.br` and `file.gz` side by side:
  // sirv sends the one the client takes, and compression leaves a response that already has a Content-Encoding
  // alone. sirv only looks for the coding's name in Accept-Encoding, so each request goes to an instance that
  // looks for what the client really takes (`gzip;q=0` refuses gzip).
  /** @param {{ brotli: boolean, gzip: boolean }} codings */
  const staticFiles = (codings) =>
    sirv(clientDir, {
      etag: true,
      ...codings,
      setHeaders(res, pathname) {
        res.setHeader("Cache-Control", pathname.startsWith("/assets/") ? IMMUTABLE : SHORT_LIVED);
      },
    });
  const assetsFor = {
    br: staticFiles({ brotli: true, gzip: false }),
    gzip: staticFiles({ brotli: false, gzip: true }),
    identity: staticFiles({ brotli: false, gzip: false }),
  };
  /** @param {import("node:http").IncomingMessage} req */
  const assets = (req) => {
    const header = req.headers["accept-encoding"];
    if (acceptsEncoding(header, "br")) return assetsFor.br;
    return acceptsEncoding(header, "gzip") ? assetsFor.gzip : assetsFor.identity;
  };
  const handle = createRequestHandler(build, "production");
  // The sync API is answered here, not by a React Router route: it needs the raw request to refuse a large body
  // unread, and answers methods the Fetch API cannot even represent (docs/decisions/0017-sync-store.md). Its
  // store opens at server start (server.mjs) or else on the first sync request.
  const sync = createSyncApi({ store: sharedSyncStore(env.sync) });
  const limiter = env.apiRateLimit > 0 ? createRateLimiter({ limit: env.apiRateLimit }) : null;
  // The app's server entry says what its pages take from Accept-Language (app/entry.server.tsx), so that
  // visitors who differ only in the rest of the header share a stored page.
  const { acceptLanguageVariant, catalogueBusySeconds = () => 0 } =
    /** @type {{ acceptLanguageVariant?: (header: string | null) => string, catalogueBusySeconds?: () => number }} */ (
      build.entry.module
    );
  const htmlCache =
    env.htmlCacheBytes > 0
      ? createHtmlCache({ maxBytes: env.htmlCacheBytes, languageVariant: acceptLanguageVariant })
      : null;
  // A takedown empties the page cache at once: no stored page may still show a title that was just blocked.
  if (htmlCache) onBlocklistChange(() => htmlCache.clear());

  /** Runs the app; an error that escapes it is logged and answered with a bare 500. */
  async function render(/** @type {Request} */ request) {
    try {
      return await handle(request);
    } catch (error) {
      log.error({ err: error }, "The app failed to answer");
      return new Response("Internal Server Error", {
        status: 500,
        headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
      });
    }
  }

  /**
   * Writes a stored page: gzipped from its parts compressed once when the client takes gzip (compression then
   * leaves it alone), otherwise plain for compression to handle.
   * @param {import("node:http").ServerResponse} res
   * @param {import("./html-cache.mjs").Entry} entry
   * @param {string} cacheStatus
   */
  function sendPage(res, entry, cacheStatus) {
    if (!htmlCache) return;
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
   * @param {boolean} https
   */
  async function answerFromCache(req, res, https) {
    if (!htmlCache) return false;
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
    const request = toFetchRequest(req, { https });
    if (!request) return false;
    const url = cacheUrl(target, req.headers.host, https);
    const found = htmlCache.lookup(url, request.headers);
    cacheLookups.inc({ cache: "html", result: found ? (found.state === "fresh" ? "hit" : "stale") : "miss" });
    if (found) {
      if (found.state === "stale") htmlCache.revalidate(url, request.headers, () => render(request));
      sendPage(res, found.entry, found.state === "fresh" ? "HIT" : "STALE");
      return true;
    }
    const busySeconds = catalogueBusySeconds();
    if (busySeconds > 0) {
      sendBusy(res, busySeconds, "html");
      return true;
    }
    const result = await htmlCache.load(url, request.headers, () => render(request));
    if (result.entry) {
      sendPage(res, result.entry, "MISS");
      return true;
    }
    if (result.response) {
      await sendResponse(req, res, result.response);
      return true;
    }
    return false; // another request's render was not for sharing: render this one for itself
  }

  /** @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res */
  async function answer(req, res) {
    const https = isHttps(req, env.trustProxy);
    const busySeconds = req.url?.startsWith("/api/genre/") ? catalogueBusySeconds() : 0;
    if (busySeconds > 0) {
      sendBusy(res, busySeconds, "json");
      return;
    }
    if (await answerFromCache(req, res, https)) return;
    const controller = new AbortController();
    res.once("close", () => controller.abort());
    const request = toFetchRequest(req, { https, signal: controller.signal });
    if (!request) {
      sendText(res, 400, "Bad Request");
      return;
    }
    await sendResponse(req, res, await withEtag(request, await render(request)));
  }

  /** Times the request and writes its log line and metrics once it is over (answered or abandoned). */
  function record(
    /** @type {import("node:http").IncomingMessage} */ req,
    /** @type {import("node:http").ServerResponse} */ res,
    /** @type {string} */ requestId,
  ) {
    const started = performance.now();
    res.once("close", () => {
      const seconds = (performance.now() - started) / 1000;
      const route = routeLabel(req.url);
      const status = res.statusCode;
      httpRequests.observe({ route, method: req.method ?? "GET", status: String(status) }, seconds);
      const line = {
        reqId: requestId,
        method: req.method,
        url: loggedTarget(req.url ?? "/"),
        route,
        status,
        ms: Math.round(seconds * 10_000) / 10,
        bytes: Number(res.getHeader("content-length")) || undefined,
        cache: res.getHeader("x-cache"),
        client: anonymiseAddress(clientAddress(req, env.trustProxy)),
        aborted: res.writableFinished ? undefined : true,
      };
      if (status >= 500) log.warn(line, "request");
      else log.info(line, "request");
    });
  }

  return (req, res) => {
    const requestId = requestIdOf(req, env.trustProxy);
    res.setHeader("X-Request-Id", requestId);
    if (lifecycle.draining) res.setHeader("Connection", "close");
    record(req, res, requestId);
    requestContext.run({ requestId }, () => pipeline(req, res));
  };

  /** @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res */
  function pipeline(req, res) {
    setSecurityHeaders(res, { https: isHttps(req, env.trustProxy) });
    // Before any routing: a clear 414, never a 500 from somewhere deeper.
    if ((req.url?.length ?? 0) > MAX_URL_LENGTH) {
      sendText(res, 414, "URI Too Long");
      return;
    }
    const readOnly = req.method === "GET" || req.method === "HEAD";
    const notReady = lifecycle.draining || !lifecycle.warm;
    if (readOnly && (req.url === "/healthz" || (req.url === "/readyz" && notReady))) {
      // Readiness fails at once on SIGTERM (and before the instance is warm) so that load balancers take it out
      // while it still serves; liveness stays 200 so that nothing kills a process that is draining cleanly.
      const status = lifecycle.draining ? "draining" : lifecycle.warm ? "ok" : "warming";
      res.writeHead(req.url === "/healthz" ? 200 : 503, {
        "Content-Type": "application/json",
        "Cache-Control": "no-store",
      });
      res.end(req.method === "HEAD" ? undefined : `{"status":"${status}"}`);
      return;
    }
    if (readOnly && req.url === "/metrics" && env.metricsToken) {
      if (!metricsAllowed(req.headers.authorization, env.metricsToken)) {
        res.setHeader("WWW-Authenticate", 'Bearer realm="metrics"');
        sendText(res, 401, "Unauthorized");
        return;
      }
      sendMetrics(res).catch(() => sendText(res, 500, "Internal Server Error"));
      return;
    }
    // compression's and sirv's types are written for Express; on plain node:http they work unchanged.
    compress(/** @type {any} */ (req), /** @type {any} */ (res), () => {
      assets(req)(req, res, () => {
        if (limiter && req.url?.startsWith("/api/")) {
          const verdict = limiter.take(clientKey(clientAddress(req, env.trustProxy)));
          if (!verdict.allowed) {
            apiRateLimited.inc();
            sendTooManyRequests(res, verdict.retryAfterSeconds);
            return;
          }
        }
        const respond = isSyncPath(req.url) ? sync : answer;
        respond(req, res).catch((error) => {
          log.error({ err: error }, "Answering a request failed");
          if (!res.headersSent) sendText(res, 500, "Internal Server Error");
          else res.destroy();
        });
      });
    });
  }
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
