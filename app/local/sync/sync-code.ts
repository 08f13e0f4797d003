import type { I18n } from "~/i18n/runtime";

// The sync code: what a visitor types or scans to join their devices. 26 random symbols of Crockford's
// base32 (130 random bits) and 2 check symbols, written in groups of four: "7GQ2-KX9M-...". The alphabet has no
// I, L, O or U; reading it back forgives case, spaces, dashes and the look-alikes (O as 0, I and L as 1), and the
// check symbols catch any single wrong symbol and any swap of two neighbours before a request is made.
// The code never leaves the browser: the server only ever sees a lookup id derived from it (sync-crypto.ts).

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const CODE_SYMBOLS = 26;
const GROUP = 4;

function symbolValue(symbol: string): number {
  const normal = symbol === "O" ? "0" : symbol === "I" || symbol === "L" ? "1" : symbol;
  return ALPHABET.indexOf(normal);
}

/** Two check symbols: a Luhn mod 32 digit (single errors, neighbour swaps) and a position-weighted sum. */
function checkSymbols(values: readonly number[]): string {
  let luhn = 0;
  let weighted = 0;
  values.forEach((value, index) => {
    // Luhn mod N, from the right: every second symbol doubled, its "digits" in base 32 added.
    const doubled = (values.length - index) % 2 === 1 ? value * 2 : value;
    luhn += Math.floor(doubled / 32) + (doubled % 32);
    weighted += value * (index + 1);
  });
  return `${ALPHABET[(32 - (luhn % 32)) % 32]}${ALPHABET[weighted % 32]}`;
}

function grouped(symbols: string): string {
  return symbols.match(new RegExp(`.{1,${GROUP}}`, "g"))?.join("-") ?? symbols;
}

/** A new code from the browser's cryptographic random source. */
export function newSyncCode(
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  const bytes = random(new Uint8Array(CODE_SYMBOLS));
  const values = [...bytes].map((byte) => byte % 32); // 256 is a multiple of 32: no bias.
  return grouped(values.map((value) => ALPHABET[value]).join("") + checkSymbols(values));
}

export type ParsedCode = { ok: true; code: string } | { ok: false; reason: "length" | "symbol" | "checksum" };

/** Reads a typed or scanned code: the canonical grouped form, or why it cannot be one. */
export function parseSyncCode(input: string): ParsedCode {
  const symbols = input.toUpperCase().replace(/[\s-]/g, "");
  if (symbols.length !== CODE_SYMBOLS + 2) return { ok: false, reason: "length" };
  const values = [...symbols].map(symbolValue);
  if (values.some((value) => value < 0)) return { ok: false, reason: "symbol" };
  const body = values.slice(0, CODE_SYMBOLS);
  const canonical = body.map((value) => ALPHABET[value]).join("");
  const check = values
    .slice(CODE_SYMBOLS)
    .map((value) => ALPHABET[value])
    .join("");
  if (checkSymbols(body) !== check) return { ok: false, reason: "checksum" };
  return { ok: true, code: grouped(canonical + check) };
}

/** Why a typed code cannot be one, in the page's language. */
export function codeProblem(reason: Exclude<ParsedCode, { ok: true }>["reason"], i18n: I18n): string {
  if (reason === "length") return i18n._("sync.code.length", { count: CODE_SYMBOLS + 2 });
  if (reason === "symbol") return i18n._("sync.code.symbol");
  return i18n._("sync.code.checksum");
}
