import { brotliCompressSync, gzipSync } from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, minifySync, type Plugin, parseSync } from "vite";
import { compileCatalogues, serveCatalogueFiles } from "./app/i18n/catalogue-compiler.ts";
import {
  appModulePath,
  CARD_MODULES,
  CLIENT_ENTRY,
  CLIENT_RULES,
  FRAMEWORK_PACKAGES,
  HOME_CONTENT,
  IDLE_MODULES,
  INLINE_SCRIPT_MODULES,
  isInPackage,
  isOneOf,
  SERVER_RULES,
  SHELL,
  unmatchedRules,
} from "./scripts/lib/chunk-rules.ts";

// Every client chunk runs as soon as it loads, so V8 may compile all of its functions while the file streams in, on
// a background thread, instead of one by one on the main thread when each is first called (V8's explicit compile
// hints, Chrome 136+; other engines ignore the comment). The comment must be the file's first line, so it is added
// last, after minification and after Vite puts its preload map at the top (docs/decisions/0013-compile-hints.md).
const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";
function compileHints(): Plugin {
  return {
    name: "marquee:compile-hints",
    apply: "build",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === "chunk" && !file.code.startsWith(COMPILE_HINT))
            file.code = COMPILE_HINT + file.code;
        }
      },
    },
  };
}

// The client's scripts and styles are compressed once, at build time, at the highest settings: brotli quality
// 11 and gzip level 9. The server sends `name.br` or `name.gz` as the browser accepts (sirv, server/app.mjs)
// instead of compressing the same bytes again for every visitor: ~15 ms of the server's CPU per first visit,
// while the browser is busy starting the page, and ~13% more bytes at the quality a per-request compressor
// can afford. Files under 1 kB are left alone; the server does not compress those either.
const PRECOMPRESS = /\.(js|css|svg|json)$/;
function precompress(): Plugin {
  return {
    name: "marquee:precompress",
    apply: "build",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (!PRECOMPRESS.test(file.fileName)) continue;
          const source = Buffer.from(file.type === "chunk" ? file.code : file.source);
          if (source.byteLength < 1024) continue;
          this.emitFile({
            type: "asset",
            fileName: `${file.fileName}.br`,
            source: brotliCompressSync(source),
          });
          this.emitFile({
            type: "asset",
            fileName: `${file.fileName}.gz`,
            source: gzipSync(source, { level: 9 }),
          });
        }
      },
    },
  };
}

const isInShell = isOneOf(SHELL);
const isCardModule = isOneOf(CARD_MODULES);

/**
 * A chunk rule that names a module the build does not have would match nothing, and the bundles would change
 * without a word: the build stops instead, naming the rule and the module.
 */
function chunkRulesHold(
  rules: Parameters<typeof unmatchedRules>[1],
  packages: readonly string[] = [],
): Plugin {
  return {
    name: "marquee:chunk-rules-hold",
    apply: "build",
    buildEnd(error) {
      if (error) return;
      const problems = unmatchedRules([...this.getModuleIds()], rules, packages);
      if (problems.length > 0) {
        this.error(
          `A chunk rule (scripts/lib/chunk-rules.ts) names what the build does not have; rename or remove it:\n- ${problems.join("\n- ")}`,
        );
      }
    },
  };
}

// `npm run dev` serves the sync API too, from the same handler and store as the production server
// (server/sync/, docs/decisions/0017-sync-store.md), so the browser side can be developed against it. Loaded on
// the first sync request only: a dev server that never syncs opens no database.
function syncApiInDev(): Plugin {
  return {
    name: "marquee:sync-api-dev",
    apply: "serve",
    configureServer(server) {
      let handler: ReturnType<typeof import("./server/sync/sync-api.mjs").createSyncApi> | undefined;
      server.middlewares.use(async (req, res, next) => {
        const api = await import("./server/sync/sync-api.mjs");
        if (!api.isSyncPath(req.url)) return next();
        if (!handler) {
          const { readServerEnv } = await import("./server/server-env.mjs");
          const { sharedSyncStore } = await import("./server/sync/open-store.mjs");
          handler = api.createSyncApi({ store: sharedSyncStore(readServerEnv().sync) });
        }
        handler(req, res).catch(next);
      });
    },
  };
}

