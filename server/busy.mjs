// @ts-check
// The answer while TMDB's rate cap has its queue full (app/catalogue/catalogue.server.ts says so for a second
// after each refusal): pages the server has no stored copy of, and the JSON genre API, get a small 503 with
// Retry-After at once, without rendering. Rendering them would only fail the same way after spending the CPU
// that the cached pages need (measured with `npm run load`'s crawler). Plain HTML, no scripts or styles, so the
// page's Content-Security-Policy needs nothing for it.

/**
 * @param {import("node:http").ServerResponse} res
 * @param {number} retryAfterSeconds
 * @param {"html" | "json"} as
 */
export function sendBusy(res, retryAfterSeconds, as) {
  const body =
    as === "json"
      ? JSON.stringify({ success: false, error: "The catalogue is busy", retryAfter: retryAfterSeconds })
      : `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>The catalogue is busy</title><body><main><h1>The catalogue is busy</h1><p>Too many pages are being asked for right now. Please try again in a moment.</p><p><a href="">Try again</a> · <a href="/">Home</a></p></main></body></html>`;
  res.writeHead(503, {
    "Content-Type": as === "json" ? "application/json" : "text/html; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Retry-After": String(retryAfterSeconds),
    "Cache-Control": "no-store",
  });
  res.end(res.req.method === "HEAD" ? undefined : body);
}
