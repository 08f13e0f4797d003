import { describe, expect, it } from "vitest";
import { newSyncCode } from "./sync-code";
import { decrypt, deriveSecrets, encrypt, fromBase64Url, toBase64Url } from "./sync-crypto";

describe("sync secrets", () => {
  it("derive the same lookup id and key from the same code, and different ones from another", async () => {
    const code = newSyncCode();
    const [one, again, other] = await Promise.all([
      deriveSecrets(code),
      deriveSecrets(code),
      deriveSecrets(newSyncCode()),
    ]);
    expect(one.lookupId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(again.lookupId).toBe(one.lookupId);
    expect(other.lookupId).not.toBe(one.lookupId);
    const sealed = await encrypt(one, "a list");
    expect(await decrypt(again, sealed)).toBe("a list");
    expect(await decrypt(other, sealed)).toBeNull();
  });

  it("never put the code, the text or the key in what the server sees", async () => {
    const code = newSyncCode();
    const secrets = await deriveSecrets(code);
    const sealed = await encrypt(secrets, "Heat (1995)");
    expect(secrets.lookupId).not.toContain(code.replace(/-/g, "").slice(0, 8));
    expect(sealed).not.toContain("Heat");
    expect(new TextDecoder().decode(fromBase64Url(sealed) ?? new Uint8Array())).not.toContain("Heat");
    await expect(crypto.subtle.exportKey("raw", secrets.key)).rejects.toThrow();
  });

  it("refuse a damaged ciphertext, or one moved to another record", async () => {
    const secrets = await deriveSecrets(newSyncCode());
    const sealed = await encrypt(secrets, "a list");
    const bytes = fromBase64Url(sealed) ?? new Uint8Array();
    bytes[20] = (bytes[20] ?? 0) ^ 1;
    expect(await decrypt(secrets, toBase64Url(bytes))).toBeNull();
    expect(await decrypt(secrets, "not base64 at all!")).toBeNull();
    expect(await decrypt(secrets, "")).toBeNull();
    expect(await decrypt({ ...secrets, lookupId: "x".repeat(43) }, sealed)).toBeNull();
  });

  it("encrypt the same text differently each time", async () => {
    const secrets = await deriveSecrets(newSyncCode());
    expect(await encrypt(secrets, "same")).not.toBe(await encrypt(secrets, "same"));
  });
});
