// @ts-check
// The production request pipeline: health check, hashed static assets, then the React Router app.
// Plain node:http (no framework): it is the fastest option measured on this machine (see ../shared/STACK.md),
// and the pipeline is short enough that a framework would add more than it saves.
import { constants as zlib } from "node:zlib";
import { createRequestListener } from "@react-router/node";
import compression from "compression";
import sirv from "sirv";

/** Hashed build assets never change under the same name, so browsers and CDNs may keep them for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Other public files (favicon, robots.txt) keep their names across releases. */
const SHORT_LIVED = "public, max-age=3600";

/**
 * @param {{ build: import("react-router").ServerBuild, clientDir: string }} options
 * @returns {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => void}
 */
export function createAppListener({ build, clientDir }) {
  // Brotli's default quality (11) is meant for ahead-of-time compression and is far too slow per request.
  const compress = compression({
    brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  const assets = sirv(clientDir, {
    etag: true,
    gzip: false,
    brotli: false,
    setHeaders(res, pathname) {
      res.setHeader("Cache-Control", pathname.startsWith("/assets/") ? IMMUTABLE : SHORT_LIVED);
    },
  });
  const app = createRequestListener({ build, mode: "production" });

  return (req, res) => {
    if (req.url === "/healthz" && (req.method === "GET" || req.method === "HEAD")) {
      res.writeHead(200, { "Content-Type": "application/json", "Cache-Control": "no-store" });
      res.end(req.method === "HEAD" ? undefined : '{"status":"ok"}');
      return;
    }
    // compression's and sirv's types are written for Express; on plain node:http they work unchanged.
    compress(/** @type {any} */ (req), /** @type {any} */ (res), () => {
      assets(req, res, () => {
        app(req, res);
      });
    });
  };
}
