// @ts-check
// Between node:http and the app's Fetch handler: builds the Request the app sees and writes its Response back,
// with @remix-run/node-fetch-server (what @react-router/node itself uses) doing the work. Not its
// createRequestListener: the pipeline looks at a Response before it is sent (ETags, the HTML cache), and answers
// some requests without the app. What stays ours, each for a reason given where it is done: HEAD goes to the app
// as GET, the URL's scheme is ours (TRUST_PROXY), a request with no usable URL is refused rather than thrown, and
// a body that will not be written is cancelled. docs/decisions/0040-fetch-bridge-from-react-router.md.
import { createRequest, sendResponse as writeResponse } from "@remix-run/node-fetch-server";

/**
 * The app's view of a request, or null when it has no usable URL (a malformed Host, an absolute-form target).
 * Its signal aborts when the client goes away before its answer is written.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {{ https: boolean }} options
 */
export function toFetchRequest(req, res, { https }) {
  // The library would paste an absolute-form target ("http://a/b") after the host, which still parses (as
  // http://hosthttp//a/b): refused here, as is anything else that is not a path ("*").
  if (!req.url?.startsWith("/")) return null;
  let request;
  try {
    request = createRequest(req, res, {
      // Our scheme, from the socket or the X-Forwarded-Proto entry TRUST_PROXY hops from the right (client.mjs).
      // The library's trustProxy is all or nothing: it believes the leftmost entry, which a client may have
      // written, and X-Forwarded-Host and Forwarded besides.
      protocol: https ? "https:" : "http:",
      // An empty Host is "localhost", as before, not an empty authority (http:///a parses as http://a/).
      host: req.headers.host || "localhost",
    });
  } catch {
    return null; // the URL did not parse: a Host such as "bad host"
  }
  // HEAD is passed on as GET and its body left off when written: both then carry the same headers (ETag,
  // Content-Length), and a HEAD can be answered from the HTML cache. The copy keeps the headers and follows the
  // signal.
  return req.method === "HEAD" ? new Request(request, { method: "GET" }) : request;
}

/**
 * Writes a Response (status, headers, body) to node's response, each Set-Cookie apart, with backpressure; no body
 * for HEAD. The library writes the head with writeHead, which merges what the pipeline set before (security
 * headers, X-Request-Id) and lets the response's own values win, as setHeader did; compression sees the headers
 * through its writeHead hook. Its status line carries the Response's statusText, empty for the app's responses
 * ("HTTP/1.1 200 "): HTTP/1.1 allows that, and clients read the code only.
 * @param {import("node:http").ServerResponse} res
 * @param {Response} response
 */
export async function sendResponse(res, response) {
  if (res.destroyed) {
    // The client is gone: nothing to write. The library would write the head, read one chunk and leave the rest
    // of the body unread but not cancelled; a React render stream would go on rendering for nobody.
    res.statusCode = response.status; // for the log line
    await response.body?.cancel().catch(() => {});
    return;
  }
  // The library leaves a HEAD response's body unread without cancelling it: the same render for nobody.
  if (res.req.method === "HEAD") await response.body?.cancel().catch(() => {});
  await writeResponse(res, response);
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
