// The messages this member sent that the relay has not echoed back yet. They go out at once while the room is
// ready; after a drop they wait, and once the next socket has its welcome and backlog they are all sent again in
// their order (the relay drops an id it already relayed, and receivers drop ids they have seen, so a resend of a
// message that did get through is harmless).
// Relative imports and globals only: Node.js runs this file as it is.
import { sendFrame } from "./room-wire.ts";

/** Sends a frame on the current socket; false when it is not open. */
export type AfterSend = (frame: string) => boolean;

interface Entry {
  frame: string;
  sentAt: number | null;
}

export interface Outbox {
  ready(): boolean;
  add(id: string, data: string, keep: boolean, front: boolean): void;
  acknowledge(id: string): void;
  pause(): void;
  resume(transmit: AfterSend): void;
  /** When the oldest message still waiting for its echo was sent (null if none was). */
  oldestSentAt(): number | null;
  size(): number;
}

export function createOutbox(now: () => number = Date.now): Outbox {
  let entries = new Map<string, Entry>();
  let transmit: AfterSend | null = null;

  const trySend = (entry: Entry) => {
    if (transmit?.(entry.frame)) entry.sentAt = now();
    return entry.sentAt !== null;
  };

  return {
    ready: () => transmit !== null,
    add(id, data, keep, front) {
      const entry: Entry = { frame: sendFrame(id, data, keep), sentAt: null };
      if (front) entries = new Map([[id, entry], ...entries]);
      else entries.set(id, entry);
      trySend(entry);
    },
    acknowledge(id) {
      entries.delete(id);
    },
    pause() {
      transmit = null;
      for (const entry of entries.values()) entry.sentAt = null;
    },
    resume(next) {
      transmit = next;
      for (const entry of entries.values()) {
        if (entry.sentAt === null && !trySend(entry)) break;
      }
    },
    oldestSentAt() {
      let oldest: number | null = null;
      for (const entry of entries.values()) {
        if (entry.sentAt !== null && (oldest === null || entry.sentAt < oldest)) oldest = entry.sentAt;
      }
      return oldest;
    },
    size: () => entries.size,
  };
}
