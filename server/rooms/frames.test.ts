import { describe, expect, it } from "vitest";
import { isRoomsPath, parseFrame, roomHash, roomIdFromPath } from "./frames.mjs";
import { CLOSE, MAX_FRAME_BYTES } from "./limits.mjs";

// The wire's client frames, exactly: what the browser's core sends is read as such, anything else is refused
// with the close code the client is told.

const member = "AbCdEfGhIjKlMnOpQrSt_-";
const id = "0123456789abcdefghijkl";
const data = "A".repeat(40);
const text = (value: unknown) => JSON.stringify(value);

describe("parseFrame", () => {
  it("reads a hello, first or resuming", () => {
    expect(parseFrame(text({ t: "hello", member, since: null }))).toEqual({
      ok: true,
      frame: { t: "hello", member, since: null },
    });
    expect(parseFrame(text({ t: "hello", member, since: 41 }))).toEqual({
      ok: true,
      frame: { t: "hello", member, since: 41 },
    });
    expect(parseFrame(Buffer.from(text({ t: "hello", member, since: 0 })))).toMatchObject({ ok: true });
  });

  it("reads a send, with keep or without", () => {
    expect(parseFrame(text({ t: "send", id, data, keep: true }))).toEqual({
      ok: true,
      frame: { t: "send", id, data, keep: true },
    });
    expect(parseFrame(text({ t: "send", id, data }))).toEqual({
      ok: true,
      frame: { t: "send", id, data, keep: false },
    });
  });

  it.each([
    ["not JSON", "{t:hello}"],
    ["JSON but no object", "[1,2]"],
    ["null", "null"],
    ["an unknown t", text({ t: "welcome", seq: 1 })],
    ["no t", text({ member, since: null })],
    ["a member of the wrong length", text({ t: "hello", member: "abc", since: null })],
    ["a member with other characters", text({ t: "hello", member: `${member.slice(0, 21)}=`, since: null })],
    ["a negative since", text({ t: "hello", member, since: -1 })],
    ["a fractional since", text({ t: "hello", member, since: 1.5 })],
    ["a since as text", text({ t: "hello", member, since: "3" })],
    ["an unsafe since", `{"t":"hello","member":"${member}","since":1e300}`],
    ["an extra field", text({ t: "hello", member, since: null, name: "Ana" })],
    ["a prototype key", `{"t":"send","id":"${id}","data":"${data}","__proto__":{"keep":true}}`],
    ["data too short to be ciphertext", text({ t: "send", id, data: "A".repeat(20) })],
    ["data that is not base64url", text({ t: "send", id, data: `${"A".repeat(40)}+/` })],
    ["data of an impossible length", text({ t: "send", id, data: "A".repeat(41) })],
    ["keep as text", text({ t: "send", id, data, keep: "true" })],
    ["a message id with a quote", text({ t: "send", id: `${id.slice(0, 21)}"`, data })],
  ])("refuses %s with 1007", (_, frame) => {
    expect(parseFrame(frame)).toMatchObject({ ok: false, code: CLOSE.BAD_FRAME });
  });

  it("refuses binary frames and bytes that are not UTF-8 with 1007", () => {
    expect(parseFrame(Buffer.from(text({ t: "hello", member, since: null })), true)).toMatchObject({
      ok: false,
      code: CLOSE.BAD_FRAME,
    });
    expect(parseFrame(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]))).toMatchObject({
      ok: false,
      code: CLOSE.BAD_FRAME,
    });
    expect(parseFrame(42)).toMatchObject({ ok: false, code: CLOSE.BAD_FRAME });
  });

  it("refuses a frame over the size limit with 1009, as text, bytes or fragments", () => {
    const big = text({ t: "send", id, data: "A".repeat(MAX_FRAME_BYTES) });
    expect(parseFrame(big)).toMatchObject({ ok: false, code: CLOSE.TOO_BIG });
    expect(parseFrame(Buffer.from(big))).toMatchObject({ ok: false, code: CLOSE.TOO_BIG });
    expect(parseFrame([Buffer.from(big.slice(0, 9000)), Buffer.from(big.slice(9000))])).toMatchObject({
      ok: false,
      code: CLOSE.TOO_BIG,
    });
    // Multi-byte characters count as their bytes.
    expect(parseFrame(`"${"é".repeat(MAX_FRAME_BYTES / 2)}"`)).toMatchObject({
      ok: false,
      code: CLOSE.TOO_BIG,
    });
  });
});

describe("room paths and hashes", () => {
  it("takes a room id only from /api/rooms/<22 base64url characters>", () => {
    expect(roomIdFromPath(`/api/rooms/${member}`)).toBe(member);
    for (const path of [
      `/api/rooms/${member}/`,
      `/api/rooms/${member}?x=1`,
      "/api/rooms/",
      `/api/room/${member}`,
      undefined,
    ]) {
      expect(roomIdFromPath(path), String(path)).toBeNull();
    }
    expect(isRoomsPath("/api/rooms/anything")).toBe(true);
    expect(isRoomsPath("/api/sync/x")).toBe(false);
  });

  it("names a room in logs by 12 hex digits of its id's SHA-256", () => {
    expect(roomHash(member)).toMatch(/^[0-9a-f]{12}$/);
    expect(roomHash(member)).toBe(roomHash(member));
    expect(roomHash(member)).not.toBe(roomHash(id));
  });
});
