// @ts-check
// The project's import graph, read from the source with TypeScript's parser (no type checking, so it is quick),
// and the two rules it must keep (docs/architecture.md): no import cycles, and the app's folders in layers that
// only import downwards. tests/architecture/imports.test.ts holds the project to them.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const SOURCE = /\.(ts|tsx|mjs|js)$/;
const SKIPPED_FOLDERS = new Set([
  "node_modules",
  "build",
  ".react-router",
  "test-results",
  "playwright-report",
]);

/**
 * Every source file below the given folders (paths relative to root, with forward slashes), declaration files
 * left out.
 * @param {string} root
 * @param {readonly string[]} folders
 */
export function sourceFiles(root, folders) {
  /** @type {string[]} */
  const files = [];
  /** @param {string} folder */
  const walk = (folder) => {
    for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const relative = `${folder}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) walk(relative);
      } else if (SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts")) {
        files.push(relative);
      }
    }
  };
  for (const folder of folders) walk(folder);
  return files.sort();
}

/**
 * @typedef {{ from: string, to: string, typeOnly: boolean }} Import
 *   One import of one project file by another. typeOnly: `import type` or `export type`, erased from the build.
 */

/**
 * The imports of each file that name another project file ("~/..." is app/, as tsconfig.json maps it; packages
 * and generated route types are left out). Static imports, re-exports and `import()` all count.
 * @param {string} root
 * @param {readonly string[]} files
 * @returns {Import[]}
 */
export function readImports(root, files) {
  const known = new Set(files);
  /** @type {Import[]} */
  const imports = [];
  for (const file of files) {
    const text = readFileSync(path.join(root, file), "utf8");
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
    /** @param {string} specifier @param {boolean} typeOnly */
    const add = (specifier, typeOnly) => {
      const target = resolve(root, known, file, specifier);
      if (target) imports.push({ from: file, to: target, typeOnly });
    };
    /** @param {ts.Node} node */
    const visit = (node) => {
      if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
        add(node.moduleSpecifier.text, isTypeOnlyImport(node));
      } else if (
        ts.isExportDeclaration(node) &&
        node.moduleSpecifier &&
        ts.isStringLiteral(node.moduleSpecifier)
      ) {
        add(node.moduleSpecifier.text, node.isTypeOnly);
      } else if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteral(node.arguments[0])
      ) {
        add(node.arguments[0].text, false);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return imports;
}

/** @param {ts.ImportDeclaration} node */
function isTypeOnlyImport(node) {
  const clause = node.importClause;
  if (!clause) return false; // `import "./x"`: for its effect
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  return Boolean(
    bindings &&
      ts.isNamedImports(bindings) &&
      bindings.elements.length > 0 &&
      bindings.elements.every((element) => element.isTypeOnly),
  );
}

const EXTENSIONS = ["", ".ts", ".tsx", ".mjs", ".js", "/index.ts", "/index.tsx"];

/**
 * The project file a specifier names, or null for a package, an asset (CSS, JSON) or generated code.
 * @param {string} root @param {Set<string>} known @param {string} from @param {string} specifier
 */
function resolve(root, known, from, specifier) {
  let base;
  if (specifier.startsWith("~/")) base = `app/${specifier.slice(2)}`;
  else if (specifier.startsWith("."))
    base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  else return null;
  base = base.replace(/\?.*$/, "");
  // A project file outside the folders read (server/ from app/, say) still counts when it exists.
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (known.has(candidate) || (SOURCE.test(candidate) && existsSync(path.join(root, candidate))))
      return candidate;
  }
  return null;
}

/**
 * Each import cycle, as the files along it (the first file repeated at the end), one per strongly connected
 * group of files (Tarjan's algorithm), so a tangle of many files reads as one finding.
 * @param {readonly Import[]} imports
 * @returns {string[][]}
 */
export function findCycles(imports) {
  /** @type {Map<string, string[]>} */
  const next = new Map();
  for (const { from, to } of imports) {
    if (!next.has(from)) next.set(from, []);
    next.get(from)?.push(to);
  }
  let counter = 0;
  /** @type {Map<string, number>} */
  const index = new Map();
  /** @type {Map<string, number>} */
  const low = new Map();
  /** @type {string[]} */
  const stack = [];
  const onStack = new Set();
  /** @type {string[][]} */
  const groups = [];
  /** @param {string} node */
  const connect = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        connect(target);
        low.set(node, Math.min(Number(low.get(node)), Number(low.get(target))));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(Number(low.get(node)), Number(index.get(target))));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    /** @type {string[]} */
    const group = [];
    let member;
    do {
      member = /** @type {string} */ (stack.pop());
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    const selfImport = (next.get(node) ?? []).includes(node);
    if (group.length > 1 || selfImport) groups.push(group);
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) connect(node);
  return groups.map((group) => cyclePath(group, next));
}

/**
 * One cycle through a strongly connected group, starting at its first file in sort order: the shortest way back
 * (breadth first), which is what a reader needs to break it.
 * @param {string[]} group @param {Map<string, string[]>} next
 */
function cyclePath(group, next) {
  const members = new Set(group);
  const start = [...group].sort()[0] ?? "";
  /** @type {Map<string, string>} */
  const cameFrom = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const node = /** @type {string} */ (queue.shift());
    for (const target of next.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const path = [start];
        for (let at = node; at !== start; at = /** @type {string} */ (cameFrom.get(at)))
          path.splice(1, 0, at);
        return [...path, start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

/**
 * The app's layers, lowest first: a file may import its own layer and those below, never one above.
 * Folders are app/'s top folders; a file directly in app/ is named by its file name.
 */
export const LAYERS = [
  { name: "base", members: ["data", "lib", "i18n"] },
  { name: "services", members: ["demo", "catalogue", "local", "player", "config.server.ts"] },
  { name: "components", members: ["components"] },
  { name: "routes", members: ["routes", "root.tsx", "routes.ts", "entry.client.tsx", "entry.server.tsx"] },
];

/**
 * The catalogue's contract: the types, the error and the limits the whole app speaks of titles in. It lives
 * beside the client that keeps it, but sits in the base layer (it may import nothing above it), so that lib and
 * data can use it.
 */
export const CONTRACT = [
  "app/catalogue/types.ts",
  "app/catalogue/catalogue.ts",
  "app/catalogue/catalogue-error.ts",
  "app/catalogue/discover-limits.ts",
  "app/catalogue/locale.ts",
];

/** @param {string} file The layer's index in LAYERS, or -1 for a file outside app/ or in no layer (styles). */
export function layerOf(file) {
  if (CONTRACT.includes(file)) return 0;
  const parts = file.split("/");
  if (parts[0] !== "app" || parts.length < 2) return -1;
  // A test beside a root file (config.server.test.ts) sits with the file it tests.
  const top = /** @type {string} */ (parts[1]).replace(/\.test(\.[jt]sx?)$/, "$1");
  return LAYERS.findIndex((layer) => layer.members.includes(top));
}

/**
 * The imports that go up a layer. Type-only imports are left out: they are erased from the build, and the
 * stores' and catalogue's types are vocabulary every layer shares.
 * @param {readonly Import[]} imports
 * @returns {Import[]}
 */
export function upwardImports(imports) {
  return imports.filter(({ from, to, typeOnly }) => {
    if (typeOnly) return false;
    const fromLayer = layerOf(from);
    const toLayer = layerOf(to);
    return fromLayer >= 0 && toLayer > fromLayer;
  });
}
