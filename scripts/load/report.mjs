// @ts-check
// What `npm run load` prints: the machine, the load average and the table of runs.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import os from "node:os";

export function machine() {
  const cpuinfo = existsSync("/proc/cpuinfo") ? readFileSync("/proc/cpuinfo", "utf8") : "";
  const model = cpuinfo.match(/^model name\s*:\s*(.+)$/m)?.[1] ?? os.cpus()[0]?.model ?? "unknown";
  const nproc = spawnSync("nproc", { encoding: "utf8" }).stdout.trim() || String(os.availableParallelism());
  return { nproc, model, node: process.version };
}

export const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");

/** @param {import("./autocannon-run.mjs").Row[]} rows */
export function printTable(rows) {
  const header = [
    "catalogue",
    "page",
    "req/s",
    "p50 ms",
    "p99 ms",
    "errors",
    "non-2xx",
    "upstream/1000 views",
  ];
  const lines = rows.map((row) => [
    row.catalogue,
    row.page,
    row.reqPerSec.toFixed(0),
    row.total === 0 ? "-" : String(row.p50),
    row.total === 0 ? "-" : String(row.p99),
    String(row.errors),
    `${row.non2xx}${row.non2xx > 0 ? ` (${JSON.stringify(row.statuses)})` : ""}`,
    row.catalogue.startsWith("sync")
      ? "-"
      : row.upstreamPer1000 === null
        ? "n/a (in-process)"
        : row.upstreamPer1000.toFixed(0),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const format = (/** @type {string[]} */ cells) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  console.log(format(header));
  console.log(format(widths.map((width) => "-".repeat(width))));
  for (const line of lines) console.log(format(line));
}
