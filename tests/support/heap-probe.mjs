// Loaded into a test's app server (`node --expose-gc --import <this file>`, tests/e2e/support/app-server.ts),
// never into production: on SIGUSR2 the server collects its garbage and writes the heap that is left on stdout,
// so a memory test compares what the server keeps, not its resident size, which moves by tens of MB with
// garbage not yet collected (docs/decisions/0033-test-run-time.md).
// Without a collection the figure would be the heap with its garbage: refuse to start rather than report that.
const { gc } = globalThis;
if (typeof gc !== "function") throw new Error("tests/support/heap-probe.mjs needs node --expose-gc");

process.on("SIGUSR2", () => {
  // Twice: objects with finalizers or weak references are freed only by the second collection.
  gc();
  gc();
  const { heapUsed, external } = process.memoryUsage();
  process.stdout.write(`heap-probe ${heapUsed} ${external}\n`);
});
