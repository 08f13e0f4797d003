import { expect, test } from "./support/test";

// A 10,000-row Letterboxd diary is read in the browser without freezing the page. Measured, not timed:
// a PerformanceObserver records the main thread's long tasks (over 50 ms) from the moment the file is chosen
// until its rows are counted, and the figures are printed (and attached to the report) for
// docs/performance.md. The lookups are answered at once with "not found" here: only the reading is measured.

const ROWS = 10_000;

function diary(rows: number): string {
  const lines = ["Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date"];
  for (let i = 0; i < rows; i += 1) {
    const title = i % 7 === 0 ? `"Film ${i}, ""the cut""\r\nPart ${i % 3}"` : `Film Number ${i}`;
    lines.push(
      `2024-01-${String((i % 28) + 1).padStart(2, "0")},${title},${1950 + (i % 75)},https://boxd.it/f${i},4,,,2024-02-01`,
    );
  }
  return `\ufeff${lines.join("\r\n")}\r\n`;
}

test("a 10,000-row Letterboxd diary is parsed without long main-thread tasks", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.route("**/api/match?**", async (route) => {
    const items = new URL(route.request().url()).searchParams.getAll("i");
    await route.fulfill({ json: { success: true, data: items.map(() => null) } });
  });
  await page.goto("/list");
  const text = diary(ROWS);
  // Twice: the first time includes loading the import's code (papaparse and the parsers), the second does not.
  // A control: the same file given to a bare file input that nothing listens to, to tell what choosing a file
  // costs the page by itself (Playwright hands the bytes to the renderer) from what the import costs.
  await page.evaluate(() => {
    const input = document.createElement("input");
    input.type = "file";
    input.id = "control-input";
    document.body.append(input);
  });
  for (const run of ["control, no import", "first import", "second import"]) {
    await page.evaluate(() => {
      const tasks: number[] = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      }).observe({ type: "longtask", buffered: false });
      Object.assign(window, { __longTasks: tasks });
    });
    const started = Date.now();
    const file = { name: "diary.csv", mimeType: "text/csv", buffer: Buffer.from(text) };
    const control = run.startsWith("control");
    if (control) {
      await page.locator("#control-input").setInputFiles(file);
      // Long tasks are reported a moment after they end.
      await page.waitForTimeout(500);
    } else {
      await page.getByLabel("Import list").setInputFiles(file);
      // Counted once read: the first lookups start at once, so the count may already be past 0.
      const counted = new RegExp(`^Matched \\d+ of ${ROWS.toLocaleString("en")}$`);
      await expect(page.getByText(counted)).toBeVisible({ timeout: 60_000 });
    }
    const elapsed = Date.now() - started;
    const tasks = await page.evaluate(() =>
      (window as unknown as { __longTasks: number[] }).__longTasks.slice(),
    );
    if (!control) {
      await page.getByRole("button", { name: "Cancel" }).click();
      await expect(page.getByRole("region", { name: /^Import cancelled/ })).toBeVisible();
      await page.getByRole("button", { name: "Close report" }).click();
    }

    const longest = Math.max(0, ...tasks);
    const total = tasks.reduce((sum, task) => sum + task, 0);
    const figures = `${run}: ${ROWS} rows, ${(text.length / 1024).toFixed(0)} kB read in ${elapsed} ms; long tasks: ${tasks.length}, longest ${longest.toFixed(0)} ms, total ${total.toFixed(0)} ms`;
    console.info(`import parse, ${figures}`);
    testInfo.annotations.push({ type: "figures", description: figures });
  }
});
