import { describe, expect, it } from "vitest";
import { fromBase64Url } from "~/lib/base64url";
import { deriveIdAndKey } from "~/lib/web-crypto";
import {
  deriveRoomKeys,
  inviteUrl,
  isRoomSecret,
  newRoomSecret,
  secretFromHash,
  withoutSecret,
} from "./room-secret";

describe("the room secret", () => {
  it("is 32 random bytes in 43 base64url characters, different every time", () => {
    const secret = newRoomSecret();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fromBase64Url(secret)?.length).toBe(32);
    expect(newRoomSecret()).not.toBe(secret);
  });

  it("is read from the invite's fragment, and only a well-formed one", () => {
    const secret = newRoomSecret();
    expect(secretFromHash(`#together=${secret}`)).toBe(secret);
    expect(secretFromHash(`together=${secret}`)).toBe(secret);
    expect(secretFromHash(`#t=1&together=${secret}`)).toBe(secret);
    expect(secretFromHash("")).toBeNull();
    expect(secretFromHash("#together=")).toBeNull();
    expect(secretFromHash(`#together=${secret.slice(1)}`)).toBeNull();
    expect(secretFromHash(`#together=${secret}x`)).toBeNull();
    expect(secretFromHash(`#together=${secret.slice(0, 42)}!`)).toBeNull();
    expect(secretFromHash(`#other=${secret}`)).toBeNull();
    // 43 characters whose last one carries bits past the 32 bytes still decode to 32 bytes.
    expect(isRoomSecret("A".repeat(43))).toBe(true);
  });

  it("makes the invite from the page's URL as it is, replacing any fragment", () => {
    const secret = newRoomSecret();
    expect(inviteUrl("https://marquee.example/es/watch/200156?s=2&e=7", secret)).toBe(
      `https://marquee.example/es/watch/200156?s=2&e=7#together=${secret}`,
    );
    expect(inviteUrl("https://m.example/watch/101488#old", secret)).toBe(
      `https://m.example/watch/101488#together=${secret}`,
    );
    expect(withoutSecret(`https://m.example/watch/101488#together=${secret}`)).toBe(
      "https://m.example/watch/101488",
    );
  });
});

describe("the room's keys", () => {
  it("derive the same room id and key from the same secret, and others from another", async () => {
    const secret = newRoomSecret();
    const [one, again, other] = await Promise.all([
      deriveRoomKeys(secret),
      deriveRoomKeys(secret),
      deriveRoomKeys(newRoomSecret()),
    ]);
    expect(one.roomId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(again.roomId).toBe(one.roomId);
    expect(other.roomId).not.toBe(one.roomId);
    const iv = new Uint8Array(12);
    const sealed = await crypto.subtle.encrypt({ name: "AES-GCM", iv }, one.key, new Uint8Array([1, 2, 3]));
    const opened = await crypto.subtle.decrypt({ name: "AES-GCM", iv }, again.key, sealed);
    expect([...new Uint8Array(opened)]).toEqual([1, 2, 3]);
    await expect(crypto.subtle.decrypt({ name: "AES-GCM", iv }, other.key, sealed)).rejects.toThrow();
  });

  it("give a room id that reveals nothing of the key: another HKDF label, and a key that cannot be exported", async () => {
    const secret = newRoomSecret();
    const keys = await deriveRoomKeys(secret);
    await expect(crypto.subtle.exportKey("raw", keys.key)).rejects.toThrow();
    // The room id is not a prefix of the key's bytes: derived under the key's label it differs.
    const underKeyLabel = await deriveIdAndKey(secret, {
      salt: "marquee-room-v1",
      idLabel: "message key",
      idBytes: 16,
      keyLabel: "room id",
    });
    expect(underKeyLabel.id).not.toBe(keys.roomId);
    expect(keys.roomId).not.toContain(secret.slice(0, 8));
  });

  it("match the recorded vectors (HKDF-SHA-256, salt marquee-room-v1), so relay and cluster agree", async () => {
    const secret = "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8";
    expect(fromBase64Url(secret)).toEqual(Uint8Array.from({ length: 32 }, (_, i) => i));
    const keys = await deriveRoomKeys(secret);
    expect(keys.roomId).toBe(VECTOR_ROOM_ID);
    // The message key, checked by what it makes of a known plaintext under a known IV.
    const sealed = await crypto.subtle.encrypt(
      { name: "AES-GCM", iv: new Uint8Array(12), additionalData: new TextEncoder().encode(keys.roomId) },
      keys.key,
      new TextEncoder().encode("marquee"),
    );
    expect(Buffer.from(sealed).toString("hex")).toBe(VECTOR_SEALED_HEX);
  });
});

// Computed apart from this code, with Python's hmac (RFC 5869 by hand) and the cryptography package's AESGCM:
// the secret's UTF-8 text is HKDF's input key material, as in sync.
const VECTOR_ROOM_ID = "Fmisc1FSfLTMw4SNE587Yw";
const VECTOR_SEALED_HEX = "c0fcd7add8e94be336ca24c4114078711e450930ed3149";
