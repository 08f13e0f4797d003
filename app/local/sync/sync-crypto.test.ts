import { describe, expect, it } from "vitest";
import { fromBase64Url, toBase64Url } from "~/lib/base64url";
import { newSyncCode } from "./sync-code";
import { decrypt, deriveSecrets, encrypt } from "./sync-crypto";

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

describe("the size of what is sent", () => {
  it("keeps a document at every playback cap, with a 1,000-title watchlist, well under the server's 256 KiB", async () => {
    const { PLAYBACK_CAPS } = await import("../playback");
    const { syncedText } = await import("./synced-lists");
    const now = Date.UTC(2026, 10, 23);
    const entry = (i: number) => ({
      id: 100000 + i * 37,
      poster_path: `/p${(i * 7919).toString(36)}poster.jpg`,
      title: `A Long Enough Title Number ${i} of the Watchlist`,
      type: i % 2 ? "movie" : "series",
    });
    const document = {
      watchlist: Object.fromEntries(
        Array.from({ length: 1000 }, (_, i) => [
          `${entry(i).type}:${entry(i).id}`,
          { value: entry(i), updatedAt: now - i * 977 },
        ]),
      ),
      viewed: {},
      playback: {
        progress: Object.fromEntries(
          Array.from({ length: PLAYBACK_CAPS.progress }, (_, i) => [
            `series:${200000 + (i % 97)}:${1 + (i % 7)}:${1 + i}`,
            { position: 1234.5 + i * 13, duration: 2700 + (i % 11) * 60, updatedAt: now - i * 60_013 },
          ]),
        ),
        marks: Object.fromEntries(
          Array.from({ length: PLAYBACK_CAPS.marks }, (_, i) => [
            `series:${200000 + (i % 241)}:${1 + (i % 9)}:${1 + (i % 24)}${i}`,
            { watched: i % 5 !== 0, updatedAt: now - i * 31_337 },
          ]),
        ),
        titles: Object.fromEntries(
          Array.from({ length: PLAYBACK_CAPS.titles }, (_, i) => [
            `series:${200000 + i}`,
            {
              title: `Series Title Number ${i}`,
              poster_path: `/s${i}-poster.webp`,
              episode: { season: 2, episode: 7 },
              next: { season: 2, episode: 8 },
              hidden: false,
              updatedAt: now - i * 99_991,
            },
          ]),
        ),
      },
    };
    const text = syncedText(document as Parameters<typeof syncedText>[0]);
    expect(text.length).toBeGreaterThan(400_000);
    const sealed = await encrypt(await deriveSecrets(newSyncCode()), text);
    expect(JSON.stringify({ ciphertext: sealed }).length).toBeLessThan(256 * 1024 * 0.75);
  });
});
