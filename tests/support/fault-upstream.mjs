// @ts-check
// A fake TMDB v3 upstream that misbehaves on purpose, for the fault-injection tests (tests/e2e/*.faults.spec.ts)
// and `npm run load`. The first path segment picks the behaviour: http://127.0.0.1:{port}/{channel}/3/{tmdb path}.
// A channel named after a mode behaves that way:
//   ok            the recorded real TMDB responses (as tmdb-stub.mjs serves them), after `latencyMs`; where
//                 ../shared/tmdb-fixtures is absent, the project's own fixtures (tests/fixtures/tmdb)
//   slow          the same, but only after `slowMs`: longer than the app's TMDB_TIMEOUT_MS
//   rate-limited  429 with Retry-After: 1, every time (so a retrying client still ends up failing)
//   server-error  500 with TMDB's error body
//   malformed     200 with a body that is not JSON
//   truncated     200 promising more bytes (Content-Length) than it sends, then the connection closes
//   dropped       the connection closes without an answer
// Any other channel takes its mode from setMode(channel, mode), so a test can break and heal one upstream;
// setMode(channel, mode, /pattern/) applies the mode to the matching TMDB paths only, the rest are "ok".
// Every request is recorded (channel, TMDB path, query), so tests can check what reached the upstream.
//
// Standalone (for the load script): node tests/support/fault-upstream.mjs --port 0 --api-key KEY --latency 50
// prints its origin; GET /__stats answers {"requests": n, "byChannel": {...}, "bySecond": {unixSecond: n}} (the
// last 10 minutes of calls per wall-clock second, for the load script's upstream rate).

import { createServer } from "node:http";
import { listenOnLoopback } from "./free-port.mjs";
import { ownFixtureFor, readOwnFixture } from "./own-fixtures.mjs";
import {
  recordedAppendsFor,
  recordedFileFor,
  recordedFixturesPresent,
  recordedReader,
  runAsCommand,
  withAppends,
} from "./tmdb-stub.mjs";

/** @typedef {"ok" | "slow" | "rate-limited" | "server-error" | "malformed" | "truncated" | "dropped"} FaultMode */

/** @type {readonly FaultMode[]} */
export const FAULT_MODES = [
  "ok",
  "slow",
  "rate-limited",
  "server-error",
  "malformed",
  "truncated",
  "dropped",
];

/** The Retry-After the rate-limited mode sends. */
export const RATE_LIMIT_RETRY_AFTER = "1";

const NOT_FOUND = {
  success: false,
  status_code: 34,
  status_message: "The resource you requested could not be found.",
};
const INVALID_KEY = { success: false, status_code: 7, status_message: "Invalid API key." };
const RATE_LIMITED = {
  success: false,
  status_code: 25,
  status_message: "Your request count is over the allowed limit.",
};
const INTERNAL_ERROR = { success: false, status_code: 11, status_message: "Internal error." };

/**
 * @typedef {{ channel: string; path: string; query: URLSearchParams }} SeenRequest
 * @typedef {{
 *   origin: string;
 *   baseUrlFor: (channel: string) => string;
 *   setMode: (channel: string, mode: FaultMode, only?: RegExp) => void;
 *   requests: SeenRequest[];
 *   count: () => number;
 *   close: () => Promise<void>;
 * }} FaultUpstream
 */

/**
 * Starts the fake upstream on 127.0.0.1 (port 0: any free port).
 * @param {{ port?: number; apiKey?: string; latencyMs?: number; slowMs?: number; record?: boolean }} [options]
 *   apiKey: requests must carry it (api_key or Bearer) or get TMDB's 401; record: false keeps counts only.
 * @returns {Promise<FaultUpstream>}
 */
