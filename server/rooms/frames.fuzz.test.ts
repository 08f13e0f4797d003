import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseFrame } from "./frames.mjs";
import { CLOSE } from "./limits.mjs";

// Hostile input never throws out of the frame parser: any string, any bytes, any JSON, near-misses of the real
// frames. Each yields a frame of one of the two shapes, whose fields are what the wire allows, or a close code
// the design lists.

const base64url = (min: number, max: number) =>
  fc.uint8Array({ minLength: min, maxLength: max }).map((bytes) => Buffer.from(bytes).toString("base64url"));
const id = fc.oneof(base64url(16, 16), fc.string({ maxLength: 30 }));
const frameLike = fc.oneof(
  fc.record(
    {
      t: fc.constantFrom("hello", "send", "msg", ""),
      member: id,
      since: fc.oneof(fc.constant(null), fc.integer(), fc.double(), fc.string()),
    },
    { requiredKeys: ["t"] },
  ),
  fc.record(
    {
      t: fc.constant("send"),
      id,
      data: fc.oneof(base64url(0, 200), fc.string()),
      keep: fc.oneof(fc.boolean(), fc.jsonValue()),
    },
    { requiredKeys: ["t"] },
  ),
  fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue(), { maxKeys: 6 }),
);
const anything = fc.oneof(
  frameLike.map((value) => JSON.stringify(value)),
  fc.json(),
  fc.string({ maxLength: 300 }),
  fc.string({ unit: "binary", maxLength: 300 }),
  fc.uint8Array({ maxLength: 400 }).map((bytes) => Buffer.from(bytes)),
  fc.uint8Array({ maxLength: 400 }).map((bytes) => bytes.buffer),
  fc.array(
    fc.uint8Array({ maxLength: 50 }).map((bytes) => Buffer.from(bytes)),
    { maxLength: 4 },
  ),
  fc.anything(),
);
const CODES = new Set<number>([CLOSE.BAD_FRAME, CLOSE.TOO_BIG]);
const ID = /^[A-Za-z0-9_-]{22}$/;

describe("parseFrame under hostile input", () => {
  it("never throws, and yields a well-formed frame or a listed close code", () => {
    fc.assert(
      fc.property(anything, fc.boolean(), (raw, isBinary) => {
        const parsed = parseFrame(raw, isBinary);
        if (!parsed.ok) {
          expect(CODES.has(parsed.code)).toBe(true);
          return;
        }
        expect(isBinary).toBe(false);
        const { frame } = parsed;
        if (frame.t === "hello") {
          expect(Object.keys(frame).sort()).toEqual(["member", "since", "t"]);
          expect(frame.member).toMatch(ID);
          expect(frame.since === null || (Number.isSafeInteger(frame.since) && frame.since >= 0)).toBe(true);
        } else {
          expect(frame.t).toBe("send");
          expect(Object.keys(frame).sort()).toEqual(["data", "id", "keep", "t"]);
          expect(frame.id).toMatch(ID);
          // Safe to write back into JSON unescaped: the store does.
          expect(frame.data).toMatch(/^[A-Za-z0-9_-]{38,}$/);
          expect(typeof frame.keep).toBe("boolean");
        }
      }),
      { numRuns: 3000 },
    );
  });

  it("reads back every well-formed frame exactly", () => {
    fc.assert(
      fc.property(
        base64url(16, 16),
        fc.oneof(fc.constant(null), fc.nat()),
        base64url(28, 2000),
        fc.boolean(),
        (anyId, since, data, keep) => {
          expect(parseFrame(JSON.stringify({ t: "hello", member: anyId, since }))).toEqual({
            ok: true,
            frame: { t: "hello", member: anyId, since },
          });
          expect(parseFrame(Buffer.from(JSON.stringify({ t: "send", id: anyId, data, keep })))).toEqual({
            ok: true,
            frame: { t: "send", id: anyId, data, keep },
          });
        },
      ),
      { numRuns: 500 },
    );
  });
});
