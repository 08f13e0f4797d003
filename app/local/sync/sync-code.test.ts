import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CODE_SYMBOLS, newSyncCode, parseSyncCode } from "./sync-code";

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

describe("sync codes", () => {
  it("are 26 random symbols and 2 check symbols, in groups of four, without confusable letters", () => {
    const code = newSyncCode();
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){6}$/);
    expect(parseSyncCode(code)).toEqual({ ok: true, code });
    expect(new Set(Array.from({ length: 50 }, () => newSyncCode())).size).toBe(50);
  });

  it("carry at least 128 random bits", () => {
    expect(CODE_SYMBOLS * Math.log2(ALPHABET.length)).toBeGreaterThanOrEqual(128);
  });

  it("read back whatever the case, spacing and look-alike letters", () => {
    const code = newSyncCode(() => new Uint8Array(CODE_SYMBOLS).map((_, index) => index * 7));
    const sloppy = ` ${code.toLowerCase().replace(/-/g, " ").replace(/0/g, "o").replace(/1/g, "l")} `;
    expect(parseSyncCode(sloppy)).toEqual({ ok: true, code });
  });

  it("catch every single wrong symbol and every swap of two different neighbours", () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: CODE_SYMBOLS, maxLength: CODE_SYMBOLS }),
        fc.nat(),
        fc.nat(),
        (bytes, at, by) => {
          const symbols = newSyncCode(() => bytes).replace(/-/g, "");
          const index = at % symbols.length;
          const wrong = ALPHABET[(ALPHABET.indexOf(symbols[index] ?? "0") + 1 + (by % 31)) % 32];
          const typo = symbols.slice(0, index) + wrong + symbols.slice(index + 1);
          expect(parseSyncCode(typo)).toEqual({ ok: false, reason: "checksum" });
          const next = Math.min(index, symbols.length - 2);
          const [a, b] = [symbols[next], symbols[next + 1]];
          if (a !== b) {
            const swapped = symbols.slice(0, next) + b + a + symbols.slice(next + 2);
            expect(parseSyncCode(swapped)).toEqual({ ok: false, reason: "checksum" });
          }
        },
      ),
      { seed: 16, numRuns: 500 },
    );
  });

  it("refuse the wrong length and foreign symbols", () => {
    expect(parseSyncCode("ABCD-EFGH")).toEqual({ ok: false, reason: "length" });
    expect(parseSyncCode("U".repeat(28))).toEqual({ ok: false, reason: "symbol" });
    expect(parseSyncCode("")).toEqual({ ok: false, reason: "length" });
  });
});
