// @ts-check
// The production server the bench measures, started and stopped by the bench itself on a free port.
import { spawn } from "node:child_process";
import path from "node:path";
import { BROWSER_ACCEPT_LANGUAGE } from "../lib/time-to-interactive.mjs";
import { fail } from "./fail.mjs";

/**
 * The production server exactly as `npm start` runs it, on the demo catalogue (no TMDB credential).
 * @param {string} root the repository
 * @param {number} listenPort
 */
export async function startServer(root, listenPort) {
  /** @type {NodeJS.ProcessEnv} */
  // Warnings and errors only: a line per request would bury the bench's own output.
  const env = {
    LOG_LEVEL: "warn",
    ...process.env,
    PORT: String(listenPort),
    HOST: "127.0.0.1",
    NODE_ENV: "production",
  };
  delete env.TMDB_API_KEY;
  delete env.TMDB_READ_TOKEN;
  const child = spawn(process.execPath, [path.join(root, "server/server.mjs")], {
    cwd: root,
    env,
    stdio: "inherit",
  });
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) fail(`The server exited with code ${child.exitCode}.`);
    try {
      if ((await fetch(`http://127.0.0.1:${listenPort}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGTERM");
  fail("The server did not answer /healthz within 20 s.");
  return child;
}

/**
 * A page's HTML from the server at `origin`, asked for in the measuring browser's language, so that the warm-up
 * stores the variant the browser gets (scripts/lib/time-to-interactive.mjs); anything but a 200 stops the bench.
 * @param {string} origin
 * @returns {(pagePath: string) => Promise<string>}
 */
export function htmlFetcher(origin) {
  return async (pagePath) => {
    const response = await fetch(`${origin}${pagePath}`, {
      headers: { "accept-language": BROWSER_ACCEPT_LANGUAGE },
    });
    if (response.status !== 200) throw new Error(`${pagePath} answered ${response.status}`);
    return response.text();
  };
}
