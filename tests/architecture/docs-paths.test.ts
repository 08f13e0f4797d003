import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The README and the docs beside it (docs/*.md: operating, development, the code map and the rest) are where
// a newcomer starts: every file or folder they name must exist, so that moving code and not its mention fails
// here. The folder is read, so a new doc is covered without a line here. The decision records
// (docs/decisions/) are history and keep the names of their day.

const root = path.resolve(import.meta.dirname, "../..");
const LIVING_DOCS = [
  "README.md",
  ...readdirSync(path.join(root, "docs"), { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".md"))
    .map((entry) => `docs/${entry.name}`)
    .sort(),
];
/** Written by `npm run bench`, ignored by git. */
const GENERATED = new Set(["bench/results.json", "bench/results.md"]);
const MENTION = /(?<![\w/.-])((?:app|server|scripts|tests|deploy|docs|bench|public)\/[\w./+-]+)/g;

/** The project paths a document names, without trailing punctuation (a pattern stops at its first `{` or `*`). */
function mentionedPaths(text: string): string[] {
  return [...text.matchAll(MENTION)]
    .map((match) => (match[1] ?? "").replace(/[.,:;)]+$/, ""))
    .filter((mention) => !GENERATED.has(mention));
}

describe("the living docs", () => {
  it("are the README and every doc in docs/, the decision records apart", () => {
    expect(LIVING_DOCS).toContain("docs/architecture.md");
    expect(LIVING_DOCS).toContain("docs/operating.md");
    expect(LIVING_DOCS.some((doc) => doc.startsWith("docs/decisions/"))).toBe(false);
  });

  for (const doc of LIVING_DOCS) {
    it(`${doc} names only files and folders that exist`, () => {
      const mentions = mentionedPaths(readFileSync(path.join(root, doc), "utf8"));
      expect(mentions.length).toBeGreaterThan(10);
      expect(mentions.filter((mention) => !existsSync(path.join(root, mention)))).toEqual([]);
    });
  }

  it("a mention of a file that is not there is caught", () => {
    const [mention] = mentionedPaths("See `app/lib/no-such-file.ts`, then `{product}`.");
    expect(mention).toBe("app/lib/no-such-file.ts");
    expect(existsSync(path.join(root, mention ?? ""))).toBe(false);
  });
});

// Code sends its reader to the docs for the why ("docs/decisions/0023-no-tap-lost.md"): a renamed or renumbered
// record must not leave those pointers dangling.
describe("the code's pointers into the docs", () => {
  const DOC_MENTION = /docs\/[\w./-]+\.md/g;
  const sources = execFileSync("git", ["ls-files", "app", "server", "scripts", "tests", "deploy", "bench"], {
    cwd: root,
    encoding: "utf8",
  })
    .split("\n")
    .filter((file) => /\.(ts|tsx|mjs|js|css|ya?ml)$/.test(file) && existsSync(path.join(root, file)));

  it("name only docs that exist", () => {
    const dangling = sources.flatMap((file) =>
      [...readFileSync(path.join(root, file), "utf8").matchAll(DOC_MENTION)]
        .map((match) => match[0])
        .filter((doc) => !existsSync(path.join(root, doc)))
        .map((doc) => `${file}: ${doc}`),
    );
    expect(sources.length).toBeGreaterThan(100);
    expect(dangling).toEqual([]);
  });
});
