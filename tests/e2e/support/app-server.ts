import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

// A production server (`node server/server.mjs`, after the build) started by a test itself, on any free port
// (PORT=0: it prints the one it got), so specs can run several with their own environment without ports
// colliding with other runs on the machine.

export interface AppServer {
  url: string;
  pid: number;
  /**
   * What the server's JavaScript keeps, in MB: its heap and external memory right after a full garbage
   * collection. Only for a server started with `{ heapProbe: true }`.
   */
  heapAfterGcMb: () => Promise<number>;
  /** Whether the process is still running. */
  alive: () => boolean;
  /** Resolves with the exit code (null when killed by a signal) once the process ends. */
  exited: Promise<number | null>;
  /** What the server wrote to stdout and stderr, for failure messages. */
  output: () => string;
  stop: () => Promise<void>;
}

const START_TIMEOUT_MS = 30_000;
const HEAP_PROBE = fileURLToPath(new URL("../../support/heap-probe.mjs", import.meta.url));

interface StartOptions {
  /** Load tests/support/heap-probe.mjs, which `heapAfterGcMb` asks. */
  heapProbe?: boolean;
}

/**
 * The environment of a server a test starts itself: any free port on loopback, the demo catalogue unless told,
 * and no drain delay (no load balancer to wait for: the drain is tested in operating.faults.spec.ts).
 */
export function testServerEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: "0",
    HOST: "127.0.0.1",
    TMDB_API_KEY: "",
    TMDB_READ_TOKEN: "",
    DRAIN_DELAY_MS: "0",
    ...env,
  };
}

export async function startAppServer(
  env: Record<string, string>,
  { heapProbe = false }: StartOptions = {},
): Promise<AppServer> {
  const nodeOptions = heapProbe ? ["--expose-gc", "--import", HEAP_PROBE] : [];
  const child: ChildProcess = spawn(process.execPath, [...nodeOptions, "server/server.mjs"], {
    env: {
      ...process.env,
      TMDB_API_KEY: "",
      TMDB_READ_TOKEN: "",
      PLAYER_PROVIDERS: "",
      PLAYER_PROVIDERS_FILE: "",
      // No load balancer in front: stop() need not wait out the drain unless a test asks for one.
      DRAIN_DELAY_MS: "0",
      ...env,
      PORT: "0",
      HOST: "127.0.0.1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  // Keep only the tail: a fault run logs one line per failed upstream call.
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), START_TIMEOUT_MS);
    const onData = () => {
      const match = output.match(/Listening on (http:\/\/127\.0\.0\.1:\d+)/);
      if (match?.[1]) {
        clearTimeout(timer);
        child.stdout?.off("data", onData);
        resolve(match[1]);
      }
    };
    child.stdout?.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening: ${output}`));
    });
  });
  const pid = child.pid ?? -1;
  const heapProbes: ((line: RegExpMatchArray) => void)[] = [];
  if (heapProbe) {
    // By whole lines: a chunk of stdout may end in the middle of one, among the server's request log lines.
    let partial = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      const lines = (partial + chunk.toString()).split("\n");
      partial = lines.pop() ?? "";
      for (const line of lines) {
        const probe = line.match(/^heap-probe (\d+) (\d+)$/);
        if (probe) for (const answer of heapProbes.splice(0)) answer(probe);
      }
    });
  }
  const exited = new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once("exit", (code) => resolve(code));
  });

  return {
    url,
    pid,
    heapAfterGcMb: () => {
      if (!heapProbe) throw new Error("heapAfterGcMb needs a server started with { heapProbe: true }");
      return new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no heap-probe answer: ${output}`)), 10_000);
        heapProbes.push(([, heap, external]) => {
          clearTimeout(timer);
          resolve((Number(heap) + Number(external)) / 1024 / 1024);
        });
        child.kill("SIGUSR2");
      });
    },
    alive: () => child.exitCode === null && child.signalCode === null,
    exited,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
