import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";

// The message catalogues (app/i18n/messages/{code}.json) are written as ICU MessageFormat text, one flat object
// per language. This build step turns each message into Lingui's compiled form, still JSON, so neither the
// browser nor the server carries a message parser: Lingui's runtime only fills in compiled messages. Used by
// vite.config.ts and vitest.config.ts, so tests read the catalogues exactly as the site does.
const CATALOGUE = /[\\/]app[\\/]i18n[\\/]messages[\\/][^\\/]+\.json$/;

export function compileCatalogues(): Plugin {
  return {
    name: "marquee:compile-catalogues",
    enforce: "pre",
    transform(code, id) {
      if (!CATALOGUE.test(id.split("?")[0] ?? "")) return null;
      const source = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(source).map(([key, message]) => [key, compileMessage(message)]),
      );
      // Still JSON: Vite's own JSON step turns it into a module after this.
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}

// Each language's compiled catalogue is also a file of its own, /assets/messages-{code}-{hash}.json, named by
// its content so that browsers and CDNs keep it for good (server/static-files.mjs) and a visitor's second page reads it
// from cache instead of from that page's HTML (docs/decisions/0029-player-at-first-paint.md). The
// server build and the client build both compute the names from the same files, so the server names the file
// the client build wrote. Every key of the language is in it: a new route's messages need nothing more than
// their keys in the catalogues.
const CATALOGUE_FILES_ID = "virtual:marquee/catalogue-files";
const MESSAGES_DIR = fileURLToPath(new URL("./messages/", import.meta.url));

/** Every language's compiled catalogue as JSON text, and the file it is served as, by language code. */
function catalogueFiles(): Map<string, { fileName: string; json: string }> {
  const files = new Map<string, { fileName: string; json: string }>();
  for (const name of readdirSync(MESSAGES_DIR)
    .filter((file) => file.endsWith(".json"))
    .sort()) {
    const code = name.replace(/\.json$/, "");
    const source = JSON.parse(readFileSync(path.join(MESSAGES_DIR, name), "utf8")) as Record<string, string>;
    const json = JSON.stringify(
      Object.fromEntries(Object.entries(source).map(([key, message]) => [key, compileMessage(message)])),
    );
    const hash = createHash("sha256").update(json).digest("base64url").slice(0, 10);
    files.set(code, { fileName: `assets/messages-${code}-${hash}.json`, json });
  }
  return files;
}

export function serveCatalogueFiles(): Plugin {
  const resolvedId = `\0${CATALOGUE_FILES_ID}`;
  return {
    name: "marquee:catalogue-files",
    resolveId: (id) => (id === CATALOGUE_FILES_ID ? resolvedId : null),
    load(id) {
      if (id !== resolvedId) return null;
      const urls = Object.fromEntries(
        [...catalogueFiles()].map(([code, file]) => [code, `/${file.fileName}`]),
      );
      return `export default ${JSON.stringify(urls)};`;
    },
    generateBundle() {
      // The browser's copy only: the server reads the catalogues from its own bundle.
      if (this.environment?.config.consumer === "server") return;
      for (const file of catalogueFiles().values()) {
        this.emitFile({ type: "asset", fileName: file.fileName, source: file.json });
      }
    },
    configureServer(server) {
      // `npm run dev` serves the same files, fresh from the catalogues.
      server.middlewares.use((req, res, next) => {
        const file = [...catalogueFiles().values()].find((entry) => req.url === `/${entry.fileName}`);
        if (!file) return next();
        res.setHeader("Content-Type", "application/json");
        res.end(file.json);
      });
    },
  };
}
