// The envelope: a message is JSON, sealed with AES-GCM under the room's key with a fresh 12-byte IV, bound to the
// room id (the additional data) so that a ciphertext cannot be replayed into another room. The relay sees only
// base64url(iv || ciphertext). Relative imports and globals only: Node.js runs this file as it is.
import { seal, unseal } from "../lib/web-crypto.ts";
import { parseRoomMessage, type RoomMessage } from "./room-messages.ts";
import type { RoomKeys } from "./room-secret.ts";

/** The frame's largest data the relay takes (16 KiB frames, less the frame's own fields). */
export const MAX_SEALED_LENGTH = 15_000;

export function sealMessage(keys: RoomKeys, message: RoomMessage): Promise<string> {
  return seal(keys.key, keys.roomId, new TextEncoder().encode(JSON.stringify(message)));
}

/** The message, or null when the data is damaged, from another room or key, or not a valid message. */
export async function openMessage(keys: RoomKeys, data: unknown): Promise<RoomMessage | null> {
  if (typeof data !== "string" || data.length > MAX_SEALED_LENGTH) return null;
  const plain = await unseal(keys.key, keys.roomId, data);
  if (!plain) return null;
  try {
    return parseRoomMessage(JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(plain)));
  } catch {
    return null;
  }
}
