// @ts-check
// A redis-server of a test's own, on a free loopback port, no persistence (Debian's redis-server package), for
// the shared cache's and the shared rate cap's tests and the cluster (scripts/cluster.mjs).
import { spawn } from "node:child_process";
import { toolInstalled } from "./tools.mjs";

export { freePort } from "./free-port.mjs";

export function redisServerInstalled() {
  return toolInstalled("redis-server");
}

/** @param {number} port @returns {Promise<import("node:child_process").ChildProcess>} */
export async function startRedis(port) {
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  await new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`redis-server did not start: ${output}`)), 10_000);
    child.stdout?.on("data", (/** @type {Buffer} */ chunk) => {
      output += chunk.toString();
      if (output.includes("Ready to accept connections")) {
        clearTimeout(timer);
        resolve(undefined);
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited (${code}): ${output}`));
    });
  });
  return child;
}

/**
 * @param {import("node:child_process").ChildProcess | undefined} child
 * @param {NodeJS.Signals} [signal]
 */
export async function stopRedis(child, signal = "SIGKILL") {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill(signal);
  await exited;
}
