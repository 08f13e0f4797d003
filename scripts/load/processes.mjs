// @ts-check
// The servers a load run starts (app servers, the TMDB stub, redis-server), each on a free port, and their stop
// when the run ends or is interrupted.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** @type {import("node:child_process").ChildProcess[]} */
const children = [];
/** How often each started process said Redis did not answer the rate cap in time, by its URL. */
/** @type {Map<string, () => number>} */
const redisFallbacks = new Map();
let stopping = false;

/** A process stopAll stops too. @param {import("node:child_process").ChildProcess} child */
export function stopWithTheRun(child) {
  children.push(child);
}

/**
 * Starts a node script that prints an http://127.0.0.1:{port} URL once listening; answers that URL.
 * @param {string[]} args @param {Record<string, string>} env
 * @returns {Promise<string>}
 */
export function startProcess(args, env = {}) {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  let fallbacks = 0;
  return new Promise((resolve, reject) => {
    const onData = (/** @type {Buffer} */ chunk) => {
      output = (output + chunk.toString()).slice(-10_000);
      const match = output.match(/http:\/\/127\.0\.0\.1:\d+/);
      if (match) {
        child.stdout?.off("data", onData);
        redisFallbacks.set(match[0], () => fallbacks);
        // Keep reading (a chatty server would block on a full pipe); keep the tail for a crash report.
        child.stdout?.on("data", (/** @type {Buffer} */ more) => {
          const text = more.toString();
          fallbacks += text.match(/Redis is not answering/g)?.length ?? 0;
          output = (output + text).slice(-10_000);
        });
        resolve(match[0]);
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", (/** @type {Buffer} */ chunk) => {
      output = (output + chunk.toString()).slice(-10_000);
    });
    child.once("exit", (code) => {
      if (!stopping) console.error(`${args.join(" ")} exited with ${code}:\n${output.slice(-3000)}`);
      reject(new Error(`${args.join(" ")} exited with ${code}:\n${output}`));
    });
  });
}

/** How often the process at `url` said Redis did not answer the rate cap in time, so far. @param {string} url */
export function redisFallbacksOf(url) {
  return redisFallbacks.get(url)?.() ?? 0;
}

/** The production server on the given environment, on a free port; its URL. @param {Record<string, string>} env */
export function startApp(env) {
  return startProcess(["server/server.mjs"], {
    TMDB_API_KEY: "",
    TMDB_READ_TOKEN: "",
    ...env,
    PORT: "0",
    HOST: "127.0.0.1",
  });
}

export function stopAll() {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
}
