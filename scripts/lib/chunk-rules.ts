// How the browser's build groups modules into chunks (vite.config.ts), by module, not by pattern: each rule names
// the app's modules by their path under app/. A rule that names a module the build does not have stops the build
// (vite.config.ts, chunkRulesHold), and chunk-rules.test.ts checks every named file exists, so a rename or a move
// that would quietly change the bundles fails instead. A rule kept for bytes says what it saves: gzip bytes of
// first-load JavaScript, `npm run build && npm run check:size` with the rule and without.

/**
 * React, React DOM and React Router in a file of their own, which stays cached from one deploy to the next. Not
 * for bytes: in the shell's file they would be 852 B gzip less on every page's first load.
 */
export const FRAMEWORK_PACKAGES = ["react", "react-dom", "react-router", "scheduler"] as const;

/** React Router's client entry: its chunk and that chunk's imports load before any other script runs. */
export const CLIENT_ENTRY = "entry.client.tsx";

/**
 * The shell chunk every page loads: the client entry and the root route with everything they import (a group
 * takes its modules' imports along), and hydrateLater and pageMeta, which routes use. One request and one gzip
 * stream: 739 B gzip less on home (420 to 754 B on the other pages) than the entry and the root route in files of
 * their own; pageMeta alone would be a file of its own that home and six other pages load (192 B more on home).
 */
export const SHELL = ["entry.client.tsx", "root.tsx", "lib/hydrate-later.ts", "lib/page-meta.ts"] as const;

/**
 * What nearly every page's cards need, in the shell too: a card, the image and path helpers, and the visitor's
 * own lists that cards read and write. 2.7 kB gzip less on every page with cards (97 B on home) than in chunks
 * of their own; /popular-actors, which has none, still loads 2.7 kB less.
 */
export const CARD_MODULES = [
  "components/media-card.tsx",
  "catalogue/images.ts",
  "lib/paths.ts",
  "lib/use-hydrated.ts",
  "local/browser-storage.ts",
  "local/entry-fields.ts",
  "local/watchlist.ts",
  "local/recently-viewed.ts",
  "local/progress.ts",
  "local/playback-key.ts",
] as const;

/**
 * Home's hero and rows, with the modules only they use, as one chunk: home loads it with the page, a title page
 * after hydration (routes/home.tsx). Left to themselves they are two chunks, one shared with /series: this rule
 * is one request fewer on home's first load (a queue in front of hydration on a phone's six connections, as
 * docs/decisions/0023-no-tap-lost.md tells), and 120 B gzip less on home, 74 B on title pages.
 */
export const HOME_CONTENT = [
  "routes/home-index.tsx",
  "components/home-content.tsx",
  "components/hero.tsx",
  "components/collection-row.tsx",
  "components/continue-watching-row.tsx",
  "components/recently-viewed-row.tsx",
  "lib/idle-queue.ts",
  "lib/use-shown-when-idle.ts",
] as const;

/**
 * Code imported once the page is idle (home's personal layer) or in the background after hydration (the sync
 * runner): its import() carries no list of chunks to preload, file names in a chunk every visitor loads first;
 * the browser still fetches the chunk's own imports when it reads it. Not a module or a split but a preload
 * policy, for bytes only: 161 B gzip less on home, 97 B on every other page; without it home is over its line.
 */
export const IDLE_MODULES = ["components/for-you/home-personal.tsx", "local/sync/sync-runner.ts"] as const;

/**
 * The server's build: modules whose functions' source text, `fn.toString()`, the server writes into every page's
 * <head> (the early script); the build replaces each such call by the function's minified text.
 */
export const INLINE_SCRIPT_MODULES = [
  "lib/early-taps.ts",
  "lib/pictures-wait.ts",
  "lib/kids-profile-script.ts",
] as const;

type Rules = Record<string, readonly string[]>;

/** The browser build's rules that name app modules, by their names in a build error. */
export const CLIENT_RULES = {
  "client entry": [CLIENT_ENTRY],
  shell: SHELL,
  "card modules": CARD_MODULES,
  "home content": HOME_CONTENT,
  "idle modules": IDLE_MODULES,
} as const satisfies Rules;

/** The server build's. */
export const SERVER_RULES = { "inline script modules": INLINE_SCRIPT_MODULES } as const satisfies Rules;

/**
 * The module a build id names, as a path under app/ ("lib/paths.ts"), or undefined for anything else: a
 * package, a virtual module, or a file's id with a query, which is another module made from it (React Router's
 * route module is the file with `?__react-router-build-client-route`, a module re-exporting from the file's own).
 * Ids are absolute paths, on Windows with backslashes.
 */
export function appModulePath(id: string): string | undefined {
  if (id.includes("?")) return undefined;
  const file = id.replaceAll("\\", "/");
  if (file.includes("/node_modules/")) return undefined;
  const at = file.lastIndexOf("/app/");
  return at === -1 ? undefined : file.slice(at + "/app/".length);
}

/** Whether a build id is one of `modules` (paths under app/). */
export function isOneOf(modules: readonly string[]): (id: string) => boolean {
  const names = new Set(modules);
  return (id) => {
    const name = appModulePath(id);
    return name !== undefined && names.has(name);
  };
}

/** Whether a build id is a module of one of `packages` (a file of node_modules/<package>/). */
export function isInPackage(packages: readonly string[]): (id: string) => boolean {
  const pattern = new RegExp(`[\\\\/]node_modules[\\\\/](${packages.join("|")})[\\\\/]`);
  return (id) => pattern.test(id);
}

/**
 * What is wrong with `rules` for a build with these module ids: one line per named module the build does not
 * have, and per one of `packages` it has no module of. Empty when every rule matches.
 */
export function unmatchedRules(
  ids: readonly string[],
  rules: Rules,
  packages: readonly string[] = [],
): string[] {
  const present = new Set(ids.map(appModulePath));
  const problems: string[] = [];
  for (const [rule, modules] of Object.entries(rules)) {
    for (const name of modules) {
      if (!present.has(name)) problems.push(`${rule}: app/${name} is not in the build`);
    }
  }
  for (const name of packages) {
    if (!ids.some(isInPackage([name])))
      problems.push(`framework packages: no module of ${name} in the build`);
  }
  return problems;
}
