// What comes in from the relay, before the state machine sees it: the room's seq order (a frame whose seq is not
// past the last applied is dropped), message ids already seen (dropped: a resend, or a relay replaying), and the
// envelope opened and checked (a ciphertext whose inner id is not the frame's is a replay under another id).
// Relative imports and globals only: Node.js runs this file as it is.
import { openMessage } from "./room-envelope.ts";
import type { RoomMessage } from "./room-messages.ts";
import type { RoomKeys } from "./room-secret.ts";
import type { ServerFrame } from "./room-wire.ts";

/** Message ids remembered for de-duplication (the relay's backlog holds 500). */
const SEEN_IDS = 2_000;

type Welcome = ServerFrame & { t: "welcome" };
type Relayed = ServerFrame & { t: "msg" };

export interface Inbox {
  /** The last seq applied: the hello's `since` (null before the first welcome). */
  since(): number | null;
  /**
   * A welcome: the kept state to adopt, if newer than what was applied, and the seq the backlog that follows
   * runs to (null when there is none to wait for).
   */
  welcome(
    frame: Welcome,
  ): Promise<{ kept: { ts: number; message: RoomMessage } | null; backlogUntil: number | null }>;
  /** A relayed message to apply, or null (old seq, seen id, damaged, foreign). */
  message(frame: Relayed): Promise<RoomMessage | null>;
}

export function createInbox(keys: RoomKeys): Inbox {
  let lastSeq: number | null = null;
  const seen = new Set<string>();

  function remember(id: string) {
    seen.add(id);
    if (seen.size <= SEEN_IDS) return;
    const oldest = seen.values().next().value;
    if (oldest !== undefined) seen.delete(oldest);
  }

  return {
    since: () => lastSeq,
    async welcome(frame) {
      // A relay that lost the room (restarted without a shared store) numbers it afresh: follow its numbering,
      // or every message from now on would look old.
      const reconnecting = lastSeq !== null && frame.seq >= lastSeq;
      const kept = frame.state && (!reconnecting || frame.state.seq > (lastSeq ?? 0)) ? frame.state : null;
      const message = kept ? await openMessage(keys, kept.data) : null;
      if (message) remember(message.id);
      const backlogUntil = reconnecting && frame.seq > (lastSeq ?? 0) ? frame.seq : null;
      if (!reconnecting) lastSeq = frame.seq;
      return { kept: message && kept ? { ts: kept.ts, message } : null, backlogUntil };
    },
    async message(frame) {
      if (lastSeq !== null && frame.seq <= lastSeq) return null;
      lastSeq = frame.seq;
      if (seen.has(frame.id)) return null;
      remember(frame.id);
      const message = await openMessage(keys, frame.data);
      return message && message.id === frame.id ? message : null;
    },
  };
}
