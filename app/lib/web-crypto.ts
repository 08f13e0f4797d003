// The Web Crypto recipe sync and watch-together share: from one high-entropy secret, HKDF-SHA-256 derives an id
// the server may see and an AES-GCM key it never does (HKDF's outputs for different `info` labels are independent,
// so the id says nothing of the key); a sealed text is base64url(iv || AES-GCM(bytes)) with a fresh 12-byte IV,
// bound by the additional data to where it belongs so it cannot be replayed elsewhere.
// Globals only (crypto.subtle, TextEncoder) and relative imports, so Node.js runs it as it is.
import { fromBase64Url, toBase64Url } from "./base64url.ts";

const IV_BYTES = 12;
const utf8 = (text: string) => new TextEncoder().encode(text);

export interface DerivedSecrets {
  /** base64url of `idBytes` bytes. */
  id: string;
  /** AES-GCM 256, not extractable, encrypt and decrypt only. */
  key: CryptoKey;
}

export interface Derivation {
  salt: string;
  idLabel: string;
  idBytes: number;
  keyLabel: string;
}

/**
 * Each use's parameters, side by side so that each salt is plainly its own. With the secret they are all that makes
 * the id and the key: a change orphans every stored sync record or open room (the tests' vectors hold them).
 */
export const DERIVATIONS = {
  sync: { salt: "marquee-sync-v1", idLabel: "lookup id", idBytes: 32, keyLabel: "encryption key" },
  room: { salt: "marquee-room-v1", idLabel: "room id", idBytes: 16, keyLabel: "message key" },
} as const satisfies Record<string, Derivation>;

export async function deriveIdAndKey(secret: string, derivation: Derivation): Promise<DerivedSecrets> {
  const material = await crypto.subtle.importKey("raw", utf8(secret), "HKDF", false, [
    "deriveBits",
    "deriveKey",
  ]);
  const hkdf = (label: string) => ({
    name: "HKDF",
    hash: "SHA-256",
    salt: utf8(derivation.salt),
    info: utf8(label),
  });
  const idBits = await crypto.subtle.deriveBits(hkdf(derivation.idLabel), material, derivation.idBytes * 8);
  const key = await crypto.subtle.deriveKey(
    hkdf(derivation.keyLabel),
    material,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt", "decrypt"],
  );
  return { id: toBase64Url(new Uint8Array(idBits)), key };
}

/** base64url(iv || AES-GCM(plain)), with `boundTo` as additional data. */
export async function seal(key: CryptoKey, boundTo: string, plain: Uint8Array<ArrayBuffer>): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv, additionalData: utf8(boundTo) },
    key,
    plain,
  );
  const out = new Uint8Array(IV_BYTES + sealed.byteLength);
  out.set(iv);
  out.set(new Uint8Array(sealed), IV_BYTES);
  return toBase64Url(out);
}

/** The plain bytes, or null when the text is damaged, was sealed with another key or bound to something else. */
export async function unseal(
  key: CryptoKey,
  boundTo: string,
  text: string,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const bytes = fromBase64Url(text);
  if (!bytes || bytes.length <= IV_BYTES) return null;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: bytes.slice(0, IV_BYTES), additionalData: utf8(boundTo) },
      key,
      bytes.slice(IV_BYTES),
    );
    return new Uint8Array(plain);
  } catch {
    return null;
  }
}
