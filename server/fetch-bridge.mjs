// @ts-check
// Between node:http and the app's Fetch handler: builds the Request the app sees and writes its Response back.
// Our own rather than @react-router/node's createRequestListener so the pipeline can look at a Response before
// it is sent (ETags, the HTML cache), and so a malformed Host header is a 400 instead of a crash.
import { once } from "node:events";
import { Readable } from "node:stream";

/**
 * The app's view of a request, or null when it has no usable URL (a malformed Host, an absolute-form target).
 * HEAD is passed on as GET and its body left off when written: both then carry the same headers (ETag,
 * Content-Length), and a HEAD can be answered from the HTML cache.
 * @param {import("node:http").IncomingMessage} req
 * @param {{ https: boolean, signal?: AbortSignal }} options
 */
export function toFetchRequest(req, { https, signal }) {
  const target = req.url ?? "/";
  if (!target.startsWith("/")) return null;
  let url;
  try {
    url = new URL(`${https ? "https" : "http"}://${req.headers.host || "localhost"}${target}`);
  } catch {
    return null;
  }
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    headers.append(/** @type {string} */ (req.rawHeaders[i]), /** @type {string} */ (req.rawHeaders[i + 1]));
  }
  const method = req.method === "HEAD" ? "GET" : (req.method ?? "GET");
  /** @type {RequestInit & { duplex?: "half" }} */
  const init = { method, headers, signal };
  if (method !== "GET") {
    init.body = /** @type {ReadableStream} */ (Readable.toWeb(req));
    init.duplex = "half";
  }
  return new Request(url, init);
}

/**
 * Writes a Response (status, headers, body) to node's response; no body for HEAD.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {Response} response
 */
export async function sendResponse(req, res, response) {
  res.statusCode = response.status;
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
  if (!response.body || req.method === "HEAD") {
    await response.body?.cancel();
    res.end();
    return;
  }
  try {
    for await (const chunk of response.body) {
      if (res.destroyed) break;
      if (!res.write(chunk)) await Promise.race([once(res, "drain"), once(res, "close")]);
    }
  } finally {
    if (!res.destroyed) res.end();
  }
}

/**
 * A small plain-text answer written straight to node's response (400, 414, 500).
 * @param {import("node:http").ServerResponse} res
 * @param {number} status
 * @param {string} text
 */
export function sendText(res, status, text) {
  res.writeHead(status, {
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(text),
    "Cache-Control": "no-store",
  });
  res.end(res.req.method === "HEAD" ? undefined : text);
}
