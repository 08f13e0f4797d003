import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  findCycles,
  layerOf,
  readImports,
  sourceFiles,
  upwardImports,
} from "../../scripts/lib/import-graph.mjs";

// The project's imports flow one way (docs/architecture.md): no cycles anywhere, and in app/ no import from a
// higher layer (base: data, lib, i18n and the catalogue's contract; services: demo, catalogue, local, player;
// then components; then routes).

const root = path.resolve(import.meta.dirname, "../..");

describe("the project's imports", () => {
  const files = sourceFiles(root, ["app", "server", "scripts", "tests"]);
  const imports = readImports(root, files);

  it("read the whole tree", () => {
    // A graph that lost its files or its edges would pass every rule below.
    expect(files.length).toBeGreaterThan(400);
    expect(imports.length).toBeGreaterThan(1000);
  });

  it("form no cycle", () => {
    expect(findCycles(imports).map((cycle) => cycle.join(" -> "))).toEqual([]);
  });

  it("leave no file of app/ outside the layers (a new top folder must be given one)", () => {
    expect(files.filter((file) => file.startsWith("app/") && layerOf(file) < 0)).toEqual([]);
  });

  it("never reach up a layer in app/", () => {
    expect(upwardImports(imports).map(({ from, to }) => `${from} -> ${to}`)).toEqual([]);
  });
});

describe("the import checks", () => {
  const scratch = mkdtempSync(path.join(tmpdir(), "import-graph-"));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    writeFileSync(path.join(scratch, file), text);
  };
  write("app/lib/a.ts", 'import { b } from "./b";\nexport const a = b;\n');
  write("app/lib/b.ts", 'import { c } from "~/lib/c.ts";\nexport const b = c;\n');
  write("app/lib/c.ts", 'export const c = async () => (await import("./a")).a;\n');
  write("app/lib/d.ts", 'import type { Card } from "~/components/card";\nimport "../styles/x.css";\n');
  write("app/lib/e.ts", 'export { Card } from "../components/card";\n');
  write(
    "app/components/card.tsx",
    'import { d } from "react";\nexport type Card = string;\nexport const Card = d;\n',
  );
  const scratchImports = readImports(scratch, sourceFiles(scratch, ["app"]));

  it("name a cycle through static and dynamic imports, whatever the specifier's form", () => {
    expect(findCycles(scratchImports)).toEqual([
      ["app/lib/a.ts", "app/lib/b.ts", "app/lib/c.ts", "app/lib/a.ts"],
    ]);
  });

  it("name an import from a higher layer, but not a type-only one", () => {
    expect(upwardImports(scratchImports).map(({ from, to }) => `${from} -> ${to}`)).toEqual([
      "app/lib/e.ts -> app/components/card.tsx",
    ]);
  });
});
