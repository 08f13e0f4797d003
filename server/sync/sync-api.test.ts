import { randomBytes } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { syncAppPerFile } from "./http-harness";
import { MAX_BODY_BYTES } from "./sync-api.mjs";

// The sync API's contract over HTTP, through the real production pipeline on a free port, on a SQLite file.
// (sync-api.faults.test.ts: the database down or hung; sync-api.fuzz.test.ts: hostile input.)

const newId = () => randomBytes(32).toString("base64url");
const ciphertext = (size = 64) => randomBytes(size).toString("base64url");
const json = { "Content-Type": "application/json" };

const app = syncAppPerFile();
const at = (id: string) => `${app.url}/api/sync/${id}`;
const put = (id: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(at(id), {
    method: "PUT",
    headers: { ...json, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

/** Every answer, errors included: JSON (or no body), never stored by a browser or CDN. */
function expectApiHeaders(response: Response) {
  expect(response.headers.get("cache-control")).toBe("no-store");
  if (response.status !== 204 && response.status !== 304) {
    expect(response.headers.get("content-type")).toBe("application/json");
  }
}

describe("sync API: reading, creating and updating a list", () => {
  it("says 404 with the visitor's message for an id nobody wrote", async () => {
    const response = await fetch(at(newId()));
    expect(response.status).toBe(404);
    expectApiHeaders(response);
    expect(await response.json()).toEqual({ error: "not_found", message: "No synced list for this code" });
  });

  it("creates with If-None-Match: *, then serves the record with its version as a quoted ETag", async () => {
    const id = newId();
    const sealed = ciphertext();
    const created = await put(id, { ciphertext: sealed }, { "If-None-Match": "*" });
    expect(created.status).toBe(201);
    expectApiHeaders(created);
    expect(created.headers.get("etag")).toBe('"1"');
    const body = await created.json();
    expect(body).toEqual({ version: 1, updatedAt: expect.any(String) });
    expect(Math.abs(Date.parse(body.updatedAt) - Date.now())).toBeLessThan(10_000);

    const read = await fetch(at(id));
    expect(read.status).toBe(200);
    expectApiHeaders(read);
    expect(read.headers.get("etag")).toBe('"1"');
    expect(await read.json()).toEqual({ id, version: 1, updatedAt: body.updatedAt, ciphertext: sealed });
  });

  it("creates without any precondition when there is no list yet", async () => {
    const response = await put(newId(), { ciphertext: ciphertext() });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ version: 1 });
  });

  it("answers 304 with no body to a client that has the current version, 200 to one that does not", async () => {
    const id = newId();
    await put(id, { ciphertext: ciphertext() });
    for (const tag of ['"1"', 'W/"1"', '"7", "1"', "*"]) {
      const response = await fetch(at(id), { headers: { "If-None-Match": tag } });
      expect(response.status, tag).toBe(304);
      expect(response.headers.get("etag")).toBe('"1"');
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.text()).toBe("");
    }
    await put(id, { ciphertext: ciphertext() }, { "If-Match": '"1"' });
    const changed = await fetch(at(id), { headers: { "If-None-Match": '"1"' } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).toBe('"2"');
  });

  it("updates with If-Match on the current version, one version up; a stale version gets 412 and the current one", async () => {
    const id = newId();
    await put(id, { ciphertext: ciphertext() }, { "If-None-Match": "*" });
    const update = await put(id, { ciphertext: "c2" }, { "If-Match": '"1"' });
    expect(update.status).toBe(200);
    expect(update.headers.get("etag")).toBe('"2"');
    expect(await update.json()).toEqual({ version: 2, updatedAt: expect.any(String) });

    const stale = await put(id, { ciphertext: "lost" }, { "If-Match": '"1"' });
    expect(stale.status).toBe(412);
    expectApiHeaders(stale);
    expect(await stale.json()).toMatchObject({
      error: "version_conflict",
      version: 2,
      message: expect.any(String),
    });
    expect(await (await fetch(at(id))).json()).toMatchObject({ version: 2, ciphertext: "c2" });
  });

  it("refuses to create over an existing list (If-None-Match: * or no precondition): 412 with its version", async () => {
    const id = newId();
    await put(id, { ciphertext: "mine" });
    for (const headers of [{ "If-None-Match": "*" }, {}] as Record<string, string>[]) {
      const response = await put(id, { ciphertext: "theirs" }, headers);
      expect(response.status).toBe(412);
      expect(await response.json()).toMatchObject({ error: "version_conflict", version: 1 });
    }
    expect(await (await fetch(at(id))).json()).toMatchObject({ ciphertext: "mine" });
  });

  it("answers 404 to an update of a list that does not exist (deleted elsewhere, or purged)", async () => {
    const response = await put(newId(), { ciphertext: "x" }, { "If-Match": '"3"' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "not_found", message: "No synced list for this code" });
  });

  it("lets one of two devices writing on the same version win; the other gets 412, merges and wins next", async () => {
    const id = newId();
    await put(id, { ciphertext: "base" });
    const [a, b] = await Promise.all([
      put(id, { ciphertext: "from-a" }, { "If-Match": '"1"' }),
      put(id, { ciphertext: "from-b" }, { "If-Match": '"1"' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 412]);
    const loser = a.status === 412 ? a : b;
    const { version } = await loser.json();
    expect(version).toBe(2);
    const retry = await put(id, { ciphertext: "merged" }, { "If-Match": `"${version}"` });
    expect(retry.status).toBe(200);
    expect(await (await fetch(at(id))).json()).toMatchObject({ version: 3, ciphertext: "merged" });
  });

  it("answers HEAD like GET, without the body", async () => {
    const id = newId();
    await put(id, { ciphertext: ciphertext() });
    const response = await fetch(at(id), { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("etag")).toBe('"1"');
    expect(await response.text()).toBe("");
  });
});

describe("sync API: deleting", () => {
  it("deletes (204), then knows nothing of the id (404)", async () => {
    const id = newId();
    await put(id, { ciphertext: ciphertext() });
    const deleted = await fetch(at(id), { method: "DELETE" });
    expect(deleted.status).toBe(204);
    expect(deleted.headers.get("cache-control")).toBe("no-store");
    expect(await deleted.text()).toBe("");
    expect((await fetch(at(id))).status).toBe(404);
    const again = await fetch(at(id), { method: "DELETE" });
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ error: "not_found" });
  });

  it("honours If-Match: a stale version keeps the list and says 412", async () => {
    const id = newId();
    await put(id, { ciphertext: "a" });
    await put(id, { ciphertext: "b" }, { "If-Match": '"1"' });
    const stale = await fetch(at(id), { method: "DELETE", headers: { "If-Match": '"1"' } });
    expect(stale.status).toBe(412);
    expect(await stale.json()).toMatchObject({ version: 2 });
    expect((await fetch(at(id), { method: "DELETE", headers: { "If-Match": '"2"' } })).status).toBe(204);
  });
});

describe("sync API: refusing bad input with a clear 4xx", () => {
  it("refuses any id that is not 43 base64url characters: 400 bad_id", async () => {
    const valid = newId();
    const bad = [
      valid.slice(1),
      `${valid}A`,
      `${valid.slice(0, 42)}=`,
      `${valid.slice(0, 42)}+`,
      `${valid.slice(0, 40)}%41%41%41`,
      `${valid}/more`,
      "",
    ];
    for (const id of bad) {
      const response = await fetch(`${app.url}/api/sync/${id}`);
      expect(response.status, id).toBe(400);
      expectApiHeaders(response);
      expect(await response.json()).toMatchObject({
        error: "bad_id",
        message: expect.stringContaining("43"),
      });
    }
    expect((await fetch(`${app.url}/api/sync`)).status).toBe(400);
  });

  it("refuses a body that is not the expected JSON, naming what is wrong", async () => {
    const cases: [string, string][] = [
      ["not json", "bad_json"],
      ["", "bad_json"],
      ["[]", "bad_body"],
      ["null", "bad_body"],
      ['"abc"', "bad_body"],
      ['{"ciphertext":"abc","title":"Heat"}', "bad_body"],
      ['{"cipher":"abc"}', "bad_body"],
      ['{"ciphertext":42}', "bad_ciphertext"],
      ['{"ciphertext":""}', "bad_ciphertext"],
      ['{"ciphertext":"YWJj="}', "bad_ciphertext"],
      ['{"ciphertext":"a+b/c"}', "bad_ciphertext"],
    ];
    for (const [body, error] of cases) {
      const id = newId();
      const response = await put(id, body);
      expect(response.status, body).toBe(400);
      expectApiHeaders(response);
      expect(await response.json(), body).toMatchObject({ error, message: expect.any(String) });
      expect((await fetch(at(id))).status).toBe(404);
    }
  });

  it("refuses preconditions it cannot honour", async () => {
    const id = newId();
    const cases: Record<string, string>[] = [
      { "If-Match": "1" },
      { "If-Match": "*" },
      { "If-Match": 'W/"1"' },
      { "If-None-Match": '"1"' },
      { "If-Match": '"1"', "If-None-Match": "*" },
    ];
    for (const headers of cases) {
      const response = await put(id, { ciphertext: "abc" }, headers);
      expect(response.status, JSON.stringify(headers)).toBe(400);
      expect(await response.json()).toMatchObject({ error: "bad_precondition" });
    }
  });

  it("answers 405 with Allow to any other method, TRACE included", async () => {
    for (const method of ["POST", "PATCH", "OPTIONS", "TRACE", "PROPFIND"]) {
      const response = await rawMethod(method);
      expect(response.status, method).toBe(405);
      expect(response.headers.allow).toBe("GET, HEAD, PUT, DELETE");
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(JSON.parse(response.body)).toMatchObject({ error: "method_not_allowed" });
    }
  });

  it("takes a body of exactly 256 KiB", async () => {
    const wrapper = '{"ciphertext":""}'.length;
    const sealed = "A".repeat(MAX_BODY_BYTES - wrapper);
    const response = await put(newId(), { ciphertext: sealed });
    expect(response.status).toBe(201);
  });

  it("answers 413 to a larger announced body at once, without waiting for the body", async () => {
    const { rawRequest } = await import("./http-harness");
    const started = Date.now();
    // Announces 10 MB, sends 100 bytes and waits: the server must answer from the header alone.
    const response = await rawRequest(app.url, {
      method: "PUT",
      path: `/api/sync/${newId()}`,
      headers: { ...json, "Content-Length": String(10 * 1024 * 1024) },
      body: Buffer.alloc(100, 65),
    });
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toMatchObject({ error: "too_large" });
    expect(response.headers.connection).toBe("close");
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("answers 413 to a streamed body as soon as it passes 256 KiB, and stores nothing", async () => {
    const { rawRequest } = await import("./http-harness");
    const id = newId();
    const response = await rawRequest(app.url, {
      method: "PUT",
      path: `/api/sync/${id}`,
      headers: { ...json, "Transfer-Encoding": "chunked" },
      chunks: Buffer.alloc(16 * 1024, 65),
    });
    expect(response.status).toBe(413);
    expect((await fetch(at(id))).status).toBe(404);
  });
});

describe("sync API: logs", () => {
  it("never logs a ciphertext", async () => {
    const logged: unknown[] = [];
    const spies = (["log", "warn", "error", "info"] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(...args)),
    );
    try {
      const id = newId();
      const sealed = `secret${ciphertext(32)}`;
      await put(id, { ciphertext: sealed });
      await put(id, { ciphertext: sealed }, { "If-Match": '"9"' });
      await put(id, `{"ciphertext": "${sealed}", "oops": 1}`);
      await fetch(at(id));
      expect(JSON.stringify(logged)).not.toContain(sealed);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});

async function rawMethod(method: string) {
  const { rawRequest } = await import("./http-harness");
  return rawRequest(app.url, { method, path: `/api/sync/${newId()}` });
}
