// From the sync code, the browser derives two unrelated secrets with HKDF-SHA-256 (WebCrypto): a lookup id,
// the only thing the server sees, and an AES-GCM key that never leaves the browser. HKDF's outputs for different
// `info` labels are independent, so the server cannot get the key from the id. The code carries 130 random bits,
// so a fast derivation is enough: there is nothing to guess (docs/decisions/0017-sync-store.md, client side).

const SALT = new TextEncoder().encode("marquee-sync-v1");
const IV_BYTES = 12;

export function toBase64Url(bytes: Uint8Array): string {
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

export interface SyncSecrets {
  /** 43 characters of base64url: the record's name on the server. */
  lookupId: string;
  key: CryptoKey;
}

/** The lookup id and the encryption key for a canonical code (parseSyncCode's). */
export async function deriveSecrets(code: string): Promise<SyncSecrets> {
  const material = await crypto.subtle.importKey("raw", new TextEncoder().encode(code), "HKDF", false, [
    "deriveBits",
    "deriveKey",
  ]);
  const hkdf = (label: string) => ({
    name: "HKDF",
    hash: "SHA-256",
    salt: SALT,
    info: new TextEncoder().encode(label),
  });
  const idBits = await crypto.subtle.deriveBits(hkdf("lookup id"), material, 256);
  const key = await crypto.subtle.deriveKey(
    hkdf("encryption key"),
    material,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt", "decrypt"],
  );
  return { lookupId: toBase64Url(new Uint8Array(idBits)), key };
}

/** The text gzipped (the browser's CompressionStream): a list's JSON shrinks several times over. */
async function gzip(text: string): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

async function gunzip(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Response(stream).text();
}

/**
 * base64url(iv || AES-GCM(gzip(text))), bound to the lookup id so a record cannot be replayed under another.
 * Compressed first: encrypted bytes do not compress, and the server takes at most 256 KiB.
 */
export async function encrypt(secrets: SyncSecrets, text: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv, additionalData: new TextEncoder().encode(secrets.lookupId) },
    secrets.key,
    await gzip(text),
  );
  const out = new Uint8Array(IV_BYTES + sealed.byteLength);
  out.set(iv);
  out.set(new Uint8Array(sealed), IV_BYTES);
  return toBase64Url(out);
}

/** The plain text, or null when the ciphertext is damaged or was not made with this code. */
export async function decrypt(secrets: SyncSecrets, ciphertext: string): Promise<string | null> {
  const bytes = fromBase64Url(ciphertext);
  if (!bytes || bytes.length <= IV_BYTES) return null;
  try {
    const plain = await crypto.subtle.decrypt(
      {
        name: "AES-GCM",
        iv: bytes.slice(0, IV_BYTES),
        additionalData: new TextEncoder().encode(secrets.lookupId),
      },
      secrets.key,
      bytes.slice(IV_BYTES),
    );
    return await gunzip(new Uint8Array(plain));
  } catch {
    return null;
  }
}
