// @ts-check
// The wire's client frames, read strictly: a frame is exactly one of the shapes below or it is refused with the
// close code the client is told (1007, or 1009 for size). Never throws: whatever arrives, bytes or text, the
// caller gets a typed frame or a code. Ids and data are base64url only, so the server can write them back
// into JSON without escaping (the room store builds relayed frames by concatenation).
import { createHash } from "node:crypto";
import { CLOSE, MAX_FRAME_BYTES } from "./limits.mjs";

/** A room id, a member id and a message id: 16 random bytes in base64url. */
const ID = /^[A-Za-z0-9_-]{22}$/;
/** iv (12 bytes) || AES-GCM ciphertext with its 16-byte tag: at least 28 bytes, 38 base64url characters. */
const DATA = /^[A-Za-z0-9_-]{38,}$/;
const MIN_DATA_LENGTH = 38;

/**
 * @typedef {{ t: "hello", member: string, since: number | null }} HelloFrame
 * @typedef {{ t: "send", id: string, data: string, keep: boolean }} SendFrame
 * @typedef {HelloFrame | SendFrame} ClientFrame
 * @typedef {{ ok: true, frame: ClientFrame } | { ok: false, code: number, reason: string }} ParsedFrame
 */

/** @param {string} reason @returns {ParsedFrame} */
const bad = (reason) => ({ ok: false, code: CLOSE.BAD_FRAME, reason });

const decoder = new TextDecoder("utf-8", { fatal: true });

/**
 * Reads one client frame.
 * @param {unknown} raw the message as ws gives it (Buffer, ArrayBuffer, Buffer[]) or a string
 * @param {boolean} [isBinary] the frame's opcode was binary: refused, the wire is text frames
 * @returns {ParsedFrame}
 */
export function parseFrame(raw, isBinary = false) {
  try {
    if (isBinary) return bad("binary frame");
    const text = frameText(raw);
    if (text === null) return bad("not UTF-8 text");
    if (Buffer.byteLength(text) > MAX_FRAME_BYTES)
      return { ok: false, code: CLOSE.TOO_BIG, reason: "frame too big" };
    /** @type {unknown} */
    let value;
    try {
      value = JSON.parse(text);
    } catch {
      return bad("not JSON");
    }
    return frameOf(value);
  } catch {
    // Nothing above should throw; if something does, it is still a bad frame, never the caller's crash.
    return bad("unreadable");
  }
}

/** @param {unknown} raw @returns {string | null} */
function frameText(raw) {
  if (typeof raw === "string") return raw;
  /** @type {Uint8Array} */
  let bytes;
  if (Array.isArray(raw)) {
    if (!raw.every((part) => part instanceof Uint8Array)) return null;
    bytes = Buffer.concat(raw);
  } else if (raw instanceof Uint8Array) bytes = raw;
  else if (raw instanceof ArrayBuffer) bytes = new Uint8Array(raw);
  else return null;
  // Over the size limit, do not decode at all: the length alone answers.
  if (bytes.byteLength > MAX_FRAME_BYTES) return "\u0000".repeat(MAX_FRAME_BYTES + 1);
  try {
    return decoder.decode(bytes);
  } catch {
    return null;
  }
}

/** @param {unknown} value @returns {ParsedFrame} */
function frameOf(value) {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return bad("not an object");
  const fields = /** @type {Record<string, unknown>} */ (value);
  const keys = Object.keys(fields);
  if (fields.t === "hello") {
    if (!onlyKeys(keys, ["t", "member", "since"])) return bad("hello: unknown field");
    const { member, since = null } = fields;
    if (typeof member !== "string" || !ID.test(member)) return bad("hello: bad member");
    if (since !== null && !(Number.isSafeInteger(since) && /** @type {number} */ (since) >= 0))
      return bad("hello: bad since");
    return { ok: true, frame: { t: "hello", member, since: /** @type {number | null} */ (since) } };
  }
  if (fields.t === "send") {
    if (!onlyKeys(keys, ["t", "id", "data", "keep"])) return bad("send: unknown field");
    const { id, data, keep = false } = fields;
    if (typeof id !== "string" || !ID.test(id)) return bad("send: bad id");
    if (
      typeof data !== "string" ||
      data.length < MIN_DATA_LENGTH ||
      !DATA.test(data) ||
      data.length % 4 === 1
    )
      return bad("send: bad data");
    if (typeof keep !== "boolean") return bad("send: bad keep");
    return { ok: true, frame: { t: "send", id, data, keep } };
  }
  return bad("unknown t");
}

/** @param {string[]} keys @param {string[]} allowed */
function onlyKeys(keys, allowed) {
  return keys.every((key) => allowed.includes(key));
}

/**
 * The room id in an upgrade's target, `/api/rooms/<22 base64url characters>` and nothing more (no query, no
 * trailing slash), or null.
 * @param {string | undefined} target
 */
export function roomIdFromPath(target) {
  const match = /^\/api\/rooms\/([^/?#]*)$/.exec(target ?? "");
  return match?.[1] && ID.test(match[1]) ? match[1] : null;
}

/** Whether a request target is under the rooms' path at all (a bad room id there is a 400, elsewhere a 404). */
export function isRoomsPath(/** @type {string | undefined} */ target) {
  return (target ?? "").startsWith("/api/rooms/");
}

/**
 * How logs name a room: the first 12 hex digits of SHA-256 of its id. Enough to follow one room through the
 * logs, useless for joining it (the id itself is the room's only address).
 * @param {string} roomId
 */
export function roomHash(roomId) {
  return createHash("sha256").update(roomId).digest("hex").slice(0, 12);
}
