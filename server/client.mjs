// @ts-check
// Who is asking, and over what: the client's address (for rate limiting) and whether the request came over
// HTTPS (for HSTS and the URL the app sees). Behind a proxy the socket is the proxy's, so the operator says how
// many proxies to trust (TRUST_PROXY); without that, forwarded headers are anybody's to forge and are ignored.
import { isIPv6 } from "node:net";

/**
 * @typedef {object} ClientRequest
 * @property {{ [name: string]: string | string[] | undefined }} headers
 * @property {{ remoteAddress?: string, encrypted?: boolean }} socket
 */

/** The first value of a header that may repeat or hold a comma-separated list. */
function headerList(/** @type {string | string[] | undefined} */ value) {
  if (value === undefined) return [];
  const joined = Array.isArray(value) ? value.join(",") : value;
  return joined
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * The address `trustProxy` hops in front of us saw: with one trusted proxy, the last X-Forwarded-For entry (the
 * one that proxy appended); anything a client wrote further left is ignored.
 * @param {ClientRequest} req
 * @param {number} trustProxy number of proxies in front of this server that append X-Forwarded-For
 */
export function clientAddress(req, trustProxy) {
  const socketAddress = req.socket.remoteAddress ?? "unknown";
  if (trustProxy <= 0) return socketAddress;
  const chain = [...headerList(req.headers["x-forwarded-for"]), socketAddress];
  return chain[Math.max(0, chain.length - 1 - trustProxy)] ?? socketAddress;
}

/**
 * The rate-limiting key for an address: IPv4 as is, IPv6 by its /64 network, since one subscriber usually holds
 * a whole /64 and could otherwise take a fresh address per request.
 * @param {string} address
 */
export function clientKey(address) {
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  if (!isIPv6(plain)) return plain;
  const [head = "", tail = ""] = plain.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = plain.includes("::")
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/**
 * Whether the visitor's connection is HTTPS: the socket is TLS, or a trusted proxy says so.
 * @param {ClientRequest} req
 * @param {number} trustProxy
 */
export function isHttps(req, trustProxy) {
  if (req.socket.encrypted) return true;
  if (trustProxy <= 0) return false;
  const protos = headerList(req.headers["x-forwarded-proto"]);
  // Each proxy may append; the entry at the same distance as the client's address is the edge's own view.
  const proto = protos[Math.max(0, protos.length - trustProxy)];
  return proto?.toLowerCase() === "https";
}