// Vite wraps every dynamic import() of the client in its preload helper, which first adds a <link
// rel=modulepreload> for each chunk the imported one needs (with CSS, nonce and error-event handling we do not
// use: the site has no CSS chunks), waits for them, then imports; Vite has no setting to leave it out. This one
// starts the same chunks with import(), which fetches them in parallel with the one asked for (a chunk already
// loaded costs nothing), and does not wait: the browser's module loader orders their evaluation. import() from
// one of our scripts carries its nonce, so the site's Content-Security-Policy admits it as it admits the import
// itself. Saves 653 B gzip on every page's first load (the shell chunk).
const PRELOAD_HELPER = "\0vite/preload-helper.js";
function smallPreloadHelper(): Plugin {
  let base = "/";
  return {
    name: "marquee:small-preload-helper",
    apply: "build",
    enforce: "pre",
    configResolved(config) {
      base = config.base;
    },
    resolveId: (id) => (id === PRELOAD_HELPER ? id : null),
    load(id) {
      if (id !== PRELOAD_HELPER) return null;
      return `export const __vitePreload = (load, deps) => {
  if (deps) for (const dep of deps) import(/* @vite-ignore */ ${JSON.stringify(base)} + dep).catch(() => {});
  return load();
};`;
    },
    // Each chunk's static imports, and the idle modules' chunks, for preloadList: read before Vite writes the
    // lists (its own generateBundle).
    generateBundle: {
      order: "pre",
      handler(_options, bundle) {
        staticImports.clear();
        const chunks = Object.values(bundle).filter((file) => file.type === "chunk");
        for (const chunk of chunks) staticImports.set(chunk.fileName, chunk.imports);
        alwaysLoaded.clear();
        const entry = chunks.find((chunk) => chunk.moduleIds.some(isClientEntry));
        if (!entry) this.error(`No chunk holds the client entry, app/${CLIENT_ENTRY}`);
        alwaysLoaded.add(entry.fileName);
        for (const file of loadedBefore(entry.fileName)) alwaysLoaded.add(file);
        // An idle module in no chunk, or in one every page loads first, is a rule that matches nothing.
        idleChunks.clear();
        const idle = new Set<string>();
        for (const chunk of chunks.filter((chunk) => !alwaysLoaded.has(chunk.fileName))) {
          for (const id of chunk.moduleIds.filter(isIdleModule)) {
            idleChunks.add(chunk.fileName);
            idle.add(appModulePath(id) ?? "");
          }
        }
        const missing = IDLE_MODULES.filter((name) => !idle.has(name));
        if (missing.length > 0) {
          this.error(
            `Idle modules (scripts/lib/chunk-rules.ts) not in a chunk loaded after the page: app/${missing.join(", app/")}`,
          );
        }
      },
    },
  };
}

/** Each client chunk's static imports, by file name (filled by smallPreloadHelper). */
const staticImports = new Map<string, readonly string[]>();
/**
 * The chunks every page with scripts loads before any of them runs: the client entry's and its static imports
 * (the framework, Rolldown's helpers). Filled by smallPreloadHelper.
 */
const alwaysLoaded = new Set<string>();
const isClientEntry = isOneOf([CLIENT_ENTRY]);
/** The file names of the chunks the idle modules start (filled by smallPreloadHelper). */
const idleChunks = new Set<string>();
const isIdleModule = isOneOf(IDLE_MODULES);

/** The chunks that are loaded before `chunk` runs: its static imports, and theirs. */
function loadedBefore(chunk: string, loaded = new Set<string>()): Set<string> {
  for (const dep of staticImports.get(chunk) ?? []) {
    if (loaded.has(dep)) continue;
    loaded.add(dep);
    loadedBefore(dep, loaded);
  }
  return loaded;
}

// Code loaded once the page is idle or in the background after hydration (IDLE_MODULES) is imported without a
// list of its chunks to preload: that list is file names in the importing chunk, a first-load one.
function preloadList(filename: string, deps: string[], { hostId }: { hostId: string }): string[] {
  if (idleChunks.has(filename)) return [];
  // Every name in a list is bytes in a chunk some page loads first, so a list names only chunks that may still
  // be missing. Not the imported chunk itself, which our helper's import() loads anyway; not the framework, the
  // shell (with the client entry) and Rolldown's helpers, loaded before any script runs; not what
  // the importing chunk imports statically, loaded before it runs (Discover's lists named four such chunks).
  const loaded = loadedBefore(hostId);
  return deps.filter((dep) => dep !== filename && !alwaysLoaded.has(dep) && !loaded.has(dep));
}

