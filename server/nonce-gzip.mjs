// @ts-check
// Gzip for a stored page without compressing it again per response (html-cache.mjs): the page is cut where its
// CSP nonce was, each part is compressed once when stored, and every response puts its own fresh nonce between
// the parts as uncompressed blocks.
import { constants, crc32, deflateRawSync } from "node:zlib";

/** Cuts `body` at every occurrence of `needle`. */
export function split(/** @type {Buffer} */ body, /** @type {Buffer} */ needle) {
  const parts = [];
  let from = 0;
  for (let at = body.indexOf(needle, from); at >= 0; at = body.indexOf(needle, from)) {
    parts.push(body.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

/** gzip's fixed header: deflate, no name, no time, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final stored block: the end of the deflate stream. */
const DEFLATE_END = Buffer.from([1, 0, 0, 0xff, 0xff]);

/** Compresses a part once, for good: level 9, ended with a sync flush so more blocks may follow it. */
export function deflatePart(/** @type {Buffer} */ part) {
  return deflateRawSync(part, { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
}

/** The nonce as a stored (uncompressed) deflate block, which may stand between two flushed parts. */
function storedBlock(/** @type {Buffer} */ bytes) {
  const block = Buffer.alloc(5 + bytes.length);
  block.writeUInt16LE(bytes.length, 1);
  block.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(block, 5);
  return block;
}

/**
 * A gzip body for one response without compressing the page again: deflate blocks do not depend on the blocks
 * before them unless they point back into them, and parts compressed on their own never do. So the parts
 * compressed once at store time, with this response's nonce between them as stored blocks, form one valid
 * deflate stream; only the CRC-32 is computed per response.
 * @param {Buffer[]} parts @param {Buffer[]} deflated @param {Buffer} nonce
 */
export function gzipPage(parts, deflated, nonce) {
  const nonceBlock = storedBlock(nonce);
  /** @type {Buffer[]} */
  const pieces = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  parts.forEach((part, index) => {
    if (index > 0) {
      pieces.push(nonceBlock);
      crc = crc32(nonce, crc);
      length += nonce.length;
    }
    pieces.push(/** @type {Buffer} */ (deflated[index]));
    crc = crc32(part, crc);
    length += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  pieces.push(DEFLATE_END, trailer);
  return Buffer.concat(pieces);
}
