// @ts-check
// A local stand-in for the TMDB v3 API that answers with the recorded real responses in
// ../shared/tmdb-fixtures/recorded (not copied into the project). Used by the contract tests and, run
// standalone, by the e2e tests:  node tests/support/tmdb-stub.mjs --port 4180 --api-key KEY

import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { listenOnLoopback } from "./free-port.mjs";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Where the recorded TMDB responses live. */
export const recordedFixturesDir = path.resolve(repoRoot, "../shared/tmdb-fixtures/recorded");

export function recordedFixturesPresent() {
  return existsSync(recordedFixturesDir);
}

/** Reads a recorded response file by name, each file from disk once. */
export function recordedReader() {
  /** @type {Map<string, string>} */
  const files = new Map();
  /** @param {string} file */
  return async (file) => {
    let body = files.get(file);
    if (body === undefined) {
      body = await readFile(path.join(recordedFixturesDir, file), "utf8");
      files.set(file, body);
    }
    return body;
  };
}

const NOT_FOUND = {
  success: false,
  status_code: 34,
  status_message: "The resource you requested could not be found.",
};
const INVALID_KEY = {
  success: false,
  status_code: 7,
  status_message: "Invalid API key: You must be granted a valid key.",
};

/**
 * Route table: a pattern over the path after /3/ and the recorded file that answers it.
 * `withAppend` is used instead when the request has append_to_response. `appendable` names sub-resources
 * recorded on their own: asked for in append_to_response, each is added to the answer under its name, as
 * TMDB does (there is no recording of a person with appended credits).
 * @type {Array<{ pattern: RegExp; file: string; withAppend?: string; appendable?: Record<string, string> }>}
 */
const ROUTES = [
  { pattern: /^trending\/movie\/(day|week)$/, file: "trending/movies.json" },
  { pattern: /^trending\/tv\/(day|week)$/, file: "trending/tv.json" },
  { pattern: /^trending\/all\/(day|week)$/, file: "trending/all.json" },
  { pattern: /^movie\/popular$/, file: "movie_lists/popular.json" },
  { pattern: /^movie\/top_rated$/, file: "movie_lists/top_rated.json" },
  { pattern: /^movie\/upcoming$/, file: "movie_lists/upcoming.json" },
  { pattern: /^movie\/now_playing$/, file: "movie_lists/now_playing.json" },
  { pattern: /^tv\/popular$/, file: "tv_series_lists/popular.json" },
  { pattern: /^tv\/top_rated$/, file: "tv_series_lists/top_rated.json" },
  // No recording of airing_today; on_the_air has the same shape.
  { pattern: /^tv\/(on_the_air|airing_today)$/, file: "tv_series_lists/on_the_air.json" },
  { pattern: /^discover\/movie$/, file: "discover/movies.json" },
  { pattern: /^discover\/tv$/, file: "discover/tv.json" },
  { pattern: /^search\/multi$/, file: "search/multi.json" },
  {
    pattern: /^movie\/\d+$/,
    file: "movies/details.json",
    withAppend: "movies/details_with_append_to_response.json",
  },
  { pattern: /^movie\/\d+\/similar$/, file: "movies/similar.json" },
  { pattern: /^movie\/\d+\/recommendations$/, file: "movies/recommendations.json" },
  { pattern: /^movie\/\d+\/videos$/, file: "movies/videos.json" },
  { pattern: /^movie\/\d+\/credits$/, file: "movies/credits.json" },
  { pattern: /^movie\/\d+\/watch\/providers$/, file: "movies/watch_providers.json" },
  {
    pattern: /^tv\/\d+$/,
    file: "tv_series/details.json",
    withAppend: "tv_series/details_with_append_to_response.json",
  },
  { pattern: /^tv\/\d+\/similar$/, file: "tv_series/similar.json" },
  { pattern: /^tv\/\d+\/recommendations$/, file: "tv_series/recommendations.json" },
  { pattern: /^tv\/\d+\/videos$/, file: "tv_series/videos.json" },
  { pattern: /^tv\/\d+\/credits$/, file: "tv_series/credits.json" },
  { pattern: /^tv\/\d+\/watch\/providers$/, file: "tv_series/watch_providers.json" },
  { pattern: /^tv\/\d+\/season\/\d+$/, file: "tv_seasons/details.json" },
  { pattern: /^genre\/movie\/list$/, file: "genres/movie_list.json" },
  { pattern: /^genre\/tv\/list$/, file: "genres/tv_list.json" },
  { pattern: /^person\/popular$/, file: "people_lists/popular.json" },
  {
    pattern: /^person\/\d+$/,
    file: "people/details.json",
    appendable: {
      combined_credits: "people/combined_credits.json",
      movie_credits: "people/movie_credits.json",
      tv_credits: "people/tv_credits.json",
    },
  },
  { pattern: /^person\/\d+\/tv_credits$/, file: "people/tv_credits.json" },
  { pattern: /^person\/\d+\/movie_credits$/, file: "people/movie_credits.json" },
  { pattern: /^person\/\d+\/combined_credits$/, file: "people/combined_credits.json" },
  { pattern: /^configuration$/, file: "configuration/details.json" },
];

/**
 * The recorded file answering a TMDB path (without the /3/ prefix), or null when none does.
 * @param {string} tmdbPath e.g. "movie/550"
 * @param {URLSearchParams} params
 * @returns {string | null}
 */
export function recordedFileFor(tmdbPath, params) {
  const route = ROUTES.find((candidate) => candidate.pattern.test(tmdbPath));
  if (!route) return null;
  return route.withAppend && params.has("append_to_response") ? route.withAppend : route.file;
}

