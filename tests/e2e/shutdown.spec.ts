import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { expect, test } from "@playwright/test";

// Starts its own server (port 0: any free port) to check start-up output and a clean stop on SIGTERM.
test("the server prints its URL, reads PORT and HOST, and exits cleanly on SIGTERM", async () => {
  const server: ChildProcess = spawn(process.execPath, ["server/server.mjs"], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", TMDB_API_KEY: "", TMDB_READ_TOKEN: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  try {
    let output = "";
    const url = await new Promise<string>((resolve, reject) => {
      server.stdout?.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        const match = output.match(/http:\/\/127\.0\.0\.1:(\d+)/);
        if (match) resolve(match[0]);
      });
      server.once("exit", (code) => reject(new Error(`server exited early with ${code}: ${output}`)));
    });
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
