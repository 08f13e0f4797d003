// The room's secret lives only in the invite link's fragment (#together=...), which browsers never send. From it,
// HKDF derives the room id (the only thing the relay sees) and the message key (which never leaves the browser).
// There is no key rotation: anyone who has had the link can rejoin, so a new key on leave would protect nothing
// without a new link; a new room is a new link (docs/decisions, watch together).
// Relative imports and globals only: Node.js runs this file as it is (relay tests, npm run cluster).
import { fromBase64Url, toBase64Url } from "../lib/base64url.ts";
import { DERIVATIONS, deriveIdAndKey } from "../lib/web-crypto.ts";

const SECRET_BYTES = 32;
const HASH_KEY = "together";

export interface RoomKeys {
  /** 22 characters of base64url (16 bytes): the relay's name for the room. */
  roomId: string;
  /** AES-GCM 256, not extractable. */
  key: CryptoKey;
}

/** 32 random bytes in base64url: 43 characters. */
export function newRoomSecret(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(SECRET_BYTES)));
}

/** True for exactly 43 base64url characters that decode to 32 bytes. */
export function isRoomSecret(text: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(text) && fromBase64Url(text)?.length === SECRET_BYTES;
}

/** The secret in a location hash ("#together=..." among other fragment parameters), or null. */
export function secretFromHash(hash: string): string | null {
  const fragment = hash.startsWith("#") ? hash.slice(1) : hash;
  for (const part of fragment.split("&")) {
    const equals = part.indexOf("=");
    if (equals < 0 || part.slice(0, equals) !== HASH_KEY) continue;
    const value = part.slice(equals + 1);
    return isRoomSecret(value) ? value : null;
  }
  return null;
}

/** The page's URL (its path and query as they are) with #together=<secret> in place of any fragment. */
export function inviteUrl(pageUrl: string, secret: string): string {
  const hash = pageUrl.indexOf("#");
  return `${hash < 0 ? pageUrl : pageUrl.slice(0, hash)}#${HASH_KEY}=${secret}`;
}

/** The page's URL without the invite's fragment: what to show, keep in history or share without the key. */
export function withoutSecret(pageUrl: string): string {
  const hash = pageUrl.indexOf("#");
  return hash < 0 ? pageUrl : pageUrl.slice(0, hash);
}

export async function deriveRoomKeys(secret: string): Promise<RoomKeys> {
  const { id, key } = await deriveIdAndKey(secret, DERIVATIONS.room);
  return { roomId: id, key };
}
