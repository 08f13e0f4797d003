import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { RECORD_FILE, recordProblems, titleAndStatus } from "./decision-record-rules";

// A decision record is read by someone who needs to know why the code is as it is, and whether that still holds:
// each keeps one short form (title, status, date, context, decision, consequences) and says which later record
// supersedes or amends it. The README beside them indexes every one. (Tracker numbers are kept out of these, as
// of every file, by no-tracker-numbers.test.ts.)

const folder = path.resolve(import.meta.dirname, "../../docs/decisions");
const files = readdirSync(folder)
  .filter((file) => RECORD_FILE.test(file))
  .sort();
const records = new Set(files);
const readme = readFileSync(path.join(folder, "README.md"), "utf8");
const read = (file: string) => readFileSync(path.join(folder, file), "utf8");

describe("the decision records", () => {
  it("are there, numbered without gaps from 0001", () => {
    expect(files.length).toBeGreaterThan(40);
    expect(files.map((file) => file.slice(0, 4))).toEqual(
      files.map((_, i) => String(i + 1).padStart(4, "0")),
    );
  });

  for (const file of files) {
    it(`${file} keeps the form`, () => {
      expect(recordProblems(file, read(file), records)).toEqual([]);
    });

    it(`${file} is in the README's index with its title and status`, () => {
      const { title, status } = titleAndStatus(read(file));
      const row = readme.split("\n").find((line) => line.startsWith(`| [${file.slice(0, 4)}](${file}) |`));
      expect(row, `no index row links ${file}`).toBeDefined();
      const cells = (row ?? "").split(" | ").map((cell) => cell.replace(/^\|\s*|\s*\|$/g, "").trim());
      expect(cells).toEqual([`[${file.slice(0, 4)}](${file})`, title, status]);
    });
  }
});

describe("the checks themselves", () => {
  const good = [
    "# 0002. The server is plain node:http",
    "",
    "- Status: accepted, amended by [0003](0003-later.md) and [0004](0004-even-later.md)",
    "- Date: 2026-11-21",
    "",
    "## Context",
    "Why.",
    "## Decision",
    "What, like npm/cli#9846 upstream.",
    "## Consequences",
    "What follows.",
  ].join("\n");
  const known = new Set(["0001-first.md", "0002-server.md", "0003-later.md", "0004-even-later.md"]);
  const today = new Date(Date.UTC(2026, 10, 28));
  const problems = (text: string, file = "0002-server.md") => recordProblems(file, text, known, today);

  it("pass a record in the form", () => {
    expect(problems(good)).toEqual([]);
    expect(problems(good.replace(/- Status: .*/, "- Status: superseded by [0003](0003-later.md)"))).toEqual(
      [],
    );
    expect(problems(good.replace(/- Status: .*/, "- Status: accepted"))).toEqual([]);
  });

  it("catch a title that asks for a decision, or names another number", () => {
    expect(problems(good.replace("The server is plain node:http", "A decision is needed"))).toHaveLength(1);
    expect(problems(good.replace("# 0002.", "# 2."))).toHaveLength(1);
    expect(problems(good.replace("# 0002.", "# 0007."))).toHaveLength(1);
  });

  it("catch a missing or malformed status, and links to no record or to an earlier one", () => {
    expect(problems(good.replace(/- Status: .*\n/, ""))).not.toEqual([]);
    expect(problems(good.replace(/- Status: .*/, "- Status: proposed"))).toHaveLength(1);
    expect(
      problems(good.replace(/- Status: .*/, "- Status: superseded by [0009](0009-gone.md)")),
    ).toHaveLength(1);
    expect(
      problems(good.replace(/- Status: .*/, "- Status: superseded by [0001](0001-first.md)")),
    ).toHaveLength(1);
    expect(
      problems(good.replace(/- Status: .*/, "- Status: superseded by [0004](0003-later.md)")),
    ).toHaveLength(1);
  });

  it("catch a date that is not a real day up to today", () => {
    expect(problems(good.replace("2026-11-21", "2026-02-30"))).toHaveLength(1);
    expect(problems(good.replace("2026-11-21", "2027-01-01"))).toHaveLength(1);
    expect(problems(good.replace("- Date: 2026-11-21", "Date: 21 November"))).toHaveLength(1);
  });

  it("catch sections missing, out of order or added", () => {
    expect(problems(good.replace("## Consequences", "## Notes"))).toHaveLength(1);
    expect(
      problems(good.replace("## Context", "## Decision").replace("## Decision\nWhat", "## Context\nWhat")),
    ).toHaveLength(1);
    expect(problems(`${good}\n## Measured\nFigures.`)).toHaveLength(1);
  });

  it("catch a record of 600 words or more", () => {
    expect(problems(`${good}\n${"word ".repeat(600)}`)).toEqual([expect.stringMatching(/words/)]);
  });
});
