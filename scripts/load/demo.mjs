// @ts-check
// The demo part of `npm run load`: the page runs on the embedded demo catalogue (no upstream).
import { run, warmUp } from "./autocannon-run.mjs";
import { startApp } from "./processes.mjs";
import { scenarios } from "./scenarios.mjs";

/** @param {import("./autocannon-run.mjs").RunSettings} settings */
export async function demoRuns(settings) {
  /** @type {import("./autocannon-run.mjs").Row[]} */
  const rows = [];
  const demoUrl = await startApp({ API_RATE_LIMIT: "0" });
  await warmUp(demoUrl);
  for (const scenario of scenarios("demo")) rows.push(await run("demo", demoUrl, scenario, null, settings));
  return rows;
}
