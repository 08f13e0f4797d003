import { readRaw, writeRaw } from "./browser-storage";

// The name this visitor gives the others when watching together, remembered so that the next room (or the next
// invite) asks with it already filled in. Only this browser keeps it; a room learns it encrypted.

export const TOGETHER_NAME_KEY = "together_name";
/** Long enough for a first name and an initial in any script; a room's list and chat stay readable. */
export const MAX_NAME_LENGTH = 40;

/**
 * A display name as a room shows it: control characters (line breaks, bidirectional overrides that could make
 * one name look like another's text) taken out, runs of spaces made one, trimmed and capped. Empty when nothing
 * usable is left.
 */
export function cleanName(value: unknown): string {
  if (typeof value !== "string") return "";
  const plain = value
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .replace(/\s+/g, " ")
    .trim();
  // Capped by code points, so that a cut never leaves half of an emoji's surrogate pair.
  return Array.from(plain).slice(0, MAX_NAME_LENGTH).join("").trim();
}

/** The remembered name; "" when none, or when what is stored is not a usable name. */
export function readTogetherName(): string {
  return cleanName(readRaw("local", TOGETHER_NAME_KEY));
}

export function saveTogetherName(name: string): void {
  const clean = cleanName(name);
  if (clean) writeRaw("local", TOGETHER_NAME_KEY, clean);
}
