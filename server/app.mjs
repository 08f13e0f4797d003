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
import { sendBusy } from "./busy.mjs";
import { createCachedPages } from "./cached-pages.mjs";
import { clientAddress, clientKey, isHttps } from "./client.mjs";
import { withEtag } from "./etag.mjs";
import { sendResponse, sendText, toFetchRequest } from "./fetch-bridge.mjs";
import { logger, requestContext } from "./logger.mjs";
import { apiRateLimited, httpRequests, metricsAllowed, sendMetrics } from "./metrics.mjs";
import { createApiRateLimiter, sendTooManyRequests } from "./rate-limit.mjs";
import { anonymiseAddress, loggedTarget, requestIdOf, routeLabel } from "./request-log.mjs";
import { setSecurityHeaders } from "./security-headers.mjs";
import { readServerEnv } from "./server-env.mjs";
import { createStaticFiles } from "./static-files.mjs";
import { sharedSyncStore } from "./sync/open-store.mjs";
import { createSyncApi, isSyncPath } from "./sync/sync-api.mjs";

/** Longer request targets are refused before any routing; no page of the site needs a tenth of this. */
export const MAX_URL_LENGTH = 8 * 1024;
/** Passed to http.createServer: larger request heads get Node's own 431 answer. */
export const MAX_HEADER_BYTES = 16 * 1024;

/**
 * Where the process is in its life (server.mjs keeps it): `warm` once its start-up work is done (the sync store
 * opened, the home page rendered once), `draining` from SIGTERM on. /readyz answers 503 until warm and while
 * draining, so load balancers send visitors only to instances ready for them; while draining every response
 * closes its connection. /healthz is the process's own liveness: 200 as long as it serves.
 * @typedef {{ draining: boolean, warm: boolean }} Lifecycle
 */

/**
 * @param {{ build: import("react-router").ServerBuild, clientDir: string, env?: import("./server-env.mjs").ServerEnv, lifecycle?: Lifecycle, log?: import("pino").Logger, apiLimiter?: import("./rate-limit.mjs").RateLimiter | null }} options
 *   `apiLimiter`: the API's rate limiter when the server shares it with the rooms' upgrades (server.mjs)
 * @returns {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => void}
 */
export function createAppListener({
  build,
  clientDir,
  env = readServerEnv(),
  lifecycle = { draining: false, warm: true },
  log = logger(),
  apiLimiter = createApiRateLimiter(env.apiRateLimit),
}) {
  // Brotli's default quality (11) is meant for ahead-of-time compression and is far too slow per request.
  const compress = compression({
    brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  const assets = createStaticFiles(clientDir);
  const handle = createRequestHandler(build, "production");
  // The sync API is answered here, not by a React Router route: it needs the raw request to refuse a large body
  // unread, and answers methods the Fetch API cannot even represent (docs/decisions/0017-sync-store.md). Its
  // store opens at server start (server.mjs) or else on the first sync request.
  const sync = createSyncApi({ store: sharedSyncStore(env.sync) });
  // The app's server entry says what its pages take from Accept-Language (app/entry.server.tsx), so that
  // visitors who differ only in the rest of the header share a stored page.
  const { acceptLanguageVariant, catalogueBusySeconds = () => 0 } =
    /** @type {{ acceptLanguageVariant?: (header: string | null) => string, catalogueBusySeconds?: () => number }} */ (
      build.entry.module
    );
  const answerFromCache = createCachedPages({
    maxBytes: env.htmlCacheBytes,
    languageVariant: acceptLanguageVariant,
    render,
    catalogueBusySeconds,
  });

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

  /** @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res */
  async function answer(req, res) {
    const https = isHttps(req, env.trustProxy);
    const busySeconds = req.url?.startsWith("/api/genre/") ? catalogueBusySeconds() : 0;
    if (busySeconds > 0) {
      sendBusy(res, busySeconds, "json");
      return;
    }
    // One Request for the cache and the app; its signal aborts when the client goes away.
    const request = toFetchRequest(req, res, { https });
    if (!request) {
      sendText(res, 400, "Bad Request");
      return;
    }
    if (await answerFromCache(req, res, request, https)) return;
    await sendResponse(res, await withEtag(request, await render(request)));
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
      assets(req, res, () => {
        if (apiLimiter && req.url?.startsWith("/api/")) {
          const verdict = apiLimiter.take(clientKey(clientAddress(req, env.trustProxy)));
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
