import { mkdtempSync, rmSync } from "node:fs";
import { createServer, request } from "node:http";
import os from "node:os";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll } from "vitest";
import { listenOnLoopback } from "../../tests/support/free-port.mjs";
import { createAppListener, MAX_HEADER_BYTES } from "../app.mjs";
import { readServerEnv } from "../server-env.mjs";
import { closeSyncStore } from "./open-store.mjs";

// The production pipeline (server/app.mjs: security headers, compression, static files, the API rate limit)
// on a free port, for the sync API's HTTP tests. No app build is needed: sync requests never reach React
// Router, and a request that did would fail loudly on the empty build.

const EMPTY_BUILD = { entry: { module: {} } } as unknown as ServerBuild;

export interface TestApp {
  url: string;
  close(): Promise<void>;
}

export async function startSyncApp(env: Record<string, string>): Promise<TestApp> {
  const clientDir = mkdtempSync(path.join(os.tmpdir(), "marquee-client-"));
  const server = createServer(
    { maxHeaderSize: MAX_HEADER_BYTES },
    createAppListener({
      build: EMPTY_BUILD,
      clientDir,
      env: readServerEnv({ API_RATE_LIMIT: "0", HTML_CACHE_MB: "0", ...env }),
    }),
  );
  const port = await listenOnLoopback(server);
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(clientDir, { recursive: true, force: true });
    },
  };
}

export function tempSqliteFile(): { file: string; cleanup: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "marquee-sync-api-"));
  return {
    file: path.join(dir, "sync.sqlite"),
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * One sync app on a throwaway SQLite file for a whole test file: started before its tests, stopped after them
 * (the shared store closed, the file removed). Call it at the top of the file; `url` is there once it runs.
 */
export function syncAppPerFile(): { readonly url: string } {
  let app: TestApp | undefined;
  let sqlite: ReturnType<typeof tempSqliteFile> | undefined;
  beforeAll(async () => {
    sqlite = tempSqliteFile();
    app = await startSyncApp({ SYNC_DB_PATH: sqlite.file });
  });
  afterAll(async () => {
    await app?.close();
    await closeSyncStore();
    sqlite?.cleanup();
  });
  return {
    get url() {
      if (!app) throw new Error("The sync app starts in beforeAll: read its url in a test");
      return app.url;
    },
  };
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A request through node:http, for what fetch cannot send: any method (TRACE), any path, a body that is
 * announced larger than it is, or streamed in chunks until the server answers.
 */
export function rawRequest(
  url: string,
  options: {
    method: string;
    path: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    chunks?: Buffer;
  },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        method: options.method,
        path: options.path,
        // A body goes out with its length, as any client sends it (DELETE has no chunked framing by default).
        headers:
          options.body === undefined
            ? options.headers
            : { "Content-Length": String(Buffer.byteLength(options.body)), ...options.headers },
        // A connection per request: a server may close one after answering before it read the whole body.
        agent: false,
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          body += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    if (options.chunks) {
      // Keep sending the same chunk until the server has answered (or 4 MB went out).
      const chunk = options.chunks;
      let sent = 0;
      const pump = () => {
        while (sent < 4 * 1024 * 1024 && !req.destroyed) {
          sent += chunk.byteLength;
          if (!req.write(chunk)) return void req.once("drain", pump);
        }
        req.end();
      };
      req.on("response", () => {
        sent = Number.POSITIVE_INFINITY;
      });
      pump();
      return;
    }
    req.end(options.body);
  });
}
