// @ts-check
// ETags for the app's JSON and images: a hash of the body, and a 304 with no body when the client already has
// it. Weak (W/) because compression sends the same content in other bytes; If-None-Match compares weakly anyway.
import { createHash } from "node:crypto";

/** Headers a 304 repeats from the 200 it stands for (RFC 9110 §15.4.5). */
const NOT_MODIFIED_HEADERS = ["cache-control", "content-location", "etag", "expires", "vary"];

/** @param {string | null} contentType */
function isTagged(contentType) {
  const type = contentType?.split(";")[0]?.trim().toLowerCase() ?? "";
  return type === "application/json" || type.endsWith("+json") || type.startsWith("image/");
}

/** @param {Uint8Array} body */
export function etagFor(body) {
  return `W/"${createHash("sha1").update(body).digest("base64url")}"`;
}

/**
 * Whether If-None-Match names this entity tag (weak comparison: W/ prefixes are ignored), or is `*`.
 * @param {string | null} ifNoneMatch
 * @param {string} etag
 */
export function matchesEtag(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === opaque);
}

/**
 * Adds an ETag to a successful JSON or image answer, or turns it into a 304 for a client that has it.
 * Anything else passes through untouched (pages carry a fresh nonce each time, so they never match).
 * @param {Request} request
 * @param {Response} response
 * @returns {Promise<Response>}
 */
export async function withEtag(request, response) {
  if (request.method !== "GET" || response.status !== 200 || response.headers.has("etag")) return response;
  if (!isTagged(response.headers.get("content-type"))) return response;
  const body = new Uint8Array(await response.arrayBuffer());
  const etag = etagFor(body);
  const headers = new Headers(response.headers);
  headers.set("ETag", etag);
  if (matchesEtag(request.headers.get("if-none-match"), etag)) {
    const kept = new Headers();
    for (const name of NOT_MODIFIED_HEADERS) {
      const value = headers.get(name);
      if (value !== null) kept.set(name, value);
    }
    return new Response(null, { status: 304, headers: kept });
  }
  headers.set("Content-Length", String(body.byteLength));
  return new Response(body, { status: 200, headers });
}
