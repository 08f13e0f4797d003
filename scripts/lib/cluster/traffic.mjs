// @ts-check
// The cluster's load (scripts/cluster.mjs), through the load balancer: visitors reading pages every visitor sees
// the same, a crawler asking for titles nobody asked for (each one a TMDB call, to push the rate cap), and devices
// writing their synced lists (PUT with If-Match, as the browser does). Every request is counted in the phase it
// started in; every failure is kept with its start and end, and the requests in flight can be listed at any
// instant (the SIGKILL check).
import { randomBytes } from "node:crypto";

/** Pages every visitor sees the same: cached in Redis and in each instance's page cache once asked for. */
export const VISITOR_PAGES = [
  "/",
  "/series",
  "/explore-movies?p=1&g=popular",
  "/explore-series?p=1&g=popular",
  "/movie/1001",
  "/movie/1002",
  "/series/2001",
  "/search?q=night",
];

const REQUEST_TIMEOUT_MS = 30_000;

/**
 * @typedef {"page" | "crawl" | "sync-write"} Kind
 * @typedef {{ id: number, kind: Kind, phase: string, target: string, start: number, end: number, what: string }} Failure
 * @typedef {{ sent: number, ok: number, failed: number, busy: number, ms: number[] }} Tally
 * @typedef {{ id: string, acked: { version: number, ciphertext: string } | null, attempted: Set<string>, conflicts: number }} Device
 */

/**
 * @param {{ url: string, visitors: number, crawlers: number, devices: number }} options
 */
