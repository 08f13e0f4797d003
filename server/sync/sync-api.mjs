// @ts-check
// GET, PUT and DELETE /api/sync/{id}: the sync API the browser's /list page talks to. The server keeps, per
// lookup id, an opaque ciphertext and a version; it never sees the sync code, the key or a title
// (docs/decisions/0017-sync-store.md). Writes are conditional on the version (If-Match: "n") so that two
// devices cannot overwrite each other unseen: the loser gets 412 with the current version, pulls, merges and
// retries. Every answer is JSON (or empty), `Cache-Control: no-store`; bad input is a 4xx, never a 5xx; a
// database that is down or slow is a 503 with Retry-After. Mounted by server/app.mjs behind the API rate limit.
import { StoreUnavailableError } from "./store.mjs";

export const SYNC_PATH = "/api/sync";
/** The largest request body, read no further: the ciphertext is at most this, less its JSON wrapper. */
export const MAX_BODY_BYTES = 256 * 1024;
/** How long a client should wait after a 503 before it tries again (it backs off further on its own). */
export const RETRY_AFTER_SECONDS = 5;
const ALLOW = "GET, HEAD, PUT, DELETE";
/** 32 bytes, base64url without padding: the lookup id the browser derives from the sync code. */
const ID = /^[A-Za-z0-9_-]{43}$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** A strong ETag as this API makes them: the version, quoted. */
const VERSION_TAG = /^"([1-9][0-9]{0,14})"$/;

export const NOT_FOUND_MESSAGE = "No synced list for this code";

/** @param {string | undefined} url whether server/app.mjs should hand this request to the sync API */
export function isSyncPath(url) {
  const pathname = (url ?? "").split("?")[0] ?? "";
  return pathname === SYNC_PATH || pathname.startsWith(`${SYNC_PATH}/`);
}

/** @param {number} version */
const etag = (version) => `"${version}"`;
/** @param {number} ms */
const iso = (ms) => new Date(ms).toISOString();

/**
 * @param {import("node:http").ServerResponse} res
 * @param {number} status
 * @param {object | null} body
 * @param {Record<string, string>} [headers]
 */
function send(res, status, body, headers = {}) {
  const text = body === null ? "" : JSON.stringify(body);
  res.writeHead(status, {
    "Cache-Control": "no-store",
    ...(body === null
      ? {}
      : { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(text) }),
    ...headers,
  });
  res.end(body === null || res.req.method === "HEAD" ? undefined : text);
}

/**
 * @param {import("node:http").ServerResponse} res
 * @param {number} status
 * @param {string} error
 * @param {string} message
 * @param {Record<string, string>} [headers]
 */
function fail(res, status, error, message, headers) {
  send(res, status, { error, message }, headers);
}

/** @param {import("node:http").ServerResponse} res @param {number | null} version */
function conflict(res, version) {
  send(res, 412, {
    error: "version_conflict",
    message: "The synced list has changed since you read it: get it, merge, and write again.",
    version,
  });
}

/** A larger body than the API takes: say so and close the connection rather than read the rest of it. */
function tooLarge(/** @type {import("node:http").ServerResponse} */ res) {
  fail(res, 413, "too_large", `The body must be at most ${MAX_BODY_BYTES} bytes.`, { Connection: "close" });
}

/**
 * The request's body, up to MAX_BODY_BYTES; "too_large" as soon as it passes that (the rest is never read),
 * "aborted" if the client goes away first.
 * @param {import("node:http").IncomingMessage} req
 * @returns {Promise<Buffer | "too_large" | "aborted">}
 */
function readBody(req) {
  const declared = Number(req.headers["content-length"]);
  if (declared > MAX_BODY_BYTES) return Promise.resolve("too_large");
  return new Promise((resolve) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    /** @param {Buffer | "too_large" | "aborted"} outcome */
    const finish = (outcome) => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("close", onClose);
      req.off("error", onClose);
      if (outcome === "too_large") req.pause();
      resolve(outcome);
    };
    /** @param {Buffer} chunk */
    const onData = (chunk) => {
      size += chunk.byteLength;
      if (size > MAX_BODY_BYTES) finish("too_large");
      else chunks.push(chunk);
    };
    const onEnd = () => finish(Buffer.concat(chunks));
    const onClose = () => finish("aborted");
    req.on("data", onData);
    req.once("end", onEnd);
    req.once("close", onClose);
    req.once("error", onClose);
  });
}

/**
 * The ciphertext from a body `{"ciphertext": "<base64url>"}`, or why not.
 * @param {Buffer} body
 * @returns {{ ciphertext: string } | { error: string, message: string }}
 */
function parseBody(body) {
  /** @type {unknown} */
  let value;
  try {
    value = JSON.parse(body.toString("utf8"));
  } catch {
    return { error: "bad_json", message: 'The body must be JSON: {"ciphertext": "<base64url>"}.' };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { error: "bad_body", message: 'The body must be a JSON object: {"ciphertext": "<base64url>"}.' };
  }
  const keys = Object.keys(value);
  if (keys.length !== 1 || keys[0] !== "ciphertext") {
    return { error: "bad_body", message: 'The body must have exactly one field, "ciphertext".' };
  }
  const { ciphertext } = /** @type {{ ciphertext: unknown }} */ (value);
  if (typeof ciphertext !== "string" || !BASE64URL.test(ciphertext)) {
    return {
      error: "bad_ciphertext",
      message: "ciphertext must be a non-empty base64url string (A-Z, a-z, 0-9, - and _, no padding).",
    };
  }
  return { ciphertext };
}

