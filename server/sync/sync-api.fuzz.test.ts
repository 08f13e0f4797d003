import { randomBytes } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rawRequest, syncAppPerFile } from "./http-harness";

// Hostile input never gets a 5xx: random paths, methods, precondition headers and bodies, through the real
// pipeline on a working database. Every answer is a well-formed JSON error or success, not stored by caches.

const app = syncAppPerFile();

const validId = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((bytes) => Buffer.from(bytes).toString("base64url"));
// A few ids used over and over, so that runs hit existing records as well as unknown ones.
const knownIds = Array.from({ length: 3 }, () => randomBytes(32).toString("base64url"));
const idLike = fc.oneof(
  { arbitrary: fc.constantFrom(...knownIds), weight: 5 },
  validId,
  fc.string({ maxLength: 60 }).map(encodeURIComponent),
  fc.string({ unit: "binary", maxLength: 50 }).map(encodeURIComponent),
  validId.map((id) => `${id}/../${id}`),
  validId.map((id) => `${id}?x=${id}`),
);
const headerText = fc.string({ maxLength: 40 }).filter((text) => /^[\x20-\x7e]*$/.test(text));
const tag = fc.oneof(
  fc.constant("*"),
  fc.nat({ max: 5 }).map((n) => `"${n}"`),
  headerText,
);
/** Mostly what a client sends (nothing, create, update at some version), sometimes anything. */
const preconditions = fc.oneof(
  fc.constant({}),
  fc.constant({ "If-None-Match": "*" }),
  fc.nat({ max: 6 }).map((n) => ({ "If-Match": `"${n}"` })),
  fc.record({ "If-Match": tag, "If-None-Match": tag }, { requiredKeys: [] }),
);
const body = fc.oneof(
  {
    arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{1,50}$/).map((ciphertext) => JSON.stringify({ ciphertext })),
    weight: 5,
  },
  fc.constant(undefined),
  fc.json().map((text) => text),
  fc.string({ maxLength: 200 }),
  fc
    .record({ ciphertext: fc.oneof(fc.string(), fc.base64String(), fc.integer(), fc.constant(null)) })
    .map((value) => JSON.stringify(value)),
  fc
    .dictionary(fc.string({ maxLength: 10 }), fc.jsonValue(), { maxKeys: 3 })
    .map((value) => JSON.stringify(value)),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
);

describe("sync API under hostile input", () => {
  it("never answers 5xx, and every answer is uncacheable JSON or empty", async () => {
    const seen = new Set<number>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("GET", "HEAD", "PUT", "PUT", "PUT", "DELETE", "POST", "PATCH", "OPTIONS", "TRACE"),
        idLike,
        preconditions,
        body,
        async (method, id, precondition, payload) => {
          const headers: Record<string, string> = { "Content-Type": "application/json", ...precondition };
          const withBody =
            payload !== undefined && method !== "GET" && method !== "HEAD" && method !== "TRACE";
          const answer = await rawRequest(app.url, {
            method,
            path: `/api/sync/${id}`,
            headers,
            body: withBody ? payload : undefined,
          });
          seen.add(answer.status);
          expect(answer.status, `${method} ${id}`).toBeGreaterThanOrEqual(200);
          expect(answer.status, `${method} ${id}`).toBeLessThan(500);
          expect(answer.headers["cache-control"]).toBe("no-store");
          if (answer.body !== "") expect(() => JSON.parse(answer.body)).not.toThrow();
        },
      ),
      { numRuns: 300 },
    );
    // The runs reached the store, not only the validation in front of it.
    expect([...seen].sort()).toEqual(expect.arrayContaining([201, 400, 404, 405, 412]));
  }, 60_000);
});
