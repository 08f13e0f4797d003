import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Two exported types of one name are two ideas a reader, an editor's auto-import and a search all confuse: the one
// imported is whichever came first. Every type or interface that a module of app/ or server/ declares and exports
// has a name no other module's exported type has. A re-export of an imported type is the same type, not a clash.

const root = path.resolve(import.meta.dirname, "../..");
const SOURCE = /\.(ts|tsx|mts)$/;
/** React Router's generated route types, which name every route's types alike by design. */
const SKIPPED_DIRS = new Set(["node_modules", "+types", ".react-router", "build"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

const DECLARATION = /^(export\s+)?(?:declare\s+)?(?:type|interface)\s+([A-Za-z_$][\w$]*)/gm;
/** `export { ... }` or `export type { ... }` with no `from`: a module exporting names it has in scope. */
const LOCAL_EXPORT = /^export\s+(type\s+)?\{([^}]*)\}(?!\s*from)/gm;

/**
 * The type names a module declares and exports: `export type A = ...`, `export interface B`, and `export { type C }`
 * or `export type { C }` of a type declared in the same module (not one it imported or re-exports from another).
 * Read with regular expressions: the TypeScript here (7, native) has no JavaScript compiler API to parse with.
 */
function exportedTypeNames(text: string): string[] {
  const declared = new Set<string>();
  const names: string[] = [];
  for (const [, exported, name = ""] of text.matchAll(DECLARATION)) {
    declared.add(name);
    if (exported) names.push(name);
  }
  for (const [, allTypes, list = ""] of text.matchAll(LOCAL_EXPORT)) {
    for (const item of list.split(",")) {
      const match = /^\s*(type\s+)?([\w$]+)(?:\s+as\s+([\w$]+))?\s*$/.exec(item);
      if (!match || !(allTypes || match[1])) continue;
      const [, , local = "", exportedAs] = match;
      if (declared.has(local)) names.push(exportedAs ?? local);
    }
  }
  return [...new Set(names)];
}

/** Each name exported as a type by more than one module, with the modules. */
function clashes(modules: Array<{ file: string; names: string[] }>): string[] {
  const byName = new Map<string, string[]>();
  for (const { file, names } of modules) {
    for (const name of names) byName.set(name, [...(byName.get(name) ?? []), file]);
  }
  return [...byName]
    .filter(([, files]) => files.length > 1)
    .map(([name, files]) => `${name}: ${files.sort().join(", ")}`)
    .sort();
}

describe("exported type names", () => {
  it("no two modules of app/ and server/ export a type of the same name", () => {
    const files = ["app", "server"].flatMap((dir) => sourceFiles(path.join(root, dir)));
    const modules = files.map((file) => ({
      file: path.relative(root, file),
      names: exportedTypeNames(readFileSync(file, "utf8")),
    }));
    // Not vacuous: the walk found the app's modules and their types.
    expect(modules.length).toBeGreaterThan(100);
    expect(modules.flatMap((module) => module.names).length).toBeGreaterThan(100);
    expect(clashes(modules)).toEqual([]);
  });

  it("catches a clash, and tells a declaration from a re-export", () => {
    const a = exportedTypeNames("export interface Query { a: number }\nexport type Id = number;");
    const b = exportedTypeNames("type Query = string;\nexport { type Query };\ninterface Hidden {}");
    const c = exportedTypeNames('import type { Id } from "./a";\nexport type { Id };');
    const d = exportedTypeNames('export type { Query } from "./a";');
    expect(a).toEqual(["Query", "Id"]);
    expect(b).toEqual(["Query"]);
    expect(c).toEqual([]);
    expect(d).toEqual([]);
    expect(
      clashes([
        { file: "a.ts", names: a },
        { file: "b.ts", names: b },
      ]),
    ).toEqual(["Query: a.ts, b.ts"]);
  });
});
