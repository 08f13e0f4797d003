import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { cruise, type ICruiseResult } from "dependency-cruiser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import config from "../../.dependency-cruiser.mjs";

// The project's imports flow one way (docs/architecture.md): no cycles anywhere, and in app/ no import from a
// higher layer (base: data, lib, i18n and the catalogue's contract; services: demo, catalogue, local, player;
// then components; then routes). The rules are dependency-cruiser's, in .dependency-cruiser.mjs.

const root = path.resolve(import.meta.dirname, "../..");
const FOLDERS = ["app", "server", "scripts", "tests"];
// A cruise of the whole tree takes about 3 s of CPU time, and took 15 s at a load average of 20 on these 2-CPU
// machines: past Vitest's 10 s for a hook. A limit, not a timing.
const CRUISE_TIMEOUT = 60_000;

/** dependency-cruiser's findings on the tree at baseDir, with its rules (and `~/` mapped by its tsconfig.json). */
async function cruiseTree(baseDir: string): Promise<ICruiseResult> {
  const options = config.options ?? {};
  const { output } = await cruise(
    FOLDERS.filter((folder) => baseDir === root || folder === "app"),
    {
      ...options,
      baseDir,
      tsConfig: { fileName: path.join(baseDir, "tsconfig.json") },
      ruleSet: config,
      validate: true,
    },
  );
  if (typeof output === "string") throw new Error("expected the cruise's result, not a report");
  return output;
}

/** Each finding as a reader would fix it: the rule, and the files (a cycle's files, the one importing first). */
function findings(result: ICruiseResult): string[] {
  const lines = result.summary.violations.map(({ rule, from, to, cycle }) =>
    cycle
      ? `${rule.name}: ${[from, ...cycle.map((step) => step.name)].join(" -> ")}`
      : `${rule.name}: ${from === to ? from : `${from} -> ${to}`}`,
  );
  return [...new Set(lines)].sort();
}

describe("the project's imports", () => {
  let result: ICruiseResult;
  beforeAll(async () => {
    result = await cruiseTree(root);
  }, CRUISE_TIMEOUT);

  it("read the whole tree, TypeScript included", () => {
    // A graph that lost its files or its edges (a parser that skips .ts, a `~/` left unresolved) would pass
    // every rule below.
    const sources = result.modules.filter((module) =>
      /^(app|server|scripts|tests)\/.+\.(tsx?|mjs)$/.test(module.source),
    );
    const projectImports = sources.flatMap((module) =>
      module.dependencies.filter((dependency) => /^(app|server|scripts|tests)\//.test(dependency.resolved)),
    );
    expect(sources.length).toBeGreaterThan(400);
    expect(projectImports.length).toBeGreaterThan(1000);
    expect(projectImports.filter((dependency) => dependency.module.startsWith("~/")).length).toBeGreaterThan(
      500,
    );
  });

  it("break none of the rules: no cycle, no import up a layer in app/, no file of app/ in no layer", () => {
    expect(findings(result)).toEqual([]);
  });
});

describe("the import rules", () => {
  const scratch = mkdtempSync(path.join(tmpdir(), "import-rules-"));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    writeFileSync(path.join(scratch, file), text);
  };
  write("tsconfig.json", JSON.stringify({ compilerOptions: { paths: { "~/*": ["./app/*"] } } }));
  // A cycle through a relative import, a `~/` import with its extension, and a dynamic import.
  write("app/lib/a.ts", 'import { b } from "./b";\nexport const a = b;\n');
  write("app/lib/b.ts", 'import { c } from "~/lib/c.ts";\nexport const b = c;\n');
  write("app/lib/c.ts", 'export const c = async () => (await import("./a")).a;\n');
  // Up a layer, type-only (allowed), and a style (no source file, so no layer's business).
  write(
    "app/lib/d.ts",
    'import type { Card } from "~/components/card";\nimport "../styles/x.css";\nimport { leaf } from "../misc/leaf";\nexport type D = Card | typeof leaf;\n',
  );
  write("app/styles/x.css", "a {}\n");
  // Up a layer through a re-export.
  write("app/lib/e.ts", 'export { Card } from "../components/card";\n');
  // The catalogue's contract is held to the base layer: it may not import the client beside it, which also
  // makes a cycle, through a type-only import.
  write(
    "app/catalogue/types.ts",
    'import { Card } from "~/catalogue/client";\nexport type Title = typeof Card;\n',
  );
  write(
    "app/catalogue/client.ts",
    'import type { Title } from "./types";\nexport const Card: Title | null = null;\n',
  );
  write(
    "app/components/card.tsx",
    'import { d } from "react";\nexport type Card = string;\nexport const Card = d;\n',
  );
  // Files in no layer: one that imports, one that is only imported, one alone.
  write("app/misc/uses.ts", 'import { a } from "~/lib/a";\nexport const uses = a;\n');
  write("app/misc/leaf.ts", "export const leaf = 1;\n");
  write("app/misc/alone.ts", "export const alone = 1;\n");

  let scratchFindings: string[];
  beforeAll(async () => {
    scratchFindings = findings(await cruiseTree(scratch));
  }, CRUISE_TIMEOUT);

  it("name each cycle, through static, dynamic and type-only imports, whatever the specifier's form", () => {
    expect(scratchFindings.filter((finding) => finding.startsWith("no-cycle"))).toEqual([
      "no-cycle: app/catalogue/client.ts -> app/catalogue/types.ts -> app/catalogue/client.ts",
      "no-cycle: app/lib/a.ts -> app/lib/b.ts -> app/lib/c.ts -> app/lib/a.ts",
    ]);
  });

  it("name an import from a higher layer, re-exports and the contract included, but not a type-only one", () => {
    expect(scratchFindings.filter((finding) => finding.includes("-imports-upwards"))).toEqual([
      "base-imports-upwards: app/catalogue/types.ts -> app/catalogue/client.ts",
      "base-imports-upwards: app/lib/e.ts -> app/components/card.tsx",
    ]);
  });

  it("name every file of app/ in no layer, but not a style", () => {
    expect(scratchFindings.filter((finding) => finding.includes("no-layer"))).toEqual([
      "alone-in-no-layer: app/misc/alone.ts",
      "imports-a-file-in-no-layer: app/lib/d.ts -> app/misc/leaf.ts",
      "in-no-layer: app/misc/uses.ts -> app/lib/a.ts",
    ]);
  });
});
