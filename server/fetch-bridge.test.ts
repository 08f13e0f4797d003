import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from "node:http";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { listenOnLoopback } from "../tests/support/free-port.mjs";
import { withEtag } from "./etag.mjs";
import { sendResponse, sendText, toFetchRequest } from "./fetch-bridge.mjs";
import { startSyncApp, type TestApp, tempSqliteFile } from "./sync/http-harness.ts";
import { closeSyncStore } from "./sync/open-store.mjs";

// The bridge between node:http and the app's Fetch handler, as app.mjs uses it: what the app is handed and what
// the client gets back, on a real socket.

type Handler = (request: Request) => Response | Promise<Response>;

let server: Server | undefined;

afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

/** A server answering as app.mjs does: the security headers first, then the app's Response through the bridge. */
async function serve(handler: Handler, { https = false } = {}): Promise<number> {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    res.setHeader("X-Request-Id", "test-id");
    res.setHeader("Content-Security-Policy", "default-src 'none'");
    const fetchRequest = toFetchRequest(req, res, { https });
    if (!fetchRequest) {
      sendText(res, 400, "Bad Request");
      return;
    }
    (async () => sendResponse(res, await withEtag(fetchRequest, await handler(fetchRequest))))().catch(() =>
      res.destroy(),
    );
  });
  return listenOnLoopback(server);
}

interface Answer {
  status: number;
  headers: IncomingMessage["headers"];
  rawHeaders: string[];
  body: string;
}

/** A raw request: any method, any target, any Host. */
function ask(
  port: number,
  {
    method = "GET",
    path = "/",
    headers = {},
  }: { method?: string; path?: string; headers?: Record<string, string> },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, method, path, headers, agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, rawHeaders: res.rawHeaders, body }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

/** A GET whose client goes away 50 ms after sending it, before any answer. */
async function askThenLeave(port: number): Promise<void> {
  const req = request({ host: "127.0.0.1", port, path: "/", agent: false });
  req.on("error", () => {});
  req.end();
  await new Promise((resolve) => setTimeout(resolve, 50));
  req.destroy();
}

