// The messages this member sent that the relay has not echoed back yet. They go out at once while the room is
// ready; after a drop they wait, and once the next socket has its welcome and backlog they are all sent again in
// their order (the relay drops an id it already relayed, and receivers drop ids they have seen, so a resend of a
// message that did get through is harmless).
// Paced below the relay's limit (20 frames a second, bursts of 40): a frame the relay drops for speed would come
// back only with the next resend, after later ones, out of order.
// Relative imports and globals only: Node.js runs this file as it is.
import { sendFrame } from "./room-wire.ts";

/** Sends a frame on the current socket; false when it is not open. */
export type AfterSend = (frame: string) => boolean;

export const PACE_PER_SECOND = 15;
export const PACE_BURST = 30;

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
  stop(): void;
}

export function createOutbox(now: () => number = Date.now): Outbox {
  let entries = new Map<string, Entry>();
  let transmit: AfterSend | null = null;
  let tokens = PACE_BURST;
  let filledAt = now();
  let drainTimer: ReturnType<typeof setTimeout> | null = null;

  function refill() {
    const at = now();
    tokens = Math.min(PACE_BURST, tokens + ((at - filledAt) / 1000) * PACE_PER_SECOND);
    filledAt = at;
  }

  /** Sends every waiting entry, in order, as far as the socket and the pace allow. */
  function drain() {
    drainTimer = null;
    if (!transmit) return;
    refill();
    for (const entry of entries.values()) {
      if (entry.sentAt !== null) continue;
      if (tokens < 1) {
        drainTimer = setTimeout(drain, Math.ceil(1000 / PACE_PER_SECOND));
        return;
      }
      if (!transmit(entry.frame)) return;
      entry.sentAt = now();
      tokens -= 1;
    }
  }

  return {
    ready: () => transmit !== null,
    add(id, data, keep, front) {
      const entry: Entry = { frame: sendFrame(id, data, keep), sentAt: null };
      if (front) entries = new Map([[id, entry], ...entries]);
      else entries.set(id, entry);
      if (!drainTimer) drain();
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
      if (!drainTimer) drain();
    },
    oldestSentAt() {
      let oldest: number | null = null;
      for (const entry of entries.values()) {
        if (entry.sentAt !== null && (oldest === null || entry.sentAt < oldest)) oldest = entry.sentAt;
      }
      return oldest;
    },
    size: () => entries.size,
    stop() {
      if (drainTimer) clearTimeout(drainTimer);
      drainTimer = null;
      transmit = null;
    },
  };
}
