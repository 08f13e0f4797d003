import { readFileSync } from "node:fs";
import { LANGUAGES, pathInLanguage } from "../../app/i18n/languages";
import { expect, test } from "./support/test";

// The import from other services in the six other languages: what the import says before, during and after, and
// for a bad file, comes from the language's catalogue, never English; Arabic pages fit 360 px throughout (the
// screenshots of the same states are in import-history.spec.ts).

const NON_ENGLISH = LANGUAGES.filter((language) => language.code !== "en");
const catalogue = (code: string) =>
  JSON.parse(readFileSync(`app/i18n/messages/${code}.json`, "utf8")) as Record<string, string>;
const ENGLISH = catalogue("en");

/** A message as a whole-string pattern: the values given in place, any other placeholder as some text. */
function message(messages: Record<string, string>, key: string, values: Record<string, string> = {}): RegExp {
  const text = messages[key];
  if (text === undefined) throw new Error(`no message ${key}`);
  const literal = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const pattern = text
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (name === undefined) return literal(part);
      return name in values ? literal(values[name] ?? "") : ".+?";
    })
    .join("");
  return new RegExp(`^${pattern}$`, "u");
}

/** The English import messages (their words, placeholders aside), none of which may show in another language. */
const ENGLISH_IMPORT = Object.entries(ENGLISH)
  .filter(([key]) => key.startsWith("list.import.") || key.startsWith("list.export."))
  .map(([key]) => key);

const csv = [
  "Date,Name,Year,Letterboxd URI",
  "2024-01-01,Echoes of the Deep,2012,https://boxd.it/y",
  ...Array.from({ length: 25 }, (_, i) => `2024-01-01,Missing Film ${i},2000,https://boxd.it/x${i}`),
].join("\n");

for (const language of NON_ENGLISH) {
  test(`the import speaks ${language.name}`, async ({ page }) => {
    const messages = catalogue(language.code);
    if (language.dir === "rtl") await page.setViewportSize({ width: 360, height: 780 });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let batches = 0;
    await page.route("**/api/match?**", async (route) => {
      batches += 1;
      if (batches === 2) await held;
      await route.continue();
    });
    await page.goto(pathInLanguage("/list", language));
    const area = page.locator(".list-transfer");
    await expect(area.locator(".list-import-accepts")).toHaveText(message(messages, "list.import.accepts"));
    const input = area.locator('input[type="file"]');

    await input.setInputFiles({ name: "junk.csv", mimeType: "text/csv", buffer: Buffer.from("a,b\n1,2\n") });
    await expect(area.getByRole("status")).toHaveText(
      message(messages, "list.import.problem.unknown_format"),
    );

    await input.setInputFiles({ name: "watchlist.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await expect(page.locator(".import-progress")).toHaveAttribute("value", "25");
    await expect(area.locator("#import-progress-label")).toHaveText(
      message(messages, "list.import.matching", { source: "Letterboxd" }),
    );
    await expect(area.locator(".import-status-count")).toHaveText(message(messages, "list.import.progress"));
    await expect(area.getByRole("button", { name: messages["list.import.cancel"] })).toBeVisible();
    const texts = () => area.locator("p, li, h2, summary, button, label").allTextContents();
    const shownWhileMatching = await texts();

    release();
    const report = page.getByRole("region", {
      name: message(messages, "list.import.finished", { source: "Letterboxd" }),
    });
    await expect(report).toBeVisible();
    await expect(report.locator(".import-report-counts li")).toHaveText([
      message(messages, "list.import.added"),
      message(messages, "list.import.already"),
      message(messages, "list.import.notFound"),
    ]);
    await report.locator(".import-not-found summary").click();
    await expect(report.locator(".import-not-found summary")).toHaveText(
      messages["list.import.notFoundList"] ?? "",
    );
    await expect(
      report.getByRole("button", { name: messages["list.import.downloadNotFound"] }),
    ).toBeVisible();
    await expect(report.getByRole("button", { name: messages["list.import.dismiss"] })).toBeVisible();

    // No English import message anywhere in the area, during or after (a message the language writes as English
    // does is the catalogue test's concern).
    const shown = [...shownWhileMatching, ...(await texts())].map((line) => line.trim());
    const english = ENGLISH_IMPORT.filter((key) => messages[key] !== ENGLISH[key]).flatMap((key) =>
      shown.filter((line) => line && message(ENGLISH, key).test(line)).map((line) => `${key}: ${line}`),
    );
    expect(english).toEqual([]);
    if (language.dir === "rtl") {
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBe(0);
    }
  });
}
