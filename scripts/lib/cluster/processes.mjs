// @ts-check
// The processes of the cluster (scripts/cluster.mjs): Marquee instances, HAProxy and the fake TMDB, each a child
// process on 127.0.0.1 whose output is kept (the tail) for the report when something goes wrong.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/** How every instance is started: the Dockerfile's CMD (tests/deploy checks they are the same). */
export const INSTANCE_COMMAND = ["node", "server/server.mjs"];
/** The load balancer's configuration, the one compose.yaml mounts. */
export const HAPROXY_CONFIG = "deploy/haproxy/haproxy.cfg";

/**
 * @typedef {object} Child
 * @property {import("node:child_process").ChildProcess} process
 * @property {() => string} output the last 20 kB it wrote
 * @property {Promise<{ code: number | null, signal: NodeJS.Signals | null, at: number }>} exited
 * @property {(pattern: RegExp, timeoutMs: number) => Promise<RegExpMatchArray>} waitFor output matching
 */

/**
 * @param {string} command @param {string[]} args @param {Record<string, string>} env
 * @returns {Child}
 */
export function startChild(command, args, env) {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (/** @type {Buffer} */ chunk) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  /** @type {Child["exited"]} */
  const exited = new Promise((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal, at: performance.now() })),
  );
  return {
    process: child,
    output: () => output,
    exited,
    waitFor: (pattern, timeoutMs) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const match = output.match(pattern);
          if (!match) return;
          clearTimeout(timer);
          child.stdout?.off("data", check);
          child.stderr?.off("data", check);
          resolve(match);
        };
        const timer = setTimeout(
          () =>
            reject(
              new Error(`${command} ${args.join(" ")}: no ${pattern} after ${timeoutMs} ms:\n${output}`),
            ),
          timeoutMs,
        );
        child.stdout?.on("data", check);
        child.stderr?.on("data", check);
        exited.then(({ code }) => {
          clearTimeout(timer);
          reject(new Error(`${command} ${args.join(" ")} exited (${code}):\n${output}`));
        });
        check();
      }),
  };
}

/**
 * One Marquee instance on 127.0.0.1:port, started as the image starts it.
 * @param {number} port @param {Record<string, string>} env
 */
export async function startInstance(port, env) {
  const [command = "node", ...args] = INSTANCE_COMMAND;
  // The same program as `node` on PATH would be, without depending on PATH.
  const child = startChild(command === "node" ? process.execPath : command, args, {
    TMDB_READ_TOKEN: "",
    PLAYER_PROVIDERS: "",
    PLAYER_PROVIDERS_FILE: "",
    ...env,
    PORT: String(port),
    HOST: "127.0.0.1",
  });
  // Listening once /healthz answers (the instances log at warn: no "Listening" line to wait for).
  const giveUp = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {}
    if (Date.now() > giveUp || child.process.exitCode !== null) {
      throw new Error(`the instance on ${port} did not start:\n${child.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * HAProxy from Debian (`haproxy -db`: in the foreground), with deploy/haproxy/haproxy.cfg.
 * @param {{ listenPort: number, statsPort: number, instancePorts: number[] }} options
 */
export async function startHaproxy({ listenPort, statsPort, instancePorts }) {
  /** @type {Record<string, string>} */
  const env = { LISTEN: `127.0.0.1:${listenPort}`, STATS: `127.0.0.1:${statsPort}` };
  instancePorts.forEach((port, index) => {
    env[`APP${index + 1}`] = `127.0.0.1:${port}`;
  });
  const child = startChild("haproxy", ["-db", "-f", HAPROXY_CONFIG], env);
  const statsUrl = `http://127.0.0.1:${statsPort}/stats;csv`;
  const giveUp = Date.now() + 10_000;
  for (;;) {
    try {
      if ((await fetch(statsUrl)).ok) break;
    } catch {}
    if (Date.now() > giveUp || child.process.exitCode !== null) {
      throw new Error(`HAProxy did not start:\n${child.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    child,
    url: `http://127.0.0.1:${listenPort}`,
    /** Each server's state as HAProxy sees it: app1 -> "UP", "DOWN", "UP 1/2", "DOWN 1/3"... */
    async states() {
      const csv = await (await fetch(statsUrl)).text();
      const [header = "", ...rows] = csv.replace(/^# /, "").trim().split("\n");
      const columns = header.split(",");
      const at = (/** @type {string} */ name) => columns.indexOf(name);
      /** @type {Record<string, string>} */
      const states = {};
      for (const row of rows) {
        const cells = row.split(",");
        if (cells[at("pxname")] === "marquee" && /^app\d$/.test(cells[at("svname")] ?? "")) {
          states[cells[at("svname")] ?? ""] = cells[at("status")] ?? "";
        }
      }
      return states;
    },
  };
}

/**
 * The fake TMDB in a process of its own (tests/support/fault-upstream.mjs), so that its count of calls per
 * second is not delayed by the load the cluster script itself generates.
 * @param {{ apiKey: string, latencyMs: number }} options
 */
export async function startFakeTmdb({ apiKey, latencyMs }) {
  const child = startChild(
    process.execPath,
    ["tests/support/fault-upstream.mjs", "--port", "0", "--api-key", apiKey, "--latency", String(latencyMs)],
    {},
  );
  const [, origin = ""] = await child.waitFor(/listening at (http:\/\/127\.0\.0\.1:\d+)/, 15_000);
  return {
    child,
    baseUrl: `${origin}/ok/3`,
    /** @returns {Promise<{ requests: number, bySecond: Record<string, number> }>} */
    stats: async () => (await fetch(`${origin}/__stats`)).json(),
  };
}

/** @param {Child | undefined} child @param {NodeJS.Signals} [signal] */
export async function stopChild(child, signal = "SIGTERM") {
  if (!child || child.process.exitCode !== null || child.process.signalCode !== null) return;
  child.process.kill(signal);
  const timer = setTimeout(() => child.process.kill("SIGKILL"), 30_000);
  await child.exited;
  clearTimeout(timer);
}