export async function startFaultUpstream({
  port = 0,
  apiKey,
  latencyMs = 0,
  slowMs = 5000,
  record = true,
} = {}) {
  /** @type {Map<string, FaultMode>} */
  const modes = new Map(FAULT_MODES.map((mode) => [mode, mode]));
  /** @type {Map<string, RegExp>} */
  const onlyPaths = new Map();
  /** @type {SeenRequest[]} */
  const requests = [];
  /** @type {Map<string, number>} */
  const byChannel = new Map();
  /** @type {Map<number, number>} */
  const bySecond = new Map();
  let total = 0;
  const fixtures = recordedFixturesPresent();
  const readRecorded = recordedReader();

  /**
   * The healthy answer for a TMDB path: [status, body].
   * @param {string} tmdbPath @param {URLSearchParams} query
   * @returns {Promise<[number, string]>}
   */
  async function healthy(tmdbPath, query) {
    if (!fixtures) {
      // No recordings beside this clone: the project's own fixtures, in the same shapes (own-fixtures.mjs).
      const own = ownFixtureFor(tmdbPath, query);
      return own === null ? [404, JSON.stringify(NOT_FOUND)] : [200, await readOwnFixture(own)];
    }
    const file = recordedFileFor(tmdbPath, query);
    if (file === null) return [404, JSON.stringify(NOT_FOUND)];
    return [200, await withAppends(readRecorded, file, recordedAppendsFor(tmdbPath, query))];
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    if (url.pathname === "/__stats") {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          requests: total,
          byChannel: Object.fromEntries(byChannel),
          bySecond: Object.fromEntries(bySecond),
        }),
      );
      return;
    }
    const match = url.pathname.match(/^\/([^/]+)\/3\/(.*)$/);
    const channel = match?.[1] ?? "";
    const tmdbPath = (match?.[2] ?? "").replace(/\/+$/, "");
    total += 1;
    byChannel.set(channel, (byChannel.get(channel) ?? 0) + 1);
    const second = Math.floor(Date.now() / 1000);
    bySecond.set(second, (bySecond.get(second) ?? 0) + 1);
    bySecond.delete(second - 600);
    if (record) requests.push({ channel, path: tmdbPath, query: url.searchParams });

    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let timer;
    res.on("close", () => clearTimeout(timer));
    /** @param {number} status @param {string} body @param {Record<string, string>} [headers] */
    const send = (status, body, headers = {}) => {
      if (res.destroyed) return;
      res.writeHead(status, { "content-type": "application/json;charset=utf-8", ...headers });
      res.end(body);
    };
    /** @param {number} ms @param {() => void} then */
    const after = (ms, then) => {
      if (ms <= 0) then();
      else timer = setTimeout(then, ms);
    };

    const only = onlyPaths.get(channel);
    const mode = only && !only.test(tmdbPath) ? "ok" : modes.get(channel);
    if (!match || mode === undefined || req.method !== "GET") return send(404, JSON.stringify(NOT_FOUND));
    if (apiKey !== undefined) {
      const keyOk =
        url.searchParams.get("api_key") === apiKey || req.headers.authorization === `Bearer ${apiKey}`;
      if (!keyOk) return send(401, JSON.stringify(INVALID_KEY));
    }

    switch (mode) {
      case "ok":
      case "slow":
        healthy(tmdbPath, url.searchParams).then(
          ([status, body]) => after(mode === "slow" ? slowMs : latencyMs, () => send(status, body)),
          () => send(500, JSON.stringify(INTERNAL_ERROR)),
        );
        return;
      case "rate-limited":
        return send(429, JSON.stringify(RATE_LIMITED), { "retry-after": RATE_LIMIT_RETRY_AFTER });
      case "server-error":
        return send(500, JSON.stringify(INTERNAL_ERROR));
      case "malformed":
        return send(200, '{"page": 1, "results": [{"id": 550, "title": "Fight Club"');
      case "truncated": {
        const part = '{"page":1,"results":[{"id":550,"title":"Fight Club","overview":"An insomniac';
        res.writeHead(200, {
          "content-type": "application/json;charset=utf-8",
          "content-length": String(Buffer.byteLength(part) + 4096),
        });
        res.write(part, () => res.socket?.destroy());
        return;
      }
      case "dropped":
        req.socket.destroy();
        return;
    }
  });

  const origin = `http://127.0.0.1:${await listenOnLoopback(server, port)}`;

  return {
    origin,
    baseUrlFor: (channel) => `${origin}/${channel}/3`,
    setMode: (channel, mode, only) => {
      modes.set(channel, mode);
      if (only) onlyPaths.set(channel, only);
      else onlyPaths.delete(channel);
    },
    requests,
    count: () => total,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

runAsCommand(import.meta.url, {
  defaults: { port: 0, latencyMs: 0, record: false },
  start: startFaultUpstream,
  listening: (upstream) => `Fault upstream listening at ${upstream.origin}`,
});
