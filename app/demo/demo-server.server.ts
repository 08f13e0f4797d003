// A standalone HTTP server for the demo catalogue (npm run demo-api): the TMDB API under /3/... through
// handleDemoRequest, and the generated artwork under /t/p/{size}/{file} like TMDB's image host.

import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { renderDemoImage } from "./artwork-raster.server";
import { handleDemoRequest } from "./handler.server";

export const DEFAULT_DEMO_PORT = 3999;
const HOST = "127.0.0.1";

async function serve(request: IncomingMessage, response: ServerResponse, origin: string): Promise<void> {
  const url = new URL(request.url ?? "/", origin);
  const image = url.pathname.match(/^\/t\/p\/([^/]+)\/([^/]+)$/);
  if (image) {
    const [, size = "", file = ""] = image;
    const rendered = await renderDemoImage(size, decodeURIComponent(file));
    if (!rendered) {
      response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found");
      return;
    }
    // Generated images never change for a given name: let clients keep them.
    response.writeHead(200, {
      "content-type": rendered.contentType,
      "cache-control": "public, max-age=86400",
    });
    response.end(request.method === "HEAD" ? undefined : rendered.body);
    return;
  }
  // Only what the handler may look at; hop-by-hop headers have no meaning for an in-process Request.
  const headers = new Headers();
  for (const name of ["accept", "authorization"]) {
    const value = request.headers[name];
    if (typeof value === "string") headers.set(name, value);
  }
  const answer = await handleDemoRequest(new Request(url, { method: request.method, headers }));
  response.writeHead(answer.status, Object.fromEntries(answer.headers));
  response.end(request.method === "HEAD" ? undefined : await answer.text());
}

export interface RunningDemoServer {
  server: Server;
  port: number;
  apiBaseUrl: string;
  imageBaseUrl: string;
  close(): Promise<void>;
}

/** Listens on 127.0.0.1 (port 0 picks a free port). */
export function startDemoServer(port: number = DEFAULT_DEMO_PORT): Promise<RunningDemoServer> {
  return new Promise((resolve, reject) => {
    let origin = `http://${HOST}:${port}`;
    const server = createServer((request, response) => {
      serve(request, response, origin).catch((error: unknown) => {
        console.error(error);
        if (!response.headersSent) response.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
        response.end("Internal error");
      });
    });
    server.once("error", reject);
    server.listen(port, HOST, () => {
      const actual = (server.address() as AddressInfo).port;
      origin = `http://${HOST}:${actual}`;
      resolve({
        server,
        port: actual,
        apiBaseUrl: `${origin}/3`,
        imageBaseUrl: `${origin}/t/p`,
        close: () =>
          new Promise((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            // Idle keep-alive connections would otherwise hold the server open.
            server.closeAllConnections();
          }),
      });
    });
  });
}
