// @ts-check
// A throwaway PostgreSQL for the sync store's tests and `npm run load`: Debian's `postgresql` binaries
// (/usr/lib/postgresql/<major>/bin), a fresh cluster in a temporary folder, loopback only, on a free port, with
// fsync off (a machine crash may lose its data; a killed server does not). PostgreSQL refuses to run as root, so
// as root the cluster belongs to the `postgres` user. A test can freeze the postmaster and every backend
// (SIGSTOP: a hung database) or kill the postmaster (a crash: its backends then end themselves).
import { execFileSync, spawn } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./free-port.mjs";

/** The newest installed PostgreSQL's bin folder, or null when the package is not installed. */
export function postgresBinDir() {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return null;
  const majors = readdirSync(base)
    .filter((name) => /^\d+$/.test(name) && existsSync(path.join(base, name, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return majors[0] ? path.join(base, majors[0], "bin") : null;
}

/** A process's parent, from /proc/<pid>/stat ("pid (comm) state ppid ...", comm may hold spaces). */
function parentOf(/** @type {number} */ pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  } catch {
    return 0; // gone meanwhile
  }
}

/** Alive, and not a zombie waiting to be reaped (a zombie holds no shared memory). */
function isRunning(/** @type {number} */ pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
  } catch {
    return false;
  }
}

/** Who runs the cluster: ourselves, or the `postgres` user when we are root. */
function runAs() {
  if (process.getuid?.() !== 0) return {};
  const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
  const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
  return { uid, gid };
}

/**
 * @typedef {object} ThrowawayPostgres
 * @property {string} url postgres://marquee@127.0.0.1:{port}/postgres (no password: trust on loopback)
 * @property {(signal?: NodeJS.Signals) => Promise<void>} stop stops the server (SIGKILL: a crash); data kept
 * @property {() => Promise<void>} start starts it again on the same port and data
 * @property {() => void} freeze SIGSTOP to every process of the server: connections hang
 * @property {() => void} thaw
 * @property {() => Promise<void>} destroy stops it and deletes its folder
 */

/** @returns {Promise<ThrowawayPostgres>} */
export async function startThrowawayPostgres() {
  const found = postgresBinDir();
  if (!found) throw new Error("PostgreSQL is not installed (apt-get install postgresql)");
  const bin = found;
  const owner = runAs();
  const dir = mkdtempSync(path.join(os.tmpdir(), "marquee-pg-"));
  const data = path.join(dir, "data");
  if (owner.uid !== undefined && owner.gid !== undefined) chownSync(dir, owner.uid, owner.gid);
  execFileSync(
    path.join(bin, "initdb"),
    ["-D", data, "-U", "marquee", "-A", "trust", "--no-sync", "--no-instructions", "-E", "UTF8"],
    { ...owner, stdio: ["ignore", "ignore", "pipe"], cwd: dir },
  );
  const port = await freePort();
  /** @type {import("node:child_process").ChildProcess | undefined} */
  let child;

  async function start() {
    const server = spawn(
      path.join(bin, "postgres"),
      [
        ...["-D", data, "-p", String(port), "-k", dir],
        // fsync=off loses data only when the machine crashes; a killed server keeps every commit it acknowledged
        // (synchronous_commit stays on: the tests kill the server and expect committed data back).
        ...["-c", "listen_addresses=127.0.0.1", "-c", "fsync=off"],
        ...["-c", "full_page_writes=off", "-c", "max_connections=50"],
      ],
      { ...owner, cwd: dir, stdio: ["ignore", "ignore", "pipe"] },
    );
    child = server;
    await new Promise((resolve, reject) => {
      let output = "";
      const timer = setTimeout(() => reject(new Error(`PostgreSQL did not start:\n${output}`)), 20_000);
      /** @param {Buffer} chunk */
      const onData = (chunk) => {
        output += chunk.toString();
        if (output.includes("ready to accept connections")) {
          clearTimeout(timer);
          server.stderr?.off("data", onData);
          server.stderr?.resume();
          resolve(undefined);
        }
      };
      server.stderr?.on("data", onData);
      server.once("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(`PostgreSQL exited (${code}):\n${output}`));
      });
    });
  }

  /**
   * The postmaster and its children (backends, checkpointer...). Each child starts a session of its own, so
   * one signal to the postmaster's process group would not reach them: they are found through /proc.
   */
  function processes() {
    const pid = child?.pid;
    if (!pid || child?.exitCode !== null || child?.signalCode !== null) return [];
    const children = readdirSync("/proc")
      .filter((name) => /^\d+$/.test(name) && parentOf(Number(name)) === pid)
      .map(Number);
    return [pid, ...children];
  }

  /** @param {NodeJS.Signals} signal */
  function signalAll(signal) {
    for (const target of processes()) {
      try {
        process.kill(target, signal);
      } catch {}
    }
  }

  /** SIGTERM: a clean shutdown. SIGKILL: a crash of every process at once (children too, as in a machine crash). */
  async function stop(/** @type {NodeJS.Signals} */ signal = "SIGTERM") {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const all = processes();
    const exited = new Promise((resolve) => running.once("exit", resolve));
    signalAll("SIGCONT");
    if (signal === "SIGKILL") {
      for (const target of all) {
        try {
          process.kill(target, "SIGKILL");
        } catch {}
      }
    } else running.kill(signal);
    await exited;
    // The next start refuses to run while any old process still holds the cluster's shared memory.
    const giveUp = Date.now() + 10_000;
    while (all.some(isRunning) && Date.now() < giveUp)
      await new Promise((resolve) => setTimeout(resolve, 20));
  }

  await start();
  return {
    url: `postgres://marquee@127.0.0.1:${port}/postgres`,
    stop,
    start,
    freeze: () => signalAll("SIGSTOP"),
    thaw: () => signalAll("SIGCONT"),
    async destroy() {
      await stop("SIGKILL");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
