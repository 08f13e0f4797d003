// @ts-check
// The bench's report: the markdown table it prints, and bench/results.json and bench/results.md (both ignored
// by git).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { kb } from "../lib/first-load.mjs";
import { INTERACTIVE_RUNS } from "./interactive.mjs";

/**
 * @param {string} root the repository
 * @param {import("./results.mjs").BenchResults} results
 * @param {string[]} misses
 * @param {string} table markdownTable's
 */
export function writeResults(root, results, misses, table) {
  mkdirSync(path.join(root, "bench"), { recursive: true });
  writeFileSync(
    path.join(root, "bench/results.json"),
    `${JSON.stringify({ ...results, misses }, null, 2)}\n`,
  );
  writeFileSync(path.join(root, "bench/results.md"), table);
}

/** @param {import("./results.mjs").BenchResults} results @param {string[]} misses */
export function markdownTable(results, misses) {
  const { machine } = results;
  const lines = [
    `Measured ${results.date.slice(0, 10)} on ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGb} GB, Node ${machine.node}, commit ${machine.commit}; load average ${machine.loadAverageBefore.join(" / ")} before, ${machine.loadAverageAfter.join(" / ")} after. Lighthouse: median of ${results.settings.runs} run(s).`,
    "",
  ];
  for (const [preset, byPage] of Object.entries(results.lighthouse)) {
    lines.push(
      // CPU index: Lighthouse's benchmark of this machine's speed during the runs. Its simulated phone is 4x
      // slower than the machine, so the same page's TBT rises as the index falls (a busy host, a noisy neighbour).
      // TBT, own CPU: the same long tasks counted from the main thread's CPU time rather than their wall time,
      // i.e. without the moments the page waited for a core (scripts/lib/main-thread-wait.mjs).
      `| ${preset} | Perf | A11y | BP | SEO | LCP | TBT | TBT, own CPU | CLS | FCP | SI | CPU index |`,
      "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    );
    for (const page of results.pages) {
      const summary = byPage[page.name];
      if (summary) lines.push(lighthouseRow(page.path, summary));
    }
    const control = results.control?.[preset];
    if (control) lines.push(lighthouseRow("/ without scripts (control)", control));
    lines.push("");
  }
  lines.push(
    "| first load (gzip) | JS | CSS | HTML |",
    "|---|---:|---:|---:|",
    ...results.pages.flatMap((page) => {
      const size = results.firstLoad[page.name];
      if (!size) return [];
      return [
        `| ${page.path} | ${kb(size.js.gzipBytes)} kB | ${kb(size.css.gzipBytes)} kB | ${kb(size.htmlGzipBytes)} kB |`,
      ];
    }),
    "",
  );
  const interactiveRows = results.pages.flatMap((page) => {
    const result = results.interactive[page.name];
    return result ? [{ page, result }] : [];
  });
  const floor = results.interactiveFloor;
  if (interactiveRows.length > 0) {
    lines.push(
      `| phone, median of ${INTERACTIVE_RUNS} | first paint | interactive | after the paint | above the frame alone | first paint -> player request |`,
      "|---|---:|---:|---:|---:|---:|",
      ...interactiveRows.map(({ page, result }) => {
        const player = result.playerGapMs === null ? "" : seconds(result.playerGapMs);
        // The page's own time, over the floor measured in the same run (decision 0037, option 3; not budgeted).
        const above = floor ? seconds(result.gapMs - floor.gapMs) : "";
        return `| ${page.path} | ${seconds(result.firstPaintMs)} | ${seconds(result.hydratedMs)} | ${seconds(result.gapMs)} | ${above} | ${player} |`;
      }),
      ...(floor
        ? [
            `| the frame alone (a page not found; the floor, not budgeted) | ${seconds(floor.firstPaintMs)} | ${seconds(floor.hydratedMs)} | ${seconds(floor.gapMs)} | | |`,
          ]
        : []),
      "",
    );
  }
  const loadRows = Object.entries(results.load);
  if (loadRows.length > 0) {
    lines.push(
      `| server, ${results.settings.loadConnections} connections, ${results.settings.loadSeconds} s | req/s | p50 | p99 | errors |`,
      "|---|---:|---:|---:|---:|",
      ...loadRows.map(([name, r]) => {
        const page = results.pages.find((candidate) => candidate.name === name);
        return `| ${page?.path ?? name} | ${r.requestsPerSecond} | ${r.p50Ms} ms | ${r.p99Ms} ms | ${r.errors + r.non2xx} |`;
      }),
      "",
    );
  }
  lines.push(
    misses.length === 0 ? "Budget: met." : `Budget missed:\n${misses.map((miss) => `- ${miss}`).join("\n")}`,
    "",
  );
  return lines.join("\n");
}

/** @param {string} label @param {import("./lighthouse.mjs").LighthouseSummary} summary */
function lighthouseRow(label, summary) {
  const { scores: s, metrics: m } = summary;
  return `| ${label} | ${s.performance} | ${s.accessibility} | ${s["best-practices"]} | ${s.seo} | ${seconds(m.lcp)} | ${m.tbt} ms | ${summary.cpuBlockingMs} ms | ${m.cls} | ${seconds(m.fcp)} | ${seconds(m.si)} | ${summary.benchmarkIndex} |`;
}

/** @param {number | undefined} ms */
function seconds(ms) {
  return ms === undefined ? "n/a" : `${(ms / 1000).toFixed(2)} s`;
}
