// @ts-check
// The build's client files (hashed assets, favicon, robots.txt), served by sirv with their caching headers.
import sirv from "sirv";
import { acceptsEncoding } from "./accept-encoding.mjs";

/** Hashed build assets never change under the same name, so browsers and CDNs may keep them for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Other public files (favicon, robots.txt) keep their names across releases. */
const SHORT_LIVED = "public, max-age=3600";

/**
 * The static file handler for a request, by the codings its client takes.
 * @param {string} clientDir
 */
export function createStaticFiles(clientDir) {
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
  /**
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   * @param {() => void} next for a path that is not a file of the build
   */
  return (req, res, next) => {
    // sirv lists the files once, at start-up, then pipes a read stream into the response with no error
    // handler: a file gone since (a build replaced under a running server) crashed the whole process. The
    // failed read now ends that one response. Only while sirv has the request: a path it passes on leaves the
    // response as it found it.
    /** @param {import("node:stream").Readable} source */
    const endOnReadError = (source) => source.once("error", () => res.destroy());
    res.once("pipe", endOnReadError);
    const header = req.headers["accept-encoding"];
    const codings = acceptsEncoding(header, "br")
      ? assetsFor.br
      : acceptsEncoding(header, "gzip")
        ? assetsFor.gzip
        : assetsFor.identity;
    // sirv's types are written for Express; on plain node:http it works unchanged.
    codings(/** @type {any} */ (req), /** @type {any} */ (res), () => {
      res.off("pipe", endOnReadError);
      next();
    });
  };
}