/**
 * What a PUT's precondition headers ask for, or why they cannot be honoured.
 * @param {import("node:http").IncomingHttpHeaders} headers
 * @returns {{ kind: "create" } | { kind: "create-or-conflict" } | { kind: "update", version: number } | { error: string }}
 */
function putPrecondition(headers) {
  const ifMatch = headers["if-match"]?.trim();
  const ifNoneMatch = headers["if-none-match"]?.trim();
  if (ifMatch !== undefined && ifNoneMatch !== undefined)
    return { error: "Send If-Match or If-None-Match, not both." };
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch === "*"
      ? { kind: "create" }
      : { error: 'On PUT, If-None-Match can only be "*" (create the list only if there is none).' };
  }
  if (ifMatch !== undefined) {
    const version = VERSION_TAG.exec(ifMatch)?.[1];
    return version
      ? { kind: "update", version: Number(version) }
      : { error: 'If-Match must be the ETag of the version you read, such as "3" (quotes included).' };
  }
  return { kind: "create-or-conflict" };
}

/**
 * Whether GET's If-None-Match names the current ETag (weak comparison, as for any If-None-Match), or is *.
 * @param {string | undefined} header @param {number} version
 */
function notModified(header, version) {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag(version));
}

/**
 * @param {{ store: import("./open-store.mjs").SyncStoreHandle, now?: () => number }} options
 * @returns {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => Promise<void>}
 */
export function createSyncApi({ store, now = Date.now }) {
  /** @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res @param {string} id */
  async function get(req, res, id) {
    const record = await store.run((db) => db.get(id, now()));
    if (!record) return fail(res, 404, "not_found", NOT_FOUND_MESSAGE);
    const tag = { ETag: etag(record.version) };
    if (notModified(req.headers["if-none-match"], record.version)) return send(res, 304, null, tag);
    send(
      res,
      200,
      { id, version: record.version, updatedAt: iso(record.updatedAt), ciphertext: record.ciphertext },
      tag,
    );
  }

  /** @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res @param {string} id */
  async function put(req, res, id) {
    const precondition = putPrecondition(req.headers);
    if ("error" in precondition) return fail(res, 400, "bad_precondition", precondition.error);
    const body = await readBody(req);
    if (body === "aborted") return;
    if (body === "too_large") return tooLarge(res);
    const parsed = parseBody(body);
    if ("error" in parsed) return fail(res, 400, parsed.error, parsed.message);
    const at = now();
    if (precondition.kind === "update") {
      const outcome = await store.run((db) => db.update(id, parsed.ciphertext, precondition.version, at));
      if (outcome.ok) return written(res, 200, outcome.written);
      // Nothing to update: the list was deleted (from another device) or purged. Same answer as a GET's.
      if (outcome.currentVersion === null) return fail(res, 404, "not_found", NOT_FOUND_MESSAGE);
      return conflict(res, outcome.currentVersion);
    }
    const created = await store.run((db) => db.create(id, parsed.ciphertext, at));
    if (created) return written(res, 201, created);
    const current = await store.run((db) => db.get(id, at));
    conflict(res, current?.version ?? null);
  }

  /** @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res @param {string} id */
  async function remove(req, res, id) {
    const ifMatch = req.headers["if-match"]?.trim();
    const version = ifMatch === undefined ? undefined : VERSION_TAG.exec(ifMatch)?.[1];
    if (ifMatch !== undefined && version === undefined) {
      return fail(res, 400, "bad_precondition", 'If-Match must be an ETag such as "3" (quotes included).');
    }
    const outcome = await store.run((db) =>
      db.delete(id, version === undefined ? undefined : Number(version)),
    );
    if (outcome === "deleted") return send(res, 204, null);
    if (outcome === "not_found") return fail(res, 404, "not_found", NOT_FOUND_MESSAGE);
    conflict(res, outcome.currentVersion);
  }

  /** @param {import("node:http").ServerResponse} res @param {number} status @param {import("./store.mjs").Written} record */
  function written(res, status, record) {
    send(
      res,
      status,
      { version: record.version, updatedAt: iso(record.updatedAt) },
      { ETag: etag(record.version) },
    );
  }

  return async (req, res) => {
    const method = req.method ?? "GET";
    if (!["GET", "HEAD", "PUT", "DELETE"].includes(method)) {
      return fail(res, 405, "method_not_allowed", `Use ${ALLOW}.`, { Allow: ALLOW });
    }
    const id = (req.url ?? "").split("?")[0]?.slice(SYNC_PATH.length + 1) ?? "";
    if (!ID.test(id)) {
      return fail(res, 400, "bad_id", "The id must be 43 base64url characters (A-Z, a-z, 0-9, - and _).");
    }
    try {
      if (method === "PUT") await put(req, res, id);
      else if (method === "DELETE") await remove(req, res, id);
      else await get(req, res, id);
    } catch (error) {
      if (!(error instanceof StoreUnavailableError)) throw error;
      if (res.headersSent) return;
      fail(res, 503, "unavailable", "Sync is unavailable for a moment; your list is safe on this device.", {
        "Retry-After": String(RETRY_AFTER_SECONDS),
        // A PUT whose body was not read to the end leaves the connection unusable.
        ...(req.complete ? {} : { Connection: "close" }),
      });
    }
  };
}
