import { describe, expect, it } from "vitest";
import { newId } from "./member-id";
import { sealMessage } from "./room-envelope";
import { createInbox } from "./room-inbox";
import type { RoomMessage } from "./room-messages";
import { deriveRoomKeys, newRoomSecret } from "./room-secret";

const from = newId();
const chat = (text: string, id = newId()): RoomMessage => ({ v: 1, id, from, lc: 1, type: "chat", text });
const welcome = (seq: number) => ({ t: "welcome" as const, seq, now: 0, members: 1, state: null });

describe("the inbox", () => {
  it("passes each message once: not an old seq, not a seen id, not a ciphertext under another id", async () => {
    const keys = await deriveRoomKeys(newRoomSecret());
    const inbox = createInbox(keys);
    expect(inbox.since()).toBeNull();
    expect(await inbox.welcome(welcome(10))).toEqual({ kept: null, backlogUntil: null });
    expect(inbox.since()).toBe(10);
    const first = chat("one");
    const data = await sealMessage(keys, first);
    const frame = (seq: number, id = first.id) => ({ t: "msg" as const, seq, ts: 1, id, data });
    expect(await inbox.message(frame(10))).toBeNull(); // not past the welcome
    expect(await inbox.message(frame(11))).toEqual(first);
    expect(await inbox.message(frame(11))).toBeNull(); // same seq
    expect(await inbox.message(frame(12))).toBeNull(); // same id, new seq
    expect(await inbox.message(frame(13, newId()))).toBeNull(); // replayed under another id
    expect(inbox.since()).toBe(13);
  });

  it("waits for the backlog after a reconnect, and follows a relay that lost the room and numbers afresh", async () => {
    const keys = await deriveRoomKeys(newRoomSecret());
    const inbox = createInbox(keys);
    await inbox.welcome(welcome(5));
    expect(await inbox.welcome(welcome(9))).toEqual({ kept: null, backlogUntil: 9 });
    expect(inbox.since()).toBe(5);
    expect(await inbox.welcome(welcome(5))).toEqual({ kept: null, backlogUntil: null });
    // The relay restarted without a shared store: seq 2 is new, not old.
    expect(await inbox.welcome(welcome(1))).toEqual({ kept: null, backlogUntil: null });
    const message = chat("after the restart");
    const data = await sealMessage(keys, message);
    expect(await inbox.message({ t: "msg", seq: 2, ts: 1, id: message.id, data })).toEqual(message);
  });
});
