// @ts-check
// Free loopback ports, one helper for the tests, the bench and the cluster: a port the system gives a probe
// listening on port 0 (then closed), and a server listening on port 0 itself (no race: it keeps the port).
import { createServer } from "node:net";

/**
 * Listens on 127.0.0.1 (port 0: any free port) and answers the port it got.
 * @param {import("node:net").Server} server an http or net server, not yet listening
 * @param {number} [port]
 * @returns {Promise<number>}
 */
export function listenOnLoopback(server, port = 0) {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      const address = server.address();
      if (typeof address === "object" && address) resolve(address.port);
      else reject(new Error("no port"));
    });
  });
}

/**
 * A port free now, for a process that only takes a port number (redis-server, PostgreSQL, a server instance).
 * @returns {Promise<number>}
 */
export async function freePort() {
  const probe = createServer();
  const port = await listenOnLoopback(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