export function startTraffic({ url, visitors, crawlers, devices }) {
  let phase = "warm-up";
  let crawling = false;
  let running = true;
  let nextRequest = 0;
  let nextFreshTitle = 500_000;
  /** @type {Map<number, { kind: Kind, start: number }>} */
  const inFlight = new Map();
  /** @type {Failure[]} */
  const failures = [];
  /** @type {Map<string, Record<Kind, Tally>>} */
  const tallies = new Map();
  /** @type {Device[]} */
  const syncDevices = Array.from({ length: devices }, () => ({
    id: randomBytes(32).toString("base64url"),
    acked: null,
    attempted: new Set(),
    conflicts: 0,
  }));

  /** @param {string} name @param {Kind} kind */
  function tally(name, kind) {
    let byKind = tallies.get(name);
    if (!byKind) {
      const empty = () => ({ sent: 0, ok: 0, failed: 0, busy: 0, ms: [] });
      byKind = { page: empty(), crawl: empty(), "sync-write": empty() };
      tallies.set(name, byKind);
    }
    return byKind[kind];
  }

  /**
   * Sends one request and records how it went. `accept` says whether an answer counts as served.
   * @param {Kind} kind @param {string} target @param {RequestInit} init
   * @param {(response: Response) => boolean} accept
   */
  async function send(kind, target, init, accept) {
    const id = nextRequest++;
    const startedIn = phase;
    const start = performance.now();
    const counts = tally(startedIn, kind);
    counts.sent += 1;
    inFlight.set(id, { kind, start });
    /** @type {Response | null} */
    let response = null;
    let what = "";
    let body = "";
    try {
      response = await fetch(`${url}${target}`, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      body = await response.text();
      if (!accept(response)) {
        const retryAfter = response.headers.get("retry-after");
        what = `HTTP ${response.status}${retryAfter ? `, Retry-After ${retryAfter}` : ""}: ${body.slice(0, 80)}`;
      }
    } catch (error) {
      what =
        error instanceof Error
          ? `${error.name}: ${error.cause instanceof Error ? error.cause.message : error.message}`
          : String(error);
    }
    const end = performance.now();
    inFlight.delete(id);
    if (what) {
      counts.failed += 1;
      failures.push({ id, kind, phase: startedIn, target, start, end, what });
    } else {
      counts.ok += 1;
      counts.ms.push(end - start);
      if (response?.status === 503) counts.busy += 1;
    }
    return { id, response: what ? null : response, body };
  }

  async function visitor(/** @type {number} */ offset) {
    for (let i = offset; running; i++) {
      const target = VISITOR_PAGES[i % VISITOR_PAGES.length] ?? "/";
      await send("page", target, {}, (response) => response.status === 200);
    }
  }

  // A crawler's page is served when rendered, or refused: by the rate cap (503 with Retry-After) or, on a machine
  // too busy to answer the balancer's checks in time, by HAProxy (503).
  async function crawler() {
    while (running) {
      if (!crawling) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        continue;
      }
      await send(
        "crawl",
        `/movie/${nextFreshTitle++}`,
        {},
        (response) => response.status === 200 || response.status === 503,
      );
    }
  }

  /** @param {Device} device */
  async function current(device) {
    const response = await fetch(`${url}/api/sync/${device.id}`, {
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (response.status === 404) return null;
    if (response.status !== 200) throw new Error(`GET /api/sync: HTTP ${response.status}`);
    return /** @type {{ version: number, ciphertext: string }} */ (await response.json());
  }

  /** A device writing its list again and again, each write based on the version it last saw. */
  async function device(/** @type {Device} */ state, /** @type {number} */ index) {
    /** @type {number | null} */
    let version = null;
    for (let n = 1; running; n++) {
      const ciphertext = `device${index}write${n}${randomBytes(24).toString("base64url")}`;
      state.attempted.add(ciphertext);
      /** @type {Record<string, string>} */
      const precondition = version === null ? { "If-None-Match": "*" } : { "If-Match": `"${version}"` };
      const { response, body } = await send(
        "sync-write",
        `/api/sync/${state.id}`,
        {
          method: "PUT",
          headers: { "Content-Type": "application/json", ...precondition },
          body: JSON.stringify({ ciphertext }),
        },
        (answer) => answer.status === 200 || answer.status === 201 || answer.status === 412,
      );
      if (response && response.status !== 412) {
        version = /** @type {{ version: number }} */ (JSON.parse(body)).version;
        state.acked = { version, ciphertext };
      } else {
        // 412: a write whose answer was lost did land. A failure: it may have. Read where the list is now.
        if (response) state.conflicts += 1;
        try {
          version = (await current(state))?.version ?? null;
        } catch {}
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  const loops = [
    ...Array.from({ length: visitors }, (_, i) => visitor(i)),
    ...Array.from({ length: crawlers }, () => crawler()),
    ...syncDevices.map((state, i) => device(state, i)),
  ];

  return {
    /** Requests from now on are counted under this name. @param {string} name */
    setPhase(name) {
      phase = name;
    },
    /** @param {boolean} on */
    setCrawling(on) {
      crawling = on;
    },
    /** The requests in flight now, by id. */
    inFlightNow: () => new Map(inFlight),
    failures,
    tallies,
    /** Stops the load and waits for the last requests. */
    async stop() {
      running = false;
      await Promise.all(loops);
    },
    /**
     * Reads every device's list back: each must hold its last acknowledged write, or a later write of its own
     * whose answer was lost.
     */
    async checkSyncedLists() {
      let acknowledged = 0;
      /** @type {string[]} */
      const lost = [];
      for (const state of syncDevices) {
        if (!state.acked) continue;
        acknowledged += 1;
        const stored = await current(state);
        const same = stored?.version === state.acked.version && stored.ciphertext === state.acked.ciphertext;
        const later =
          stored && stored.version > state.acked.version && state.attempted.has(stored.ciphertext);
        if (!same && !later) {
          lost.push(
            `${state.id.slice(0, 8)}: acknowledged version ${state.acked.version}, read ${stored?.version ?? "nothing"}`,
          );
        }
      }
      const writes = [...tallies.values()].reduce((sum, byKind) => sum + byKind["sync-write"].ok, 0);
      const conflicts = syncDevices.reduce((sum, state) => sum + state.conflicts, 0);
      return { devices: acknowledged, acknowledgedWrites: writes - conflicts, conflicts, lost };
    },
  };
}
