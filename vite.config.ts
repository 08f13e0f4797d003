import { brotliCompressSync, gzipSync } from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, minifySync, type Plugin, parseSync } from "vite";
import { compileCatalogues, serveCatalogueFiles } from "./app/i18n/catalogue-compiler.ts";

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

// What the root route imports, directly or not, loads on every page, since every page renders inside the root.
// Rolldown would split it into one small chunk per set of routes that share each module (six on every page, each
// a request, a preload and an import of its own); collected here, it ships as one "shell" chunk that no page
// loads in vain. The set is read from the module graph once the build has parsed it, before chunks are made.
function shellModules() {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: "marquee:shell-modules",
    apply: "build",
    buildEnd() {
      const root = [...this.getModuleIds()].find((id) => /[\\/]app[\\/]root\.tsx$/.test(id));
      const pending = root ? [...(this.getModuleInfo(root)?.importedIds ?? [])] : [];
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (modules.has(id) || id.includes("node_modules")) continue;
        modules.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, test: (id: string) => modules.has(id) };
}
const shell = shellModules();

// What nearly every page's cards need goes into the shell too: a card, the image and path helpers, and the
// visitor's own lists that cards read and write. As chunks of their own they were five more files on home,
// each a request, a compile hint and a gzip stream of its own: 1.1 kB more on home and, on a phone over
// HTTP/1.1 (six connections), a queue in front of hydration. /popular-actors, the one page without cards,
// carries them for nothing (2.5 kB), well within its budget (docs/decisions/0023-no-tap-lost.md).
const CARD_MODULES =
  /[\\/]app[\\/](lib[\\/](paths|use-hydrated)|catalogue[\\/]images|components[\\/]media-card|local[\\/](browser-storage|entry-fields|watchlist|recently-viewed|progress|playback-key))\.tsx?$/;

// Home's hero and rows, with the components only they use, in one chunk: home loads it with the page; a title page,
// where they are inert under the overlay, after hydration (app/components/home-content-slot.ts, issue 28). Left to
// themselves they would be two chunks, one of them shared with /series's hero and rows.
const HOME_CONTENT =
  /[\\/]app[\\/](components[\\/](home-content|hero|collection-row|continue-watching-row|recently-viewed-row)\.tsx|lib[\\/](idle-queue|use-shown-when-idle)\.ts|routes[\\/]home-index\.tsx)$/;

// The client entry and the root route load on every page with the shell: in the shell's file they are one
// request and one gzip stream instead of three (0.5 kB gzip less on every page, issue 28). The root's route
// module becomes a one-line file re-exporting from it. That file is then evaluated as the page's inline script
// imports the root route, before the script names the route modules; entry.client.tsx hydrates only once
// the catalogue's promise settles, which is always after that script has run.
const SHELL_ROOTS = /[\\/]app[\\/](root\.tsx|entry\.client\.tsx|lib[\\/]hydrate-later\.ts)$/;

/** The chunks every page with scripts loads up front (the first-load lists of scripts/check-bundle-size.mjs). */
const ALWAYS_LOADED = /(^|\/)(framework|entry\.client|rolldown-runtime)-[^/]+\.js$/;

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
// use: the site has no CSS chunks), waits for them, then imports. That helper is 0.6 kB gzip in the shell chunk
// every page loads, and Vite has no setting to leave it out. This one starts the same chunks with import(), which
// fetches them in parallel with the one asked for (a chunk already loaded costs nothing), and does not wait: the
// browser's module loader orders their evaluation. import() from one of our scripts carries its nonce, so the
// site's Content-Security-Policy admits it as it admits the import itself (issue 28).
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
    // Each chunk's static imports, for preloadList: read before Vite writes the lists (its own generateBundle).
    generateBundle: {
      order: "pre",
      handler(_options, bundle) {
        staticImports.clear();
        for (const file of Object.values(bundle)) {
          if (file.type === "chunk") staticImports.set(file.fileName, file.imports);
        }
      },
    },
  };
}

/** Each client chunk's static imports, by file name (filled by smallPreloadHelper). */
const staticImports = new Map<string, readonly string[]>();

/** The chunks that are loaded before `chunk` runs: its static imports, and theirs. */
function loadedBefore(chunk: string, loaded = new Set<string>()): Set<string> {
  for (const dep of staticImports.get(chunk) ?? []) {
    if (loaded.has(dep)) continue;
    loaded.add(dep);
    loadedBefore(dep, loaded);
  }
  return loaded;
}

/**
 * Code loaded once the page is idle (home's personal layer) or in the background after hydration (the
 * sync runner, for a browser linked to others) is imported without a list of its chunks to preload: that list is
 * written into the importing chunk, a first-load one, where it cost home 0.15 kB gzip of file names (the sync
 * runner's, 0.14 kB on every page) for every visitor, new ones included. The browser still fetches the chunk's
 * own imports as soon as it reads it; the round trip this adds comes after the page is interactive.
 */
const IDLE_CHUNK = /(^|\/)(home-personal|sync-runner)-[\w-]+\.js$/;
function preloadList(filename: string, deps: string[], { hostId }: { hostId: string }): string[] {
  if (IDLE_CHUNK.test(filename)) return [];
  // Every name in a list is bytes in a chunk some page loads first, so a list names only chunks that may still
  // be missing. Not the imported chunk itself, which our helper's import() loads anyway; not the framework, the
  // shell (with the client entry) and Rolldown's helpers, loaded before any script runs; not what
  // the importing chunk imports statically, loaded before it runs (Discover's lists named four such chunks).
  const loaded = loadedBefore(hostId);
  return deps.filter((dep) => dep !== filename && !ALWAYS_LOADED.test(dep) && !loaded.has(dep));
}

// The page's early script (app/lib/early-taps.ts and pictures-wait.ts) is the source text of two functions,
// `fn.toString()`, which the server writes into every page's <head>. The server's build is not minified, so that
// text came with its line breaks, long names and spaces: 2.7 kB (1.1 kB gzip) on every page, ahead of the
// stylesheet. In the server's build each such `fn.toString()` of those modules is replaced by the function's
// minified text, as a string; the function stays as it is for the tests and the dev server.
const INLINE_SCRIPT_MODULES = /[\\/]app[\\/]lib[\\/](early-taps|pictures-wait|kids-profile-script)\.ts$/;
function minifiedInlineScripts(): Plugin {
  return {
    name: "marquee:minified-inline-scripts",
    apply: "build",
    transform: {
      order: "post",
      filter: { id: INLINE_SCRIPT_MODULES },
      handler(code, id) {
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
    ...[smallPreloadHelper(), shell.plugin, compileHints(), precompress()].map((plugin) =>
      onlyIn("client", plugin),
    ),
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
                // React, React DOM and React Router load on every page together: one file compresses better
                // and costs one request instead of four (docs/decisions/0010-performance-budget.md).
                { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
                {
                  name: "shell",
                  test: (id: string) => shell.test(id) || CARD_MODULES.test(id) || SHELL_ROOTS.test(id),
                },
                { name: "home-content", test: HOME_CONTENT },
              ],
            },
          },
        },
      },
    },
  },
});
