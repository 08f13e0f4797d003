// From the sync code, the browser derives two unrelated secrets with HKDF-SHA-256 (WebCrypto): a lookup id,
// the only thing the server sees, and an AES-GCM key that never leaves the browser. HKDF's outputs for different
// `info` labels are independent, so the server cannot get the key from the id. The code carries 130 random bits,
// so a fast derivation is enough: there is nothing to guess (docs/decisions/0017-sync-store.md, client side).

import { DERIVATIONS, deriveIdAndKey, seal, unseal } from "~/lib/web-crypto";

export interface SyncSecrets {
  /** 43 characters of base64url: the record's name on the server. */
  lookupId: string;
  key: CryptoKey;
}

/** The lookup id and the encryption key for a canonical code (parseSyncCode's). */
export async function deriveSecrets(code: string): Promise<SyncSecrets> {
  const { id, key } = await deriveIdAndKey(code, DERIVATIONS.sync);
  return { lookupId: id, key };
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
  return seal(secrets.key, secrets.lookupId, await gzip(text));
}

/** The plain text, or null when the ciphertext is damaged or was not made with this code. */
export async function decrypt(secrets: SyncSecrets, ciphertext: string): Promise<string | null> {
  const plain = await unseal(secrets.key, secrets.lookupId, ciphertext);
  if (!plain) return null;
  try {
    return await gunzip(plain);
  } catch {
    return null;
  }
}
