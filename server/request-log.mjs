// @ts-check
// One JSON line per request, and the request id that ties it to the app's own lines and to the visitor's
// report (X-Request-Id, sent back on every response). What a line never holds: the TMDB credential (it never
// appears in a request to us), a full client address (the last octet, or all but the /48 of IPv6, is zeroed,
// forwarded or not), the value of a query parameter that may carry a secret or a sync code, or any header.
import { randomUUID } from "node:crypto";
import { isIPv6 } from "node:net";

/** Request ids a trusted proxy may hand us; anything else is replaced by our own. */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{8,128}$/;
/** Query parameters whose values are never logged. */
const SECRET_PARAM = /code|token|key|secret|pass|sync|session|auth|sig/i;

/**
 * The id of this request: the load balancer's X-Request-Id when a proxy is trusted and it looks like one,
 * otherwise a new UUID.
 * @param {import("node:http").IncomingMessage} req
 * @param {number} trustProxy
 */
export function requestIdOf(req, trustProxy) {
  const forwarded = req.headers["x-request-id"];
  if (trustProxy > 0 && typeof forwarded === "string" && FORWARDED_ID.test(forwarded)) return forwarded;
  return randomUUID();
}

/**
 * An address with its host part zeroed: IPv4 to its /24, IPv6 to its /48. Enough to tell networks apart in an
 * incident, not enough to name a visitor.
 * @param {string} address
 */
export function anonymiseAddress(address) {
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  const v4 = /^(\d+)\.(\d+)\.(\d+)\.\d+$/.exec(plain);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0`;
  if (!isIPv6(plain)) return "unknown";
  const [head = ""] = plain.toLowerCase().split("::");
  const groups = head ? head.split(":") : [];
  while (groups.length < 3) groups.push("0");
  return `${groups.slice(0, 3).join(":")}::/48`;
}

/**
 * The request target as logged: path and query, with the values of secret-looking parameters replaced and the
 * whole cut to 300 characters.
 * @param {string} target
 */
export function loggedTarget(target) {
  const queryAt = target.indexOf("?");
  // The synced lists' API names a document by an id derived from the visitor's sync code: as good as the code
  // for writing to it, so it is never logged; nor is a watch-together room's id, which is its only address.
  const path = (queryAt < 0 ? target : target.slice(0, queryAt)).replace(
    /^(\/api\/(?:sync|rooms)\/)[^/?]+/,
    "$1[redacted]",
  );
  if (queryAt < 0) return path.slice(0, 300);
  const params = target
    .slice(queryAt + 1)
    .split("&")
    .map((pair) => {
      const [name = "", ...value] = pair.split("=");
      return SECRET_PARAM.test(decodeSafely(name)) && value.length > 0 ? `${name}=[redacted]` : pair;
    });
  return `${path}?${params.join("&")}`.slice(0, 300);
}

/** @param {string} text */
function decodeSafely(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Route templates for metrics and logs: a bounded set of labels, whatever URLs the visitors make up. */
const ROUTES = /** @type {Array<[RegExp, string]>} */ ([
  [/^\/$/, "/"],
  [/^\/(movie|series)\/[^/]+$/, "/$1/:id"],
  [/^\/watch\/[^/]+$/, "/watch/:id"],
  [/^\/genre\/[^/]+\/[^/]+$/, "/genre/:type/:id"],
  [/^\/(movies-by-actor|shows-by-actor)\/[^/]+$/, "/$1/:id"],
  [/^\/api\/(genre|embed)\/[^/]+\/[^/]+$/, "/api/$1/:type/:id"],
  [/^\/api\/sync\/[^/]+$/, "/api/sync/:id"],
  [/^\/demo-player\/[^/]+\/[^/]+$/, "/demo-player/:type/:id"],
  [/^\/demo-images\//, "/demo-images"],
  [/^\/assets\//, "/assets"],
  [
    /^\/(series|search|explore-movies|explore-series|list|actors|popular-actors|healthz|readyz|metrics)$/,
    "/$1",
  ],
  [/^\/(favicon[^/]*|apple-touch-icon\.png|robots\.txt)$/, "/static"],
]);

/**
 * The interface languages' path segments (app/i18n/languages.ts; request-log.test.ts checks the two agree). A
 * page is labelled the same in every language, so the labels stay as few as the routes.
 */
export const LANGUAGE_SEGMENT = /^\/(?:es|fr|de|pt-br|ja|ar)(?=\/|$)/;

/**
 * @param {string | undefined} target
 */
export function routeLabel(target) {
  const path = (target ?? "/").split("?", 1)[0]?.replace(LANGUAGE_SEGMENT, "") || "/";
  for (const [pattern, label] of ROUTES) {
    const match = pattern.exec(path);
    if (match) return label.replace("$1", match[1] ?? "");
  }
  return "other";
}