/** A body that records whether it was cancelled, and never ends on its own (as a render could run on). */
function watchedBody() {
  const state = { cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      controller.enqueue(new TextEncoder().encode("<p>part</p>"));
      return new Promise((resolve) => setTimeout(resolve, 5));
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { body, state };
}

describe("the request the app is handed", () => {
  it("is GET for a HEAD, with the client's headers, and a URL on our scheme and the Host", async () => {
    const seen: Request[] = [];
    const port = await serve((request) => {
      seen.push(request);
      return new Response("ok");
    });
    await ask(port, { method: "HEAD", path: "/a?b=1", headers: { "X-Test": "yes", Host: "example.test" } });
    expect(seen[0]?.method).toBe("GET");
    expect(seen[0]?.url).toBe("http://example.test/a?b=1");
    expect(seen[0]?.headers.get("x-test")).toBe("yes");
  });

  it("is https only as we decide it, whatever an X-Forwarded-Proto says", async () => {
    const urls: string[] = [];
    const record = (request: Request) => {
      urls.push(request.url);
      return new Response("ok");
    };
    const plain = await serve(record);
    await ask(plain, { headers: { "X-Forwarded-Proto": "https", "X-Forwarded-Host": "evil.test" } });
    server?.close();
    const secure = await serve(record, { https: true });
    await ask(secure, { headers: { Host: "example.test" } });
    expect(urls[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(urls[1]).toBe("https://example.test/");
  });

  it("carries a POST body", async () => {
    const port = await serve(async (request) => new Response(`got ${await request.text()}`));
    const answer = await new Promise<string>((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, method: "POST", path: "/", agent: false }, (res) => {
        let body = "";
        res.on("data", (chunk) => {
          body += chunk;
        });
        res.on("end", () => resolve(body));
      });
      req.on("error", reject);
      req.end("hello");
    });
    expect(answer).toBe("got hello");
  });

  it("has a signal that aborts when the client goes away", async () => {
    let aborted: () => void = () => {};
    const abortedOnce = new Promise<void>((resolve) => {
      aborted = resolve;
    });
    const port = await serve(
      (request) =>
        new Promise<Response>((resolve) => {
          request.signal.addEventListener("abort", () => {
            aborted();
            resolve(new Response("too late"));
          });
        }),
    );
    await askThenLeave(port);
    await abortedOnce;
  });

  it("is refused with a 400 for a malformed Host or an absolute-form target, and the server goes on", async () => {
    const port = await serve(() => new Response("ok"));
    expect((await ask(port, { headers: { Host: "bad host" } })).status).toBe(400);
    const absolute = await ask(port, { path: "http://example.test/", headers: { Host: "example.test" } });
    expect(absolute.status).toBe(400);
    expect(absolute.body).toBe("Bad Request");
    expect((await ask(port, {})).status).toBe(200);
  });
});

describe("the response the client gets", () => {
  it("answers a HEAD with the GET's headers (ETag, Content-Length) and no body", async () => {
    const port = await serve(() =>
      Response.json({ title: "Heat" }, { headers: { "Cache-Control": "public" } }),
    );
    const get = await ask(port, { method: "GET" });
    const head = await ask(port, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(get.headers.etag).toMatch(/^W\/".+"$/);
    for (const name of ["etag", "content-length", "content-type", "cache-control"]) {
      expect(head.headers[name], name).toBe(get.headers[name]);
    }
    expect(get.body).toBe('{"title":"Heat"}');
    expect(head.body).toBe("");
  });

  it("cancels the body of a HEAD answer instead of leaving it unread", async () => {
    const { body, state } = watchedBody();
    const port = await serve(() => new Response(body, { headers: { "Content-Type": "text/html" } }));
    const head = await ask(port, { method: "HEAD" });
    expect(head.body).toBe("");
    expect(state.cancelled).toBe(true);
  });

  it("cancels the body when the client goes away while it is written", async () => {
    const { body, state } = watchedBody();
    const port = await serve(() => new Response(body));
    await new Promise<void>((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, path: "/", agent: false }, (res) => {
        res.once("data", () => {
          req.destroy();
          resolve();
        });
      });
      req.on("error", () => {});
      req.on("close", resolve);
      req.once("error", reject);
      req.end();
    });
    await expect.poll(() => state.cancelled).toBe(true);
  });

  it("cancels the body when the client went away before the answer was ready", async () => {
    const { body, state } = watchedBody();
    let gone: () => void = () => {};
    const clientGone = new Promise<void>((resolve) => {
      gone = resolve;
    });
    const port = await serve(async (request) => {
      await new Promise((resolve) => request.signal.addEventListener("abort", resolve));
      gone();
      return new Response(body);
    });
    await askThenLeave(port);
    await clientGone;
    await expect.poll(() => state.cancelled).toBe(true);
  });

  it("keeps each Set-Cookie apart", async () => {
    const port = await serve(() => {
      const headers = new Headers();
      headers.append("Set-Cookie", "a=1; Path=/; Expires=Wed, 21 Oct 2037 07:28:00 GMT");
      headers.append("Set-Cookie", "b=2; Path=/");
      return new Response("ok", { headers });
    });
    const answer = await ask(port, {});
    const cookies = answer.rawHeaders.filter(
      (_, i) => answer.rawHeaders[i - 1]?.toLowerCase() === "set-cookie",
    );
    expect(cookies).toEqual(["a=1; Path=/; Expires=Wed, 21 Oct 2037 07:28:00 GMT", "b=2; Path=/"]);
  });

  it("keeps the headers set before it, once each, with the response's own values winning", async () => {
    const port = await serve(
      () => new Response("<p>page</p>", { headers: { "Content-Security-Policy": "script-src 'self'" } }),
    );
    const answer = await ask(port, {});
    const names = answer.rawHeaders.filter((_, i) => i % 2 === 0).map((name) => name.toLowerCase());
    expect(names.filter((name) => name === "content-security-policy")).toHaveLength(1);
    expect(names.filter((name) => name === "x-request-id")).toHaveLength(1);
    expect(answer.headers["content-security-policy"]).toBe("script-src 'self'");
    expect(answer.headers["x-request-id"]).toBe("test-id");
  });
});

describe("the production pipeline (app.mjs)", () => {
  let app: TestApp | undefined;
  let sqlite: ReturnType<typeof tempSqliteFile> | undefined;
  beforeAll(async () => {
    sqlite = tempSqliteFile();
    // The HTML cache on, as in production: a request with no usable URL is refused before it is looked up.
    app = await startSyncApp({ SYNC_DB_PATH: sqlite.file, HTML_CACHE_MB: "1" });
  });
  afterAll(async () => {
    await app?.close();
    await closeSyncStore();
    sqlite?.cleanup();
  });

  it("answers a malformed Host or an absolute-form target with a 400 before the app, never a 500", async () => {
    const port = Number(new URL(app?.url ?? "").port);
    for (const method of ["GET", "HEAD", "POST"]) {
      const badHost = await ask(port, { method, path: "/", headers: { Host: "bad host" } });
      expect(badHost.status, method).toBe(400);
      expect(badHost.headers["x-content-type-options"], method).toBe("nosniff");
      const absolute = await ask(port, { method, path: "http://evil.test/", headers: { Host: "evil.test" } });
      expect(absolute.status, method).toBe(400);
    }
    expect((await ask(port, { path: "/healthz" })).status).toBe(200);
  });
});
