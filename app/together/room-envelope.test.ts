import { describe, expect, it } from "vitest";
import { fromBase64Url, toBase64Url } from "~/lib/base64url";
import { seal } from "~/lib/web-crypto";
import { newId } from "./member-id";
import { openMessage, sealMessage } from "./room-envelope";
import { MAX_CHAT_LENGTH, parseRoomMessage, type RoomMessage } from "./room-messages";
import { deriveRoomKeys, newRoomSecret } from "./room-secret";

const member = newId();
const base = () => ({ v: 1 as const, id: newId(), from: member, lc: 3 });
const chat = (text: string): RoomMessage => ({ ...base(), type: "chat", text });
const title = {
  kind: "series" as const,
  id: 200156,
  season: 2,
  episode: 7,
  path: "/es/watch/200156?s=2&e=7",
};

/** Seals any JSON value as a member's browser could, valid message or not. */
async function sealRaw(keys: Awaited<ReturnType<typeof deriveRoomKeys>>, value: unknown) {
  return seal(keys.key, keys.roomId, new TextEncoder().encode(JSON.stringify(value)));
}

describe("the envelope", () => {
  it("round-trips every kind of message, and the relay sees none of it", async () => {
    const keys = await deriveRoomKeys(newRoomSecret());
    const messages: RoomMessage[] = [
      { ...base(), type: "hello", name: "Ana", joined: null, quiet: false },
      { ...base(), type: "bye" },
      {
        ...base(),
        type: "state",
        title,
        playing: true,
        position: 61.5,
        host: member,
        mode: "host",
        controller: member,
        settled: { lc: 2, from: member },
        controlled: null,
        members: [{ id: member, name: "Ana", joined: 1000 }],
      },
      { ...base(), type: "command", action: "seek", position: 42 },
      { ...base(), type: "command", action: "episode", position: 0, path: title.path, title },
      { ...base(), type: "progress", position: 12.25, playing: false },
      { ...base(), type: "progress", position: null, playing: false },
      chat("See you at the credits"),
      { ...base(), type: "react", emoji: "👏" },
      { ...base(), type: "control", mode: "everyone", controller: member },
      { ...base(), type: "countdown", position: 30, seconds: 5 },
    ];
    for (const message of messages) {
      const sealed = await sealMessage(keys, message);
      expect(sealed).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(new TextDecoder().decode(fromBase64Url(sealed) ?? new Uint8Array())).not.toContain(message.type);
      expect(await openMessage(keys, sealed)).toEqual(message);
    }
  });

  it("uses a fresh IV each time", async () => {
    const keys = await deriveRoomKeys(newRoomSecret());
    const message = chat("same");
    const [one, two] = [await sealMessage(keys, message), await sealMessage(keys, message)];
    expect(one).not.toBe(two);
    expect(one.slice(0, 16)).not.toBe(two.slice(0, 16));
  });

  it("rejects tampered ciphertext, another key, another room's AAD and garbage, without throwing", async () => {
    const secret = newRoomSecret();
    const keys = await deriveRoomKeys(secret);
    const sealed = await sealMessage(keys, chat("hi"));
    const bytes = fromBase64Url(sealed) ?? new Uint8Array();
    for (const index of [0, 12, bytes.length - 1]) {
      const tampered = Uint8Array.from(bytes);
      tampered[index] = (tampered[index] ?? 0) ^ 0x40;
      expect(await openMessage(keys, toBase64Url(tampered))).toBeNull();
    }
    expect(await openMessage(await deriveRoomKeys(newRoomSecret()), sealed)).toBeNull();
    // Same key, bound to another room id: a ciphertext replayed into another room.
    const elsewhere = { ...keys, roomId: "A".repeat(22) };
    expect(await openMessage(elsewhere, sealed)).toBeNull();
    expect(await openMessage(keys, toBase64Url(bytes.slice(0, 20)))).toBeNull();
    for (const junk of ["", "!!", "A", 42, null, undefined, {}, "A".repeat(20_000)]) {
      expect(await openMessage(keys, junk)).toBeNull();
    }
  });

  it("drops well-sealed messages of the wrong shape: a hostile member's browser", async () => {
    const keys = await deriveRoomKeys(newRoomSecret());
    const bad: unknown[] = [
      null,
      [],
      "text",
      { ...chat("hi"), v: 2 },
      { ...chat("hi"), id: "short" },
      { ...chat("hi"), from: "not an id at all, nope" },
      { ...chat("hi"), lc: -1 },
      { ...chat("hi"), lc: 1.5 },
      { ...chat("hi"), lc: 2 ** 53 },
      { ...chat("hi"), type: "shout" },
      chat("x".repeat(MAX_CHAT_LENGTH + 1)),
      chat("   "),
      { ...chat(""), text: 42 },
      { ...base(), type: "hello", name: "n".repeat(41), joined: null },
      { ...base(), type: "hello", name: "\u202e\u0000 ", joined: null },
      { ...base(), type: "hello", name: "Ana", joined: "yesterday" },
      { ...base(), type: "react", emoji: "💩" },
      { ...base(), type: "react", emoji: "<img src=x>" },
      { ...base(), type: "command", action: "rewind", position: 3 },
      { ...base(), type: "command", action: "seek", position: -1 },
      { ...base(), type: "command", action: "seek", position: Number.NaN },
      { ...base(), type: "command", action: "seek", position: "10" },
      {
        ...base(),
        type: "command",
        action: "episode",
        position: 0,
        path: "https://evil.example/watch/1",
        title,
      },
      {
        ...base(),
        type: "command",
        action: "episode",
        position: 0,
        path: "//evil.example/watch/1",
        title: { ...title, path: "//evil.example/watch/1" },
      },
      {
        ...base(),
        type: "command",
        action: "episode",
        position: 0,
        path: "javascript:alert(1)",
        title: { ...title, path: "javascript:alert(1)" },
      },
      { ...base(), type: "control", mode: "anarchy", controller: member },
      { ...base(), type: "countdown", position: 3, seconds: 600 },
      { ...base(), type: "progress", position: 1, playing: "yes" },
      { ...base(), type: "state", title, playing: true, position: 1, host: member, mode: "host" },
      {
        ...base(),
        type: "state",
        title,
        playing: true,
        position: 1,
        host: member,
        mode: "host",
        controller: member,
        settled: null,
        controlled: null,
        members: Array.from({ length: 40 }, () => ({ id: newId(), name: "x", joined: 1 })),
      },
    ];
    for (const value of bad) {
      expect(await openMessage(keys, await sealRaw(keys, value))).toBeNull();
    }
    // Not JSON at all, and not UTF-8.
    expect(
      await openMessage(keys, await seal(keys.key, keys.roomId, new TextEncoder().encode("{nope"))),
    ).toBeNull();
    expect(
      await openMessage(keys, await seal(keys.key, keys.roomId, new Uint8Array([0xff, 0xfe]))),
    ).toBeNull();
  });

  it("trims and cleans what it keeps: names to one line, chat without control characters", () => {
    const hello = parseRoomMessage({ ...base(), type: "hello", name: "  Ana\n\u202eMaria ", joined: null });
    expect(hello).toMatchObject({ name: "Ana Maria", quiet: false });
    const line = parseRoomMessage({ ...chat("  two\nlines\u0007 "), extra: "dropped" });
    expect(line).toMatchObject({ text: "two\nlines" });
    expect(line).not.toHaveProperty("extra");
    expect(parseRoomMessage({ ...chat("x".repeat(MAX_CHAT_LENGTH)) })).not.toBeNull();
  });
});
