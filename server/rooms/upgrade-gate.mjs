// @ts-check
// Who may open a room socket, decided on the upgrade request before any WebSocket exists. A refusal is a plain
// HTTP answer on the raw socket, then the socket is closed: no handshake, no frame.
import { STATUS_CODES } from "node:http";
import { isHttps } from "../client.mjs";
import { isRoomsPath } from "./frames.mjs";

/**
 * Whether Node's server should hand a request to the 'upgrade' listener (http.createServer's
 * shouldUpgradeCallback): only WebSocket upgrades under /api/rooms/. Any other request that asks for an
 * upgrade is answered as the ordinary request it also is.
 * @param {import("node:http").IncomingMessage} req
 */
export function isRoomUpgrade(req) {
  return isRoomsPath(req.url) && String(req.headers.upgrade ?? "").toLowerCase() === "websocket";
}

/**
 * The site's own origin only (no cross-site page may open a socket with the visitor's cookies and address):
 * the request's Host with the scheme the visitor used, which a trusted proxy reports (TRUST_PROXY, as for HSTS).
 * @param {import("node:http").IncomingMessage} req
 * @param {number} trustProxy
 */
export function originAllowed(req, trustProxy) {
  const origin = req.headers.origin;
  const host = req.headers.host;
  if (!origin || !host) return false;
  try {
    // The URL parser drops a default port and lowercases the host, as browsers do when they write Origin.
    return origin === new URL(`${isHttps(req, trustProxy) ? "https" : "http"}://${host}`).origin;
  } catch {
    return false;
  }
}

/**
 * Answers an upgrade request with a status and no socket.
 * @param {import("node:stream").Duplex} socket
 * @param {number} status
 * @param {Record<string, string>} [headers]
 */
export function refuseUpgrade(socket, status, headers = {}) {
  const body = `${STATUS_CODES[status] ?? "Refused"}\n`;
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? "Refused"}`,
    "Connection: close",
    "Content-Type: text/plain; charset=utf-8",
    "Cache-Control: no-store",
    `Content-Length: ${Buffer.byteLength(body)}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  if (socket.writable) socket.end(`${lines.join("\r\n")}\r\n\r\n${body}`);
  else socket.destroy();
}
