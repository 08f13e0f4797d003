import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { expect, test } from "@playwright/test";
import { WebSocket } from "ws";

/** The URL the server prints once it listens. */
function printedUrl(server: ChildProcess): Promise<string> {
  let output = "";
  return new Promise<string>((resolve, reject) => {
    server.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/http:\/\/127\.0\.0\.1:(\d+)/);
      if (match) resolve(match[0]);
    });
    server.once("exit", (code) => reject(new Error(`server exited early with ${code}: ${output}`)));
  });
}

// Starts its own server (port 0: any free port) to check start-up output and a clean stop on SIGTERM.
test("the server prints its URL, reads PORT and HOST, and exits cleanly on SIGTERM", async () => {
  const server: ChildProcess = spawn(process.execPath, ["server/server.mjs"], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", TMDB_API_KEY: "", TMDB_READ_TOKEN: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  try {
    const url = await printedUrl(server);
    const health = await fetch(`${url}/healthz`);
    expect(health.status).toBe(200);

    const exited = once(server, "exit");
    server.kill("SIGTERM");
    const [code] = await exited;
    expect(code).toBe(0);
  } finally {
    if (server.exitCode === null) server.kill("SIGKILL");
  }
});

// The rooms' relay as server.mjs wires it: a room socket open at SIGTERM keeps working through the drain delay,
// a new one is refused with 503, and when the delay ends the socket is closed with 1012 before the process exits 0.
test("on SIGTERM, a watch-together room socket is closed with 1012 after the drain delay, then the server exits 0", async () => {
  const server: ChildProcess = spawn(process.execPath, ["server/server.mjs"], {
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DRAIN_DELAY_MS: "1000",
      TMDB_API_KEY: "",
      TMDB_READ_TOKEN: "",
      REDIS_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  try {
    const url = await printedUrl(server);
    const roomUrl = `${url.replace("http:", "ws:")}/api/rooms/AbCdEfGhIjKlMnOpQrSt_-`;
    const socket = new WebSocket(roomUrl, { origin: url });
    const frames: string[] = [];
    socket.on("message", (data) => frames.push(String(data)));
    const closed = new Promise<number>((resolve) => socket.once("close", (code) => resolve(code)));
    await new Promise((resolve) => socket.once("open", resolve));
    socket.send(JSON.stringify({ t: "hello", member: "MemberOfTheRoom_000000", since: null }));
    await expect.poll(() => frames.length).toBe(1);
    expect(JSON.parse(frames[0] ?? "{}")).toMatchObject({ t: "welcome", seq: 0, members: 1 });

    const exited = once(server, "exit");
    const signalled = Date.now();
    server.kill("SIGTERM");
    // The signal reaches the server's event loop in its own time: once /readyz says it is draining, a new room
    // socket must be refused (one opened before that is simply a member who got in).
    await expect.poll(async () => (await fetch(`${url}/readyz`)).status).toBe(503);
    const refused = await new Promise<number>((resolve) => {
      const late = new WebSocket(roomUrl, { origin: url });
      late.once("unexpected-response", (_request, response) => resolve(response.statusCode ?? 0));
      late.once("open", () => resolve(101));
      late.once("error", () => {});
    });
    expect(refused).toBe(503);
    expect(await closed).toBe(1012);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(900);
    const [code] = await exited;
    expect(code).toBe(0);
  } finally {
    if (server.exitCode === null) server.kill("SIGKILL");
  }
});