/**
 * The recorded sub-resources to add to the answer of a TMDB path, from its append_to_response.
 * @param {string} tmdbPath
 * @param {URLSearchParams} params
 * @returns {Array<[name: string, file: string]>}
 */
export function recordedAppendsFor(tmdbPath, params) {
  const appendable = ROUTES.find((candidate) => candidate.pattern.test(tmdbPath))?.appendable ?? {};
  const asked = (params.get("append_to_response") ?? "").split(",").map((name) => name.trim());
  return Object.entries(appendable).filter(([name]) => asked.includes(name));
}

/**
 * @typedef {{ method: string; url: string; authorization: string | null }} SeenRequest
 * @typedef {{ baseUrl: string; requests: SeenRequest[]; close: () => Promise<void> }} TmdbStub
 */

/**
 * Starts the stub on 127.0.0.1. With `apiKey`, requests must carry it (api_key query or Bearer header) or get
 * TMDB's 401. Unknown paths get TMDB's 404 body.
 * @param {{ port?: number; apiKey?: string; latencyMs?: number }} [options]
 * @returns {Promise<TmdbStub>}
 */
export async function startTmdbStub({ port = 0, apiKey, latencyMs = 0 } = {}) {
  if (!recordedFixturesPresent()) {
    throw new Error(
      `Recorded TMDB fixtures not found at ${recordedFixturesDir}; the TMDB stub needs ../shared/tmdb-fixtures/recorded.`,
    );
  }
  /** @type {SeenRequest[]} */
  const requests = [];
  const readRecorded = recordedReader();

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const authorization = req.headers.authorization ?? null;
    requests.push({ method: req.method ?? "GET", url: `${url.pathname}${url.search}`, authorization });

    /** @param {number} status @param {string} body */
    const send = (status, body) => {
      setTimeout(() => {
        res.writeHead(status, { "content-type": "application/json;charset=utf-8" });
        res.end(body);
      }, latencyMs);
    };

    if (apiKey !== undefined) {
      const keyOk = url.searchParams.get("api_key") === apiKey || authorization === `Bearer ${apiKey}`;
      if (!keyOk) return send(401, JSON.stringify(INVALID_KEY));
    }
    const tmdbPath = url.pathname.startsWith("/3/") ? url.pathname.slice(3).replace(/\/+$/, "") : null;
    const file =
      req.method === "GET" && tmdbPath !== null ? recordedFileFor(tmdbPath, url.searchParams) : null;
    if (file === null) return send(404, JSON.stringify(NOT_FOUND));
    const appends = tmdbPath === null ? [] : recordedAppendsFor(tmdbPath, url.searchParams);
    withAppends(readRecorded, file, appends).then(
      (body) => send(200, body),
      () => send(500, JSON.stringify({ success: false, status_code: 11, status_message: "Internal error." })),
    );
  });

  const boundPort = await listenOnLoopback(server, port);

  return {
    baseUrl: `http://127.0.0.1:${boundPort}/3`,
    requests,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/**
 * A recorded answer with recorded sub-resources added under their names (without their own id, as TMDB
 * appends them).
 * @param {(file: string) => Promise<string>} readRecorded
 * @param {string} file
 * @param {Array<[string, string]>} appends
 * @returns {Promise<string>}
 */
export async function withAppends(readRecorded, file, appends) {
  const body = await readRecorded(file);
  if (appends.length === 0) return body;
  const answer = JSON.parse(body);
  for (const [name, partFile] of appends) {
    const { id: _id, ...part } = JSON.parse(await readRecorded(partFile));
    answer[name] = part;
  }
  return JSON.stringify(answer);
}

/**
 * The command line both fake TMDBs share (this one and fault-upstream.mjs), run when the script is the one
 * node started: `--port N --api-key KEY --latency MS`. With `missingFixtures` it needs the recorded fixtures (and
 * says so when they are absent); it says where it listens,
 * and stops cleanly on SIGTERM or SIGINT.
 * @template {{ close(): Promise<unknown> }} Server
 * @param {string} moduleUrl the script's import.meta.url
 * @param {{
 *   defaults: { port: number; latencyMs: number; record?: boolean };
 *   missingFixtures?: string;
 *   start: (options: { port: number; apiKey?: string; latencyMs: number; record?: boolean }) => Promise<Server>;
 *   listening: (server: Server) => string;
 * }} command
 */
export function runAsCommand(moduleUrl, command) {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(path.resolve(process.argv[1])).href) return;
  const main = async () => {
    if (command.missingFixtures && !recordedFixturesPresent()) {
      console.error(command.missingFixtures);
      process.exit(1);
    }
    const { values } = parseArgs({
      args: process.argv.slice(2),
      options: { port: { type: "string" }, "api-key": { type: "string" }, latency: { type: "string" } },
      strict: false,
    });
    const text = (/** @type {unknown} */ value) => (typeof value === "string" ? value : undefined);
    const port = text(values.port);
    const latency = text(values.latency);
    const server = await command.start({
      ...command.defaults,
      ...(port === undefined ? {} : { port: Number(port) }),
      ...(latency === undefined ? {} : { latencyMs: Number(latency) }),
      apiKey: text(values["api-key"]),
    });
    console.log(command.listening(server));
    const stop = () => {
      server.close().finally(() => process.exit(0));
    };
    process.once("SIGTERM", stop);
    process.once("SIGINT", stop);
  };
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

runAsCommand(import.meta.url, {
  defaults: { port: 4180, latencyMs: 0 },
  missingFixtures: `Recorded TMDB fixtures not found at ${recordedFixturesDir}; cannot start the TMDB stub.`,
  start: startTmdbStub,
  listening: (stub) => `TMDB stub listening at ${stub.baseUrl}`,
});
