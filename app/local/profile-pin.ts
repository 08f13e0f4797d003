import { parseJson, readRaw, writeRaw } from "./browser-storage";

// The household's four-digit PIN: it keeps a child on a kids' profile on a shared device. It is not a lock:
// whoever clears the browser's storage removes it with the profiles, and the interface says so.
//
// Stored as a salted PBKDF2-SHA-256 hash (Web Crypto), never as the digits, so it cannot simply be read out of
// the storage. 600,000 iterations, the figure OWASP gives for PBKDF2-SHA-256: one check takes about 0.13 s on
// a desktop CPU and stays within a second or two on a TV's, while trying all 10,000 PINs against a copy of the
// hash costs 20 minutes or more of a core rather than milliseconds. No count makes four digits strong against
// someone with the stored data; the lock-out below is what stops guessing at the screen. The count is stored
// with the hash, so a later change keeps every PIN already set working.

export interface StoredPin {
  /** base64 of 16 random bytes. */
  salt: string;
  /** base64 of the 32-byte derived key. */
  hash: string;
  iterations: number;
}

export const PIN_ITERATIONS = 600_000;
/** Wrong tries in a row before the wait. */
export const PIN_TRIES = 5;
export const PIN_WAIT_MS = 60_000;
/** localStorage: wrong tries so far and the end of the wait; a household key, never a profile's. */
const WAIT_KEY = "marquee_pin_wait";

export function isPin(value: string): boolean {
  return /^\d{4}$/.test(value);
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
function fromBase64(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

async function derive(pin: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(pin), "PBKDF2", false, [
    "deriveBits",
  ]);
  return new Uint8Array(
    await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, 256),
  );
}

export async function hashPin(pin: string, iterations = PIN_ITERATIONS): Promise<StoredPin> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return { salt: toBase64(salt), hash: toBase64(await derive(pin, salt, iterations)), iterations };
}

export async function pinMatches(pin: string, stored: StoredPin): Promise<boolean> {
  const salt = fromBase64(stored.salt);
  // A damaged stored PIN matches nothing; removing the site's data is the way out, as the interface says.
  if (!salt || !isPin(pin) || stored.iterations > 10_000_000) return false;
  return toBase64(await derive(pin, salt, stored.iterations)) === stored.hash;
}

interface WaitState {
  fails: number;
  until: number;
}

function readWait(): WaitState {
  const value = parseJson(readRaw("local", WAIT_KEY)) as Partial<WaitState> | undefined;
  const fails = Number(value?.fails);
  const until = Number(value?.until);
  return {
    fails: Number.isInteger(fails) && fails > 0 ? fails : 0,
    until: Number.isFinite(until) ? until : 0,
  };
}

/** Milliseconds still to wait before the PIN may be tried again; 0 when it may be. */
export function pinWait(now = Date.now()): number {
  const { until } = readWait();
  // A clock set back (or a stored time far ahead) never means a wait longer than one.
  return until > now ? Math.min(until - now, PIN_WAIT_MS) : 0;
}

export type PinOutcome = { ok: true } | { ok: false; triesLeft: number; waitMs: number };

/** Checks a PIN against the stored one, counting wrong tries: the fifth in a row starts a minute's wait. */
export async function tryPin(pin: string, stored: StoredPin, now = Date.now()): Promise<PinOutcome> {
  const waitMs = pinWait(now);
  if (waitMs > 0) return { ok: false, triesLeft: 0, waitMs };
  if (await pinMatches(pin, stored)) {
    writeRaw("local", WAIT_KEY, null);
    return { ok: true };
  }
  const fails = readWait().fails + 1;
  if (fails >= PIN_TRIES) {
    writeRaw("local", WAIT_KEY, JSON.stringify({ fails: 0, until: now + PIN_WAIT_MS }));
    return { ok: false, triesLeft: 0, waitMs: PIN_WAIT_MS };
  }
  writeRaw("local", WAIT_KEY, JSON.stringify({ fails, until: 0 }));
  return { ok: false, triesLeft: PIN_TRIES - fails, waitMs: 0 };
}
