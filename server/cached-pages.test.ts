import { createServer, request, type Server } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { listenOnLoopback } from "../tests/support/free-port.mjs";
import { createCachedPages } from "./cached-pages.mjs";
import { toFetchRequest } from "./fetch-bridge.mjs";

// The page cache's renders are shared (by concurrent misses, or done in the background for a stale page), so a
// client that goes away must not stop one: the app gets the request without the client's signal.

let server: Server | undefined;

afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

describe("a render for the page cache", () => {
  it("goes on when the client that asked for it goes away", async () => {
    let finished: (aborted: boolean) => void = () => {};
    const abortedAtEnd = new Promise<boolean>((resolve) => {
      finished = resolve;
    });
    const answerFromCache = createCachedPages({
      maxBytes: 1024 * 1024,
      catalogueBusySeconds: () => 0,
      render: async (rendered) => {
        await new Promise((resolve) => setTimeout(resolve, 150));
        finished(rendered.signal.aborted);
        return new Response("<p>page</p>", {
          headers: { "Content-Type": "text/html", "Cache-Control": "public, s-maxage=60" },
        });
      },
    });
    server = createServer((req, res) => {
      const fetchRequest = toFetchRequest(req, res, { https: false });
      if (fetchRequest) void answerFromCache(req, res, fetchRequest, false);
    });
    const port = await listenOnLoopback(server);
    const req = request({ host: "127.0.0.1", port, path: "/page", agent: false });
    req.on("error", () => {});
    req.end();
    await new Promise((resolve) => setTimeout(resolve, 30));
    req.destroy();
    expect(await abortedAtEnd).toBe(false);
  });
});
