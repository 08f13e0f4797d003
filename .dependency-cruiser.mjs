// @ts-check
// The rules the project's imports keep (docs/architecture.md, docs/decisions/0034-layers-and-one-way-imports.md):
// no import cycle anywhere, and app/ in four layers that only import downwards. tests/architecture/imports.test.ts
// cruises the tree with this file and fails on any finding; `npx depcruise app server scripts tests` shows the
// same findings from the command line.

/**
 * The catalogue's contract: the types, the error and the limits every layer speaks of titles in. It lives beside
 * the client that keeps it, but is held to the base layer (it may import nothing above it), so that lib/ and
 * data/ can use it.
 */
const CONTRACT = "^app/catalogue/(types|catalogue|catalogue-error|discover-limits|locale)[.]ts$";

/**
 * A file directly in app/, and the test beside it (config.server.test.ts sits with config.server.ts).
 * @param {string} name
 */
function rootFile(name) {
  const dot = name.lastIndexOf(".");
  const literal = (/** @type {string} */ text) => text.replaceAll(".", "[.]");
  return `^app/${literal(name.slice(0, dot))}([.]test)?${literal(name.slice(dot))}$`;
}

/**
 * The app's layers, lowest first: a file may import its own layer and those below, never one above. Within a
 * layer any direction is allowed, as long as there is no cycle.
 */
const LAYERS = [
  { name: "base", path: ["^app/(data|lib|i18n)/", CONTRACT] },
  {
    name: "services",
    path: ["^app/(demo|catalogue|local|player|together)/", rootFile("config.server.ts")],
  },
  { name: "components", path: ["^app/components/"] },
  {
    name: "routes",
    path: [
      "^app/routes/",
      ...["root.tsx", "routes.ts", "entry.client.tsx", "entry.server.tsx"].map(rootFile),
    ],
  },
];

/** Source files of app/ (its styles and data files are no layer's business), declarations left out. */
const APP_SOURCE = "^app/.+[.](ts|tsx|mjs|js)$";
const IN_A_LAYER = [...LAYERS.flatMap((layer) => layer.path), "[.]d[.]ts$"];

/** @type {import("dependency-cruiser").IForbiddenRuleType[]} */
const upwardImports = LAYERS.slice(0, -1).map((layer, index) => ({
  name: `${layer.name}-imports-upwards`,
  comment:
    `The ${layer.name} layer imports a layer above it (${LAYERS.slice(index + 1)
      .map((above) => above.name)
      .join(", ")}). Move the code down, or pass it in from above. ` +
    "A type-only import may cross: it is erased from the build.",
  severity: "error",
  // The contract sits in the base layer although its folder is a service's.
  from: index === 0 ? { path: layer.path } : { path: layer.path, pathNot: CONTRACT },
  to: {
    path: LAYERS.slice(index + 1).flatMap((above) => above.path),
    pathNot: [CONTRACT],
    // `import type` creates no load order and no bundle edge, and the stores' and catalogue's types are
    // vocabulary every layer shares.
    dependencyTypesNot: ["type-only"],
  },
}));

/** @type {import("dependency-cruiser").IConfiguration} */
export default {
  forbidden: [
    {
      name: "no-cycle",
      comment:
        "An import cycle: the files import each other, directly or through others. Type imports count too: " +
        "a cycle of types still tangles reading, even where the build erases it.",
      severity: "error",
      from: { path: "^(app|server|scripts|tests)/" },
      to: { circular: true },
    },
    ...upwardImports,
    // A file of app/ in no layer would be checked by no layer rule, so a new top folder (or a file directly in
    // app/) must be given a layer. dependency-cruiser's rules are about imports, so it takes three: the file
    // imports something, is imported, or neither.
    {
      name: "in-no-layer",
      comment: "A file of app/ in no layer: add its folder to a layer in .dependency-cruiser.mjs.",
      severity: "error",
      from: { path: APP_SOURCE, pathNot: IN_A_LAYER },
      to: {},
    },
    {
      name: "imports-a-file-in-no-layer",
      comment: "Imports a file of app/ in no layer: add its folder to a layer in .dependency-cruiser.mjs.",
      severity: "error",
      from: {},
      to: { path: APP_SOURCE, pathNot: IN_A_LAYER },
    },
    {
      name: "alone-in-no-layer",
      comment: "A file of app/ in no layer (nor importing or imported): give its folder a layer.",
      severity: "error",
      from: { path: APP_SOURCE, pathNot: IN_A_LAYER, orphan: true },
      to: {},
    },
  ],
  options: {
    // TypeScript 7's package has no JavaScript API, and dependency-cruiser reads .ts and .tsx with that API
    // (typescript <7) or with swc. swc's parser keeps `import type` apart from value imports, which the layer
    // rule needs; acorn, the default, reads JavaScript only.
    parser: "swc",
    // `~/` is app/, as tsconfig.json maps it for the compiler and Vite.
    tsConfig: { fileName: "tsconfig.json" },
    doNotFollow: { path: "(^|/)node_modules/" },
    exclude: {
      path: [
        "(^|/)node_modules/",
        "(^|/)(build|[.]react-router|test-results|playwright-report)/",
        "[.]d[.]ts$",
      ],
    },
  },
};