// The page's early script (app/lib/early-taps.ts and pictures-wait.ts) is the source text of two functions,
// `fn.toString()`, which the server writes into every page's <head>. The server's build is not minified, so that
// text came with its line breaks, long names and spaces: 2.7 kB (1.1 kB gzip) on every page, ahead of the
// stylesheet. In the server's build each such `fn.toString()` of those modules is replaced by the function's
// minified text, as a string; the function stays as it is for the tests and the dev server. Those modules are
// INLINE_SCRIPT_MODULES (scripts/lib/chunk-rules.ts); the build stops if one of them has no call to replace.
function minifiedInlineScripts(): Plugin {
  const isInlineScriptModule = isOneOf(INLINE_SCRIPT_MODULES);
  const rewritten = new Set<string>();
  return {
    name: "marquee:minified-inline-scripts",
    apply: "build",
    buildStart() {
      rewritten.clear();
    },
    buildEnd(error) {
      const missing = INLINE_SCRIPT_MODULES.filter((name) => !rewritten.has(name));
      if (!error && missing.length > 0) {
        this.error(
          `Inline script modules (scripts/lib/chunk-rules.ts) with no fn.toString() to minify: app/${missing.join(", app/")}`,
        );
      }
    },
    transform: {
      order: "post",
      handler(code, id) {
        if (!isInlineScriptModule(id)) return null;
        let result = code;
        for (const statement of parseSync(id, code).program.body) {
          const fn =
            statement.type === "ExportNamedDeclaration"
              ? statement.declaration
              : (statement as typeof statement | null);
          if (fn?.type !== "FunctionDeclaration" || !fn.id) continue;
          const call = `${fn.id.name}.toString()`;
          if (!result.includes(call)) continue;
          // As a module's default export, so that the minifier keeps it although nothing calls it.
          const minified = minifySync("page-script.js", `export default ${code.slice(fn.start, fn.end)}`, {
            compress: true,
            mangle: true,
            module: true,
          });
          if (minified.errors.length > 0)
            this.error(`minifying ${fn.id.name}: ${minified.errors[0]?.message}`);
          const text = minified.code
            .trim()
            .replace(/^export default /, "")
            .replace(/;$/, "");
          if (!text.startsWith("function")) this.error(`minifying ${fn.id.name} gave no function: ${text}`);
          result = result.replaceAll(call, JSON.stringify(text));
          rewritten.add(appModulePath(id) ?? "");
        }
        return { code: result, map: null };
      },
    },
  };
}

/**
 * React Router 8 builds the browser's and the server's code as two environments of one Vite build (Vite's
 * Environment API), with one configuration: a plugin meant for one of them says so, or it runs in both (the
 * server's files would get the browser's chunks, compile hints and compressed copies, and the browser's the
 * server's minified page script).
 */
function onlyIn(environment: "client" | "ssr", plugin: Plugin): Plugin {
  return { ...plugin, applyToEnvironment: (candidate) => candidate.name === environment };
}

export default defineConfig({
  // precompress comes after compileHints: both run last, in this order, so the compressed copies carry the hint.
  plugins: [
    syncApiInDev(),
    compileCatalogues(),
    serveCatalogueFiles(),
    reactRouter(),
    onlyIn("ssr", minifiedInlineScripts()),
    onlyIn("ssr", chunkRulesHold(SERVER_RULES)),
    ...[
      smallPreloadHelper(),
      chunkRulesHold(CLIENT_RULES, FRAMEWORK_PACKAGES),
      compileHints(),
      precompress(),
    ].map((plugin) => onlyIn("client", plugin)),
  ],
  resolve: {
    tsconfigPaths: true,
  },
  environments: {
    client: {
      build: {
        sourcemap: process.env.SOURCEMAP === "1",
        // A dynamic import lists the chunks it needs, for the preload helper to start them together (see
        // preloadList for the chunks a list leaves out).
        modulePreload: { resolveDependencies: preloadList },
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // Each group's modules and what it saves are in scripts/lib/chunk-rules.ts.
                { name: "framework", test: isInPackage(FRAMEWORK_PACKAGES) },
                {
                  name: "shell",
                  test: (id: string) => isInShell(id) || isCardModule(id),
                },
                { name: "home-content", test: isOneOf(HOME_CONTENT) },
              ],
            },
          },
        },
      },
    },
  },
});
