// This tab's member id: random, kept in sessionStorage so that a reload is the same member (and its messages
// still its own), while another tab is another member. Guarded: outside a browser (Node.js running the room
// core in tests and `npm run cluster`) or with storage blocked, each call makes a fresh id.
// Relative imports and globals only: Node.js runs this file as it is.
import { toBase64Url } from "../lib/base64url.ts";
import { isId } from "./room-messages.ts";

const KEY = "marquee:together-member";

/** 16 random bytes in base64url: member and message ids. */
export function newId(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(16)));
}

function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null; // blocked storage throws on access
  }
}

export function tabMemberId(): string {
  const storage = tabStorage();
  try {
    const stored = storage?.getItem(KEY);
    if (isId(stored)) return stored;
    const id = newId();
    storage?.setItem(KEY, id);
    return id;
  } catch {
    return newId();
  }
}
