// @ts-check
// The stub part of `npm run load`: the page runs against the TMDB stub with injected latency, counting the
// upstream calls.
import { run, warmUp } from "./autocannon-run.mjs";
import { startApp } from "./processes.mjs";
import { scenarios } from "./scenarios.mjs";
import { startStub, stubEnv } from "./stub-upstream.mjs";

/** @param {import("./autocannon-run.mjs").RunSettings & { stubLatencyMs: number }} settings */
export async function stubRuns(settings) {
  /** @type {import("./autocannon-run.mjs").Row[]} */
  const rows = [];
  const stubOrigin = await startStub(settings.stubLatencyMs);
  const stubAppUrl = await startApp(stubEnv(stubOrigin));
  await warmUp(stubAppUrl);
  for (const scenario of scenarios("stub"))
    rows.push(await run(`stub +${settings.stubLatencyMs} ms`, stubAppUrl, scenario, stubOrigin, settings));
  return rows;
}
